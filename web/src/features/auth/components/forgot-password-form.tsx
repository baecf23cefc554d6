import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequest } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { useRequestPasswordReset } from '../api/forgot-password';
import { translateAuthMessage } from '../auth-messages';
import { normaliseEmail } from '../normalise-email';

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onBack: () => void;
}

/** Asks for the reset e-mail; the link in it opens /reset-password. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: defaultEmail } });
  const mutation = useRequestPasswordReset();
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  const error = mutation.error;

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-950">{t('auth.forgot.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('auth.forgot.description')}</p>
      </div>
      {mutation.isSuccess ? (
        <FormNotice tone="success">{t('auth.forgot.sent')}</FormNotice>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {error ? (
            <FormNotice tone="error">
              {error instanceof ApiError && error.status === 429 ? t('auth.messages.tooManyRequests') : t('auth.messages.unexpected')}
            </FormNotice>
          ) : null}
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={translateAuthMessage(t, form.formState.errors.email?.message)}
            {...form.register('email', { setValueAs: normaliseEmail })}
          />
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('auth.forgot.back')}
      </Button>
    </div>
  );
}
