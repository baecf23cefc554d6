import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_MESSAGES, twoFactorCodeRequest, type SessionUser } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { waitMinutes } from '../api/auth-request';
import { verifyTwoFactor } from '../api/verify-two-factor';
import { applyFieldErrors } from '../auth-messages';

type TwoFactorMessageKey = keyof typeof TWO_FACTOR_MESSAGES;
const KEY_BY_TEXT = new Map(Object.entries(TWO_FACTOR_MESSAGES).map(([key, text]) => [text as string, key as TwoFactorMessageKey]));

/** The server's and the schema's English, in the visitor's language. */
export function useTwoFactorMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    const key = message ? KEY_BY_TEXT.get(message) : undefined;
    return key ? t(`auth.twoFactor.messages.${key}`) : message;
  };
}

/** The second sign-in step of an admin with two-factor sign-in: the authenticator's 6-digit code or a backup code. */
export function TwoFactorCodeForm({ onSignedIn, onRestart }: { onSignedIn: (user: SessionUser) => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const translate = useTwoFactorMessage();
  const form = useForm({ resolver: zodResolver(twoFactorCodeRequest), defaultValues: { code: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: verifyTwoFactor, onSuccess: ({ user }) => onSignedIn(user) });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onError: (error) => {
        if (applyFieldErrors(error, ['code'], form.setError)) return;
        // Too many codes for this account or address: the wait the server gave, in whole minutes.
        const minutes = waitMinutes(error);
        if (minutes !== null) return setFailure(t('auth.twoFactor.messages.rateLimited', { minutes }));
        setFailure(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('auth.messages.unexpected'));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormNotice tone="info">{t('auth.twoFactor.prompt')}</FormNotice>
      {failure ? <FormNotice tone="error">{translate(failure)}</FormNotice> : null}
      <TextField
        label={t('auth.twoFactor.codeLabel')}
        autoComplete="one-time-code"
        autoFocus
        spellCheck={false}
        error={translate(form.formState.errors.code?.message)}
        {...form.register('code')}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </Button>
      <button type="button" onClick={onRestart} className="w-full text-center text-sm underline">
        {t('auth.twoFactor.restart')}
      </button>
    </form>
  );
}
