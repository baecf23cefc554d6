import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_CERTIFICATION_KINDS } from '@domain/certification';
import { signUpRequest, type SessionUser } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormNotice, PasswordField, SelectField, TextField } from '@web/components/ui/form-field';
import { PASSWORD_HINT_VALUES } from '@web/components/ui/password-hint';
import { ApiError } from '@web/lib/api-client';
import { signUp } from '../api/sign-up';
import { applyFieldErrors, authFailureMessage, translateAuthMessage } from '../auth-messages';
import { normaliseEmail } from '../normalise-email';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface SignUpFormProps {
  onSignedUp: (user: SessionUser) => void;
  /** The e-mail already has an account: the page switches to the Sign In tab. */
  onAlreadyRegistered: (email: string) => void;
}

const FIELDS = ['name', 'email', 'password', 'company', 'certificationKind', 'epaLicense'] as const;

export function SignUpForm({ onSignedUp, onAlreadyRegistered }: SignUpFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(signUpRequest),
    defaultValues: { name: '', email: '', company: '', password: '', certificationKind: '', epaLicense: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const mutation = useMutation({ mutationFn: signUp, onSuccess: ({ user }) => onSignedUp(user) });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) return onAlreadyRegistered(values.email);
        if (!applyFieldErrors(error, FIELDS, form.setError)) setFailure({ error });
      },
    });
  });

  const fieldError = (name: (typeof FIELDS)[number]) => translateAuthMessage(t, errors[name]?.message);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure ? <FormNotice tone="error">{authFailureMessage(t, 'signUp', failure.error)}</FormNotice> : null}
      <TextField label={t('auth.fields.fullName')} autoComplete="name" error={fieldError('name')} {...form.register('name')} />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={fieldError('email')}
        {...form.register('email', { setValueAs: normaliseEmail })}
      />
      <TextField label={t('auth.fields.company')} autoComplete="organization" error={fieldError('company')} {...form.register('company')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        hint={t('auth.passwordHint', PASSWORD_HINT_VALUES)}
        error={fieldError('password')}
        extra={<PasswordStrengthMeter password={password} />}
        {...form.register('password')}
      />
      {/* The type is asked, never read from the number (issue 23): a Québec card is not an EPA 608 Universal. */}
      <SelectField label={t('auth.fields.certificationKind')} hint={t('auth.fields.certificationHint')} error={fieldError('certificationKind')} {...form.register('certificationKind')}>
        <option value="">{t('auth.fields.noCertification')}</option>
        {SIGN_UP_CERTIFICATION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`certification.kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('auth.fields.epaLicense')} autoComplete="off" error={fieldError('epaLicense')} {...form.register('epaLicense')} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth.signingUp') : t('auth.signUpButton')}
      </Button>
    </form>
  );
}
