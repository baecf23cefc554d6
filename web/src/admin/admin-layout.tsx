import {
  ArrowLeft,
  Award,
  BadgePercent,
  Building2,
  ClipboardList,
  ContactRound,
  IdCard,
  Image,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  Megaphone,
  MessageSquareQuote,
  Newspaper,
  Package,
  ReceiptText,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Snowflake,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useApplySignedInUser } from '@web/features/auth/api/sign-in';
import { useSession } from '@web/features/auth/api/session';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { AdminLoading } from '@web/features/auth/components/admin-card';
import { AdminSignInCard } from '@web/features/auth/components/admin-sign-in-card';
import { cn } from '@web/lib/cn';
import { useRouteTitle } from '@web/lib/route-title';
import { ADMIN_SCREENS, type AdminScreenPath } from './admin-screens';
import { AdminLanguageSelect } from './components/admin-language-select';
import { useTwoFactorStatus } from './screens/security/two-factor-api';

const ICONS: Record<AdminScreenPath, LucideIcon> = {
  '': LayoutDashboard,
  products: Package,
  'featured-products': Star,
  orders: ShoppingBag,
  quotes: ReceiptText,
  'buyer-certifications': IdCard,
  blog: Newspaper,
  adverts: Megaphone,
  coupons: BadgePercent,
  contacts: Inbox,
  newsletter: Mail,
  'contact-info': ContactRound,
  team: Users,
  certificates: Award,
  content: Building2,
  testimonials: MessageSquareQuote,
  'hero-images': Image,
  logo: Snowflake,
  settings: Settings,
  audit: ClipboardList,
  security: ShieldCheck,
};

/**
 * The back office's frame (back-office spec §2, Admin layout): "Loading admin panel..." while the session
 * loads, the admin sign-in card for nobody (or a session still owing its second factor), home for a customer, the side menu and screen for an admin.
 * The server guards every /api/admin/ route as well; this only decides what to show.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const applyUser = useApplySignedInUser();
  useAdminTitle();

  if (session.isLoading) return <AdminLoading text={t('admin.loadingPanel')} />;
  // A session the admin API refuses (opened before two-factor enrolment) signs in again, code step included.
  if (!session.user || session.secondFactorRequired) return <AdminSignInCard onSignedIn={applyUser} expired={session.secondFactorRequired} />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return <AdminFrame email={session.user.email} />;
}

function useAdminTitle() {
  const { t } = useTranslation();
  const page = useRouteTitle();
  const title = page ? t('meta.pageTitle', { page, company: t('admin.title') }) : t('admin.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function AdminFrame({ email }: { email: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100 lg:flex-row">
      <aside className="bg-slate-950 text-slate-300 lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto">
        {/* Wraps when the menu's width cannot hold both (« Retour à la boutique » in French). */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-4">
          <p className="flex items-center gap-2 font-bold text-white">
            <Snowflake aria-hidden="true" className="size-5 text-brand-300" />
            {t('admin.title')}
          </p>
          <Link to="/" className="flex items-center gap-1 text-sm whitespace-nowrap hover:text-white hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('admin.backToStore')}
          </Link>
        </div>
        <nav aria-label={t('admin.menu')} className="px-2 pb-4">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
            {ADMIN_SCREENS.map(({ path, titleKey }) => {
              const Icon = ICONS[path];
              return (
                <li key={path} className="shrink-0">
                  <NavLink
                    to={path ? `/admin/${path}` : '/admin'}
                    end
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap lg:py-1.5 lg:whitespace-normal',
                        isActive ? 'bg-brand-700 text-white' : 'hover:bg-white/10 hover:text-white',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {t(titleKey)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-white/10 px-4 py-3 text-sm lg:block lg:space-y-2 lg:py-4">
          <AdminLanguageSelect />
          <p className="max-w-full truncate text-slate-400">{t('admin.signedInAs', { email })}</p>
          <button
            type="button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            className="flex items-center gap-2 font-medium hover:text-white hover:underline"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('admin.signOut')}
          </button>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 sm:p-8">
        <TwoFactorGate>
          <Outlet />
        </TwoFactorGate>
      </main>
    </div>
  );
}

const SECURITY_PATH = '/admin/security';

/** ADMIN_REQUIRE_2FA: until this admin has enrolled, the server refuses the other screens' calls, so send them to enrolment. */
function TwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  const { pathname } = useLocation();
  if (status.data?.required && !status.data.enabled && pathname !== SECURITY_PATH) return <Navigate to={SECURITY_PATH} replace />;
  return children;
}
