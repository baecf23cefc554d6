import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signInRequest, type SessionUser } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormNotice, PasswordField, TextField } from '@web/components/ui/form-field';
import { signIn } from '../api/sign-in';
import { applyFieldErrors, authFailureMessage, translateAuthMessage } from '../auth-messages';
import { normaliseEmail } from '../normalise-email';
import { TwoFactorCodeForm } from './two-factor-code-form';

export interface SignInFormProps {
  defaultEmail?: string;
  /** A message shown above the form (the already-registered notice after switching tabs). */
  notice?: string;
  onSignedIn: (user: SessionUser) => void;
  /** Shown between the password and the submit button ("Forgot password?"). */
  children?: ReactNode;
}

/** E-mail and password, with every sign-in message of the spec; then the code step for an admin with two-factor sign-in. */
export function SignInForm({ defaultEmail = '', notice, onSignedIn, children }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(signInRequest), defaultValues: { email: defaultEmail, password: '' } });
  const { errors } = form.formState;
  // The failure is kept, not its text, so the message follows a language change.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (result) => ('user' in result ? onSignedIn(result.user) : setCodeStep(true)),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onError: (error) => {
        if (!applyFieldErrors(error, ['email', 'password'], form.setError)) setFailure({ error });
      },
    });
  });

  if (codeStep) return <TwoFactorCodeForm onSignedIn={onSignedIn} onRestart={() => setCodeStep(false)} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {notice && !failure ? <FormNotice tone="info">{notice}</FormNotice> : null}
      {failure ? <FormNotice tone="error">{authFailureMessage(t, 'signIn', failure.error)}</FormNotice> : null}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={translateAuthMessage(t, errors.email?.message)}
        {...form.register('email', { setValueAs: normaliseEmail })}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        error={translateAuthMessage(t, errors.password?.message)}
        {...form.register('password')}
      />
      {children}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth.signingIn') : t('auth.signInButton')}
      </Button>
    </form>
  );
}
