import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SANDBOX_FIELDS_MESSAGES } from '@domain/schemas/payments';
import { isRecord } from '@web/lib/guards';
import { sandboxFieldsAddress, type FieldsMethod } from '../payment-body';
import { TokenizeError, type PaymentFieldsHandle } from '../tokenize-error';

/** How long the fields may take to answer a request for a token. */
const TOKENIZE_TIMEOUT_MS = 20_000;
const INITIAL_HEIGHT = 260;

export interface SandboxPaymentFieldsProps {
  fieldsUrl: string;
  method: FieldsMethod;
  language: string;
  ref?: Ref<PaymentFieldsHandle>;
}

type Pending = { resolve: (token: string) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> };

/**
 * The sandbox's fields (docs/decisions/040): our own page standing in for the provider's, iframed, spoken to by
 * postMessage (SANDBOX_FIELDS_MESSAGES) with the origin checked both ways. Card data stays in the frame.
 */
export function SandboxPaymentFields({ fieldsUrl, method, language, ref }: SandboxPaymentFieldsProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const pending = useRef<Pending | null>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [error, setError] = useState<string | null>(null);
  const address = sandboxFieldsAddress(fieldsUrl, method, language, window.location.href);
  const origin = address.origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow || !isRecord(event.data)) return;
      const data = event.data;
      if (data.type === SANDBOX_FIELDS_MESSAGES.height && typeof data.height === 'number' && data.height > 0) {
        setHeight(Math.ceil(data.height));
      } else if (data.type === SANDBOX_FIELDS_MESSAGES.token && typeof data.token === 'string') {
        setError(null);
        settle((request) => request.resolve(data.token as string));
      } else if (data.type === SANDBOX_FIELDS_MESSAGES.error) {
        const message = typeof data.message === 'string' && data.message ? data.message : t('payments.fields.failed');
        setError(message);
        settle((request) => request.reject(new TokenizeError(message)));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, t]);

  // A frame that goes (another method chosen, the page left) answers nothing more.
  useEffect(() => () => settle((request) => request.reject(new TokenizeError(''))), []);

  function settle(action: (request: Pending) => void) {
    const request = pending.current;
    if (!request) return;
    pending.current = null;
    clearTimeout(request.timer);
    action(request);
  }

  useImperativeHandle(
    ref,
    () => ({
      tokenize: () => {
        const target = frame.current?.contentWindow;
        if (!target) return Promise.reject(new TokenizeError(t('payments.fields.failed')));
        settle((request) => request.reject(new TokenizeError('')));
        return new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => {
            const message = t('payments.fields.failed');
            setError(message);
            settle((request) => request.reject(new TokenizeError(message)));
          }, TOKENIZE_TIMEOUT_MS);
          pending.current = { resolve, reject, timer };
          target.postMessage({ type: SANDBOX_FIELDS_MESSAGES.tokenize }, origin);
        });
      },
    }),
    [origin, t],
  );

  return (
    <div className="space-y-2">
      <iframe
        ref={frame}
        src={address.href}
        title={t(method === 'card' ? 'payments.fields.cardTitle' : 'payments.fields.bankTitle')}
        className="block w-full rounded-lg border-0 bg-transparent"
        style={{ height }}
        data-testid="payment-fields"
        data-provider="sandbox"
        data-method={method}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="payment-fields-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
