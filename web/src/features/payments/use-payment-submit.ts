import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderQueryOptions } from '@web/features/orders/api/get-order';
import { usePaymentsConfig } from './api/get-payments-config';
import { nextActionOf, paymentReturnPath } from './payment-body';
import { runNextAction } from './run-next-action';
import { TokenizeError, type PaymentFieldsHandle } from './tokenize-error';

/**
 * What every page that pays through the provider's fields does (docs/decisions/040): the checkout, the quote acceptance
 * and the pay-again page. `tokenize` asks the fields for a token (card data never leaves them); `secondStep` runs the
 * provider's second step an answer asks for (3-D Secure…) and then shows the order's live state.
 */
export function usePaymentSubmit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const fieldsRef = useRef<PaymentFieldsHandle>(null);
  const [tokenizing, setTokenizing] = useState(false);
  /** The provider's refusal (a declined card…), already in the buyer's language, shown by the fields. */
  const [paymentError, setPaymentError] = useState<string | undefined>(undefined);

  /** The fields' token, or null when they refused: they show their own message (else `paymentError` says it) and nothing is sent. */
  async function tokenize(): Promise<string | null> {
    setTokenizing(true);
    try {
      return await (fieldsRef.current?.tokenize() ?? Promise.reject(new TokenizeError(t('payments.fields.failed'))));
    } catch (error) {
      if (!(error instanceof TokenizeError)) setPaymentError(t('payments.fields.failed'));
      document.getElementById('payment-fields')?.scrollIntoView({ block: 'center' });
      return null;
    } finally {
      setTokenizing(false);
    }
  }

  /**
   * The second step the server's answer asks for, run, then the order's confirmation page, marked so it syncs and shows
   * the live state; null when the answer asks none (the page then goes on as it would).
   */
  function secondStep(answer: unknown, orderNumber: string): Promise<void> | null {
    const nextAction = nextActionOf(answer);
    if (!nextAction) return null;
    return runNextAction(nextAction, orderNumber, config.data)
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderNumber).queryKey }))
      .then(() => navigate(paymentReturnPath(orderNumber)));
  }

  return { config, fieldsRef, tokenizing, tokenize, secondStep, paymentError, setPaymentError };
}
