import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, ShieldCheck } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeRequest, twoFactorPasswordRequest, type TwoFactorEnrolmentResponse } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormNotice, PasswordField, TextField } from '@web/components/ui/form-field';
import { applyFieldErrors, translateAuthMessage } from '@web/features/auth/auth-messages';
import { useTwoFactorMessage } from '@web/features/auth/components/two-factor-code-form';
import { ApiError } from '@web/lib/api-client';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor, useTwoFactorStatus } from './two-factor-api';

const panel = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** A failure that is not about one field, in the admin's language. */
function useFailureText() {
  const { t } = useTranslation();
  const translateCode = useTwoFactorMessage();
  return (error: unknown) =>
    error instanceof ApiError && error.status > 0 && error.status < 500
      ? (translateCode(translateAuthMessage(t, error.message)) ?? error.message)
      : t('auth.messages.unexpected');
}

/** /admin/security: two-factor sign-in (TOTP) for this admin: set up with a QR code and a first code, or turn off. */
export function SecurityScreen() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();

  return (
    <div className="max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-950">{t('admin.security.title')}</h1>
        <p className="mt-1 text-slate-600">{t('admin.security.subtitle')}</p>
      </header>
      {status.data?.required && !status.data.enabled ? (
        <FormNotice tone="error">{t('admin.security.requiredNotice')}</FormNotice>
      ) : null}
      {status.data ? (
        status.data.enabled ? (
          <EnabledPanel />
        ) : (
          <EnrolPanel />
        )
      ) : (
        <p role="status" className="text-slate-600">
          {status.isError ? t('auth.messages.unexpected') : t('admin.security.loading')}
        </p>
      )}
    </div>
  );
}

function EnabledPanel() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const failureText = useFailureText();
  const form = useForm({ resolver: zodResolver(twoFactorPasswordRequest), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit((values) =>
    disable.mutate(values, { onError: (error) => void applyFieldErrors(error, ['password'], form.setError) }),
  );
  return (
    <section className={panel} aria-labelledby="two-factor-on">
      <h2 id="two-factor-on" className="flex items-center gap-2 text-lg font-semibold text-green-800">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t('admin.security.enabled')}
      </h2>
      <p className="mt-2 text-slate-700">{t('admin.security.enabledBody')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">{t('admin.security.disableTitle')}</h3>
        {disable.isError && !form.formState.errors.password ? <FormNotice tone="error">{failureText(disable.error)}</FormNotice> : null}
        <PasswordField
          label={t('admin.security.password')}
          autoComplete="current-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          error={translateAuthMessage(t, form.formState.errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" variant="secondary" disabled={disable.isPending}>
          {t('admin.security.disable')}
        </Button>
      </form>
    </section>
  );
}

function EnrolPanel() {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const failureText = useFailureText();
  const form = useForm({ resolver: zodResolver(twoFactorPasswordRequest), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit((values) =>
    enable.mutate(values, { onError: (error) => void applyFieldErrors(error, ['password'], form.setError) }),
  );

  if (enable.data) return <ConfirmPanel enrolment={enable.data} />;
  return (
    <section className={panel} aria-labelledby="two-factor-off">
      <h2 id="two-factor-off" className="text-lg font-semibold text-slate-950">
        {t('admin.security.disabled')}
      </h2>
      <p className="mt-2 text-slate-700">{t('admin.security.disabledBody')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {enable.isError && !form.formState.errors.password ? <FormNotice tone="error">{failureText(enable.error)}</FormNotice> : null}
        <PasswordField
          label={t('admin.security.password')}
          autoComplete="current-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          error={translateAuthMessage(t, form.formState.errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" disabled={enable.isPending}>
          {t('admin.security.start')}
        </Button>
      </form>
    </section>
  );
}

/** The QR code of the otpauth URI, drawn as SVG in an <img>. */
function QrCode({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img src={src} alt={label} width={192} height={192} className="size-48 rounded-md ring-1 ring-slate-200" /> : <div className="size-48" />;
}

function ConfirmPanel({ enrolment }: { enrolment: TwoFactorEnrolmentResponse }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const translateCode = useTwoFactorMessage();
  const failureText = useFailureText();
  const [copied, setCopied] = useState(false);
  const form = useForm({ resolver: zodResolver(twoFactorCodeRequest), defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values, { onError: (error) => void applyFieldErrors(error, ['code'], form.setError) }),
  );
  const copyCodes = () => {
    void navigator.clipboard?.writeText(enrolment.backupCodes.join('\n')).then(() => setCopied(true));
  };

  return (
    <section className={panel} aria-labelledby="two-factor-setup">
      <h2 id="two-factor-setup" className="text-lg font-semibold text-slate-950">
        {t('admin.security.setupTitle')}
      </h2>
      <ol className="mt-4 list-decimal space-y-6 pl-5 text-slate-700">
        <li>
          <p>{t('admin.security.scan')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-6">
            <QrCode uri={enrolment.totpUri} label={t('admin.security.qrAlt')} />
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{t('admin.security.secretLabel')}</p>
              <code data-testid="totp-secret" className="mt-1 block font-mono text-base break-all text-slate-950 select-all">
                {enrolment.secret}
              </code>
            </div>
          </div>
        </li>
        <li>
          <p>{t('admin.security.backupCodes')}</p>
          <ul aria-label={t('admin.security.backupCodesLabel')} className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-slate-950">
            {enrolment.backupCodes.map((code) => (
              <li key={code} className="rounded bg-slate-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" className="mt-3" onClick={copyCodes}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? t('admin.security.copied') : t('admin.security.copy')}
          </Button>
        </li>
        <li>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <p>{t('admin.security.confirm')}</p>
            {confirm.isError && !form.formState.errors.code ? <FormNotice tone="error">{failureText(confirm.error)}</FormNotice> : null}
            <TextField
              label={t('admin.security.codeLabel')}
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
              error={translateCode(form.formState.errors.code?.message)}
              {...form.register('code')}
            />
            <Button type="submit" disabled={confirm.isPending}>
              {t('admin.security.confirmButton')}
            </Button>
          </form>
        </li>
      </ol>
    </section>
  );
}
