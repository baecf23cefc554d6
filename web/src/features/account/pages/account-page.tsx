import { useQueryClient } from '@tanstack/react-query';
import { FileText, Package, Settings, ShieldCheck, UserRound, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { sessionQueryKey, useSession } from '@web/features/auth/api/session';
import { ApiError } from '@web/lib/api-client';
import { useAccount } from '../api/get-account';
import { BillingTab } from '../components/billing-tab';
import { CertificationTab } from '../components/certification-tab';
import { OrdersTab } from '../components/orders-tab';
import { ProfileTab } from '../components/profile-tab';
import { QuotesTab } from '../components/quotes-tab';
import { SettingsTab } from '../components/settings-tab';

const TABS = [
  { value: 'profile', icon: UserRound },
  { value: 'orders', icon: Package },
  { value: 'quotes', icon: FileText },
  { value: 'certification', icon: ShieldCheck },
  { value: 'billing', icon: Wallet },
  { value: 'settings', icon: Settings },
] as const;

/** The tabs whose content comes from the account answer: they share its loading and failure states. */
const ACCOUNT_TABS = ['profile', 'billing', 'settings'] as const;

/** /account: signed-in customers only (storefront spec §6); anyone else goes to /auth. */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isLoading) return <p role="status" className="px-4 py-16 text-center text-slate-600">{t('account.loading')}</p>;
  if (!session.user) return <Navigate to="/auth" replace />;
  return <Account name={session.user.name || session.user.email} />;
}

/** True on the page the sign-up form leads to (auth-page.tsx): a new buyer is not welcomed "back". */
function useJustSignedUp(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'signedUp' in state && state.signedUp === true;
}

function Account({ name }: { name: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const justSignedUp = useJustSignedUp();
  useSessionEndedCheck(account.error);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950">{t('account.title')}</h1>
      <p className="mt-1 text-slate-600">{t(justSignedUp ? 'account.welcomeNew' : 'account.welcome', { name })}</p>
      <Tabs defaultValue="profile" className="mt-6">
        <TabsList aria-label={t('account.title')} className="flex-wrap">
          {TABS.map(({ value, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
              {t(`account.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="orders">
          <OrdersTab />
        </TabsContent>
        <TabsContent value="quotes">
          <QuotesTab />
        </TabsContent>
        <TabsContent value="certification">
          <CertificationTab />
        </TabsContent>
        {account.data ? (
          <>
            <TabsContent value="profile">
              <ProfileTab profile={account.data.profile} />
            </TabsContent>
            <TabsContent value="billing">
              <BillingTab addresses={account.data.addresses} />
            </TabsContent>
            <TabsContent value="settings">
              <SettingsTab profile={account.data.profile} />
            </TabsContent>
          </>
        ) : (
          ACCOUNT_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              {account.isError ? (
                <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
                  <p className="text-slate-700">{t('account.loadFailed')}</p>
                  <Button variant="secondary" className="mt-3" onClick={() => void account.refetch()}>
                    {t('account.retry')}
                  </Button>
                </div>
              ) : (
                <p role="status" className="py-8 text-center text-slate-600">
                  {t('account.loading')}
                </p>
              )}
            </TabsContent>
          ))
        )}
      </Tabs>
    </section>
  );
}

/** A session that ended elsewhere (sign-out in another tab, password reset) answers 401: re-check it, which leads to /auth. */
function useSessionEndedCheck(error: unknown) {
  const queryClient = useQueryClient();
  const ended = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [ended, queryClient]);
}
