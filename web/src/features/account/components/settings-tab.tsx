import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { changePasswordRequest, type AccountProfile } from '@domain/schemas/account';
import { Button } from '@web/components/ui/button';
import { FormNotice, PasswordField, SelectField } from '@web/components/ui/form-field';
import { PASSWORD_HINT_VALUES } from '@web/components/ui/password-hint';
import { changeLanguage } from '@web/i18n';
import { isLanguage, LANGUAGES } from '@web/i18n/languages';
import { ApiError, isCrossSiteRefusal } from '@web/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { useUpdateLanguage } from '../api/update-language';
import { FORM_MESSAGES, translateAccountMessage } from '../account-messages';

const changePasswordForm = changePasswordRequest
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: FORM_MESSAGES.passwordsDoNotMatch });

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SettingsTab({ profile }: { profile: AccountProfile }) {
  return (
    <div className="space-y-6">
      <ChangePasswordSection />
      <LanguageSection preferred={profile.preferredLanguage} />
    </div>
  );
}

function ChangePasswordSection() {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY_PASSWORDS });
  const mutation = useChangePassword();
  const [done, setDone] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setDone(false);
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY_PASSWORDS);
          setDone(true);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.fields) return;
          if (error.fields.currentPassword) form.setError('currentPassword', { type: 'server', message: error.fields.currentPassword });
          if (error.fields.newPassword) form.setError('newPassword', { type: 'server', message: error.fields.newPassword });
        },
      },
    );
  });

  const passwordProps = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };
  const showFailure = mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fields);

  return (
    <section aria-labelledby="password-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="password-title" className="text-lg font-semibold text-slate-950">
        {t('account.settings.passwordTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.settings.passwordDescription')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 max-w-md space-y-4">
        <PasswordField
          label={t('account.settings.currentPassword')}
          autoComplete="current-password"
          error={translateAccountMessage(t, errors.currentPassword?.message)}
          {...passwordProps}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('account.settings.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint', PASSWORD_HINT_VALUES)}
          error={translateAccountMessage(t, errors.newPassword?.message)}
          {...passwordProps}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('account.settings.confirmPassword')}
          autoComplete="new-password"
          error={translateAccountMessage(t, errors.confirmPassword?.message)}
          {...passwordProps}
          {...form.register('confirmPassword')}
        />
        {done ? <FormNotice tone="success">{t('account.settings.passwordChanged')}</FormNotice> : null}
        {showFailure ? <FormNotice tone="error">{isCrossSiteRefusal(mutation.error) ? t('toast.crossSite') : t('auth.messages.unexpected')}</FormNotice> : null}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('account.settings.changingPassword') : t('account.settings.changePassword')}
        </Button>
      </form>
    </section>
  );
}

function LanguageSection({ preferred }: { preferred: AccountProfile['preferredLanguage'] }) {
  const { t, i18n } = useTranslation();
  const mutation = useUpdateLanguage();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : preferred;

  return (
    <section aria-labelledby="language-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="language-title" className="text-lg font-semibold text-slate-950">
        {t('account.settings.languageTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.settings.languageDescription')}</p>
      <div className="mt-6 max-w-md space-y-3">
        <SelectField
          label={t('account.settings.language')}
          value={current}
          disabled={mutation.isPending}
          onChange={(event) => {
            const language = event.target.value;
            if (!isLanguage(language)) return;
            void changeLanguage(language);
            mutation.mutate({ language });
          }}
        >
          {LANGUAGES.map(({ code, label }) => (
            <option key={code} value={code} lang={code}>
              {label}
            </option>
          ))}
        </SelectField>
        {mutation.isSuccess ? <FormNotice tone="success">{t('account.settings.languageSaved')}</FormNotice> : null}
        {mutation.isError ? <FormNotice tone="error">{isCrossSiteRefusal(mutation.error) ? t('toast.crossSite') : t('account.messages.saveFailed')}</FormNotice> : null}
      </div>
    </section>
  );
}
