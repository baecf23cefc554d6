import { LogIn, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '@web/components/ui/button';
import { useSession } from '../api/session';
import { useSignOut } from '../api/sign-out';

/** The header's top-bar buttons: Account and Logout when signed in, otherwise Login (storefront spec §2). */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Link to="/auth" className={buttonStyles({ variant: 'onDark', size: 'sm' })}>
        <LogIn aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('header.login')}</span>
      </Link>
    );
  }

  return (
    <>
      <Link to="/account" className={buttonStyles({ variant: 'onDark', size: 'sm' })}>
        <UserRound aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('auth.header.account')}</span>
      </Link>
      <Button
        variant="onDark"
        size="sm"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: () => void navigate('/') })}
      >
        <LogOut aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('auth.header.logout')}</span>
      </Button>
    </>
  );
}
