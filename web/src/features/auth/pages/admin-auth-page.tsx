import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { SessionUser } from '@domain/schemas/auth';
import { useApplySignedInUser } from '../api/sign-in';
import { useSession } from '../api/session';
import { AccessDeniedCard } from '../components/access-denied-card';
import { AdminLoading } from '../components/admin-card';
import { AdminSignInCard } from '../components/admin-sign-in-card';

/** Back-office spec §9: the admin sign-in keeps its loading indicator for 2 seconds. */
const SETTLE_MS = 2000;

/** /admin-auth: sign-in card, then "Loading..." for 2 s, then /admin for an admin or Access Denied. */
export function AdminAuthPage() {
  const { t } = useTranslation();
  const session = useSession();
  const applyUser = useApplySignedInUser();
  const [justSignedIn, setJustSignedIn] = useState<SessionUser | null>(null);
  const title = t('adminAuth.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!justSignedIn) return;
    const timer = setTimeout(() => {
      applyUser(justSignedIn);
      setJustSignedIn(null);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [justSignedIn, applyUser]);

  if (session.isLoading || justSignedIn) return <AdminLoading text={t('adminAuth.loading')} />;
  if (!session.user) return <AdminSignInCard onSignedIn={setJustSignedIn} />;
  if (!session.isAdmin) return <AccessDeniedCard />;
  return <Navigate to="/admin" replace />;
}
