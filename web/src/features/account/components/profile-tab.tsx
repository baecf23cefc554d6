import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateProfileRequest, type AccountProfile } from '@domain/schemas/account';
import { Button } from '@web/components/ui/button';
import { FormNotice, TextField } from '@web/components/ui/form-field';
import { ApiError, isCrossSiteRefusal } from '@web/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { translateAccountMessage } from '../account-messages';

const FIELDS = ['firstName', 'lastName', 'phone', 'company', 'epaLicense'] as const;
type ProfileField = (typeof FIELDS)[number];
type ProfileValues = Record<ProfileField, string>;

/** The form starts from the saved profile; first and last name default to the two halves of the full name. */
function initialValues(profile: AccountProfile): ProfileValues {
  const [first = '', ...rest] = (profile.fullName ?? '').trim().split(/\s+/);
  return {
    firstName: profile.firstName ?? first,
    lastName: profile.lastName ?? rest.join(' '),
    phone: profile.phone ?? '',
    company: profile.company ?? '',
    epaLicense: profile.epaLicense ?? '',
  };
}

export function ProfileTab({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(updateProfileRequest), defaultValues: initialValues(profile) });
  const mutation = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    mutation.mutate(values, {
      onSuccess: (answer) => {
        form.reset(initialValues(answer.profile));
        setSaved(true);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      },
    });
  });

  const fieldProps = (field: ProfileField) => ({ error: translateAccountMessage(t, errors[field]?.message), ...form.register(field) });

  return (
    <section aria-labelledby="profile-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="profile-title" className="text-lg font-semibold text-slate-950">
        {t('account.profile.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.profile.description')}</p>
      <form noValidate onSubmit={onSubmit} onChange={() => setSaved(false)} className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField label={t('account.profile.firstName')} autoComplete="given-name" {...fieldProps('firstName')} />
        <TextField label={t('account.profile.lastName')} autoComplete="family-name" {...fieldProps('lastName')} />
        <TextField
          label={t('account.profile.email')}
          type="email"
          value={profile.email}
          readOnly
          hint={t('account.profile.emailHint')}
          className="sm:col-span-2"
        />
        <TextField label={t('account.profile.phone')} type="tel" autoComplete="tel" {...fieldProps('phone')} />
        <TextField label={t('account.profile.company')} autoComplete="organization" {...fieldProps('company')} />
        <TextField label={t('account.profile.epaLicense')} className="sm:col-span-2" {...fieldProps('epaLicense')} />
        <div className="space-y-3 sm:col-span-2">
          {saved ? <FormNotice tone="success">{t('account.profile.saved')}</FormNotice> : null}
          {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fields) ? (
            <FormNotice tone="error">{isCrossSiteRefusal(mutation.error) ? t('toast.crossSite') : t('account.messages.saveFailed')}</FormNotice>
          ) : null}
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('account.profile.saving') : t('account.profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
