import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '@domain/schemas/auth';
import { toast } from '@web/components/ui/toast';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useApplySignedInUser } from '../api/sign-in';
import { useSession } from '../api/session';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { safeNextPath } from '../next-path';

type Tab = 'signin' | 'signup';

/** /auth: "Account Access" with Sign In and Create Account (storefront spec §2, back-office spec §2). */
export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const applyUser = useApplySignedInUser();
  const [tab, setTab] = useState<Tab>('signin');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [signInEmail, setSignInEmail] = useState('');
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  // Set once this page signs someone in, so it navigates itself rather than through the signed-in redirect.
  const [leaving, setLeaving] = useState(false);
  // A page that needed the sign-in (an order e-mail's link opened on another device) is where the buyer returns.
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));

  if (session.user && !leaving) return <Navigate to={next ?? '/account'} replace />;

  // A new account is welcomed, not welcomed back: the account page reads `signedUp` from the navigation state.
  const finish = (user: SessionUser, signedUp = false) => {
    setLeaving(true);
    applyUser(user);
    void navigate(next ?? '/account', { replace: true, state: signedUp ? { signedUp: true } : null });
  };

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <UserRound aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-3 text-2xl font-bold text-slate-950">{t('auth.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('auth.subtitle')}</p>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')} className="mt-6">
          <TabsList aria-label={t('auth.title')}>
            <TabsTrigger value="signin">{t('auth.tabs.signIn')}</TabsTrigger>
            <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            {forgotOpen ? (
              <ForgotPasswordForm defaultEmail={signInEmail} onBack={() => setForgotOpen(false)} />
            ) : (
              <SignInForm
                key={signInEmail}
                defaultEmail={signInEmail}
                notice={alreadyRegistered ? t('auth.messages.alreadyRegistered') : undefined}
                onSignedIn={finish}
              >
                <div className="text-right">
                  <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => setForgotOpen(true)}>
                    {t('auth.forgot.link')}
                  </button>
                </div>
              </SignInForm>
            )}
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm
              onSignedUp={(user) => {
                toast({ title: t('auth.signedUp'), variant: 'success' });
                finish(user, true);
              }}
              onAlreadyRegistered={(email) => {
                setSignInEmail(email);
                setAlreadyRegistered(true);
                setForgotOpen(false);
                setTab('signin');
              }}
            />
          </TabsContent>
        </Tabs>
        <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600">{t('auth.guestNote')}</p>
      </div>
    </section>
  );
}
