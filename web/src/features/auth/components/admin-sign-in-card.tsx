import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@domain/schemas/auth';
import { buttonStyles } from '@web/components/ui/button';
import { AdminCard } from './admin-card';
import { SignInForm } from './sign-in-form';

/**
 * "Admin Access": e-mail and password only, no sign-up, no social buttons, Back to Home. `expired`: the browser holds a
 * session the admin API refuses (opened before two-factor enrolment), so it says why a signed-in admin signs in again.
 */
export function AdminSignInCard({ onSignedIn, expired = false }: { onSignedIn: (user: SessionUser) => void; expired?: boolean }) {
  const { t } = useTranslation();
  return (
    <AdminCard title={t('adminAuth.title')} subtitle={t('adminAuth.subtitle')}>
      {expired ? (
        <p role="status" className="mb-4 rounded-md bg-sky-400/10 px-3 py-2 text-center text-sm text-sky-100 ring-1 ring-sky-400/30">
          {t('auth.twoFactor.messages.challengeExpired')}
        </p>
      ) : null}
      <p className="mb-4 rounded-md bg-amber-400/10 px-3 py-2 text-center text-sm text-amber-200 ring-1 ring-amber-400/30">{t('adminAuth.note')}</p>
      <SignInForm onSignedIn={onSignedIn} />
      <Link to="/" className={buttonStyles({ variant: 'onDark', className: 'mt-4 w-full' })}>
        <House aria-hidden="true" className="size-4" />
        {t('adminAuth.backHome')}
      </Link>
    </AdminCard>
  );
}
