import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordRequest } from '@domain/schemas/auth';
import { Button, buttonStyles } from '@web/components/ui/button';
import { FormNotice, PasswordField } from '@web/components/ui/form-field';
import { PASSWORD_HINT_VALUES } from '@web/components/ui/password-hint';
import { ApiError } from '@web/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { FORM_MESSAGES, translateAuthMessage } from '../auth-messages';

const resetPasswordForm = resetPasswordRequest
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: FORM_MESSAGES.passwordsDoNotMatch });

/** /reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({ resolver: zodResolver(resetPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const mutation = useResetPassword();
  const { errors } = form.formState;
  const error = mutation.error;
  const linkInvalid = !token || (error instanceof ApiError && Boolean(error.fields?.token));

  const onSubmit = form.handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.fields?.password : undefined;
          if (message) form.setError('password', { type: 'server', message });
        },
      },
    ),
  );

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-3 text-2xl font-bold text-slate-950">{t('auth.reset.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('auth.reset.description')}</p>
        </div>
        <div className="mt-6 space-y-4">
          {mutation.isSuccess ? (
            <>
              <FormNotice tone="success">{t('auth.reset.done')}</FormNotice>
              <Link to="/auth" className={buttonStyles({ className: 'w-full' })}>
                {t('auth.reset.signIn')}
              </Link>
            </>
          ) : linkInvalid ? (
            <>
              <FormNotice tone="error">{t('auth.messages.resetLinkInvalid')}</FormNotice>
              <Link to="/auth" className={buttonStyles({ variant: 'secondary', className: 'w-full' })}>
                {t('auth.reset.requestNew')}
              </Link>
            </>
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-4">
              {error && !(error instanceof ApiError && error.fields) ? <FormNotice tone="error">{t('auth.messages.unexpected')}</FormNotice> : null}
              <PasswordField
                label={t('auth.fields.newPassword')}
                autoComplete="new-password"
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
                hint={t('auth.passwordHint', PASSWORD_HINT_VALUES)}
                error={translateAuthMessage(t, errors.password?.message)}
                {...form.register('password')}
              />
              <PasswordField
                label={t('auth.fields.confirmPassword')}
                autoComplete="new-password"
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
                error={translateAuthMessage(t, errors.confirmPassword?.message)}
                {...form.register('confirmPassword')}
              />
              <Button type="submit" className="w-full" disabled={mutation.isPending}>
                {mutation.isPending ? t('auth.reset.updating') : t('auth.reset.submit')}
              </Button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
