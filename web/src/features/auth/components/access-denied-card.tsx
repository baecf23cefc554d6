import { House, LogOut, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@web/components/ui/button';
import { useSignOut } from '../api/sign-out';
import { AdminCard } from './admin-card';

/** A signed-in customer at /admin-auth: refused, with Sign Out and Return to Home. */
export function AccessDeniedCard() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <AdminCard title={t('adminAuth.deniedTitle')} icon={<ShieldX aria-hidden="true" className="size-6 text-red-400" />}>
      <p role="alert" className="text-center text-slate-300">
        {t('adminAuth.deniedBody')}
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Button variant="onDark" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('adminAuth.signOut')}
        </Button>
        <Link to="/" className={buttonStyles()}>
          <House aria-hidden="true" className="size-4" />
          {t('adminAuth.returnHome')}
        </Link>
      </div>
    </AdminCard>
  );
}
