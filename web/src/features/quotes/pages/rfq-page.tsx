import { ClipboardList, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles, WRAPPING_BUTTON } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useAccount } from '@web/features/account/api/get-account';
import { useSession } from '@web/features/auth/api/session';
import { QuoteLine } from '../components/quote-line';
import { QuoteRequestForm } from '../components/quote-request-form';
import { quoteItemId, useQuoteListItems } from '../quote-list-store';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';

/** /rfq: the quote list and the request form (storefront spec §2); sending needs a signed-in customer. */
export function RfqPage() {
  const { t } = useTranslation();
  const replyHours = useQuoteReplyHours();
  const items = useQuoteListItems();

  if (items.length === 0) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <ClipboardList aria-hidden="true" className="mx-auto size-12 text-slate-400" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">{t('rfq.emptyTitle')}</h1>
        <p className="mt-3 text-slate-700">{t('rfq.emptyBody')}</p>
        <Link to="/products" className={buttonStyles({ className: 'mt-8' })}>
          {t('rfq.browseProducts')}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950">{t('rfq.title')}</h1>
      <p className="mt-2 text-slate-700">{t('rfq.intro', { hours: replyHours })}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <div className="min-w-0 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-950">{t('rfq.itemsTitle', { count: items.length })}</h2>
          <ul className="mt-2 divide-y divide-slate-200" aria-label={t('rfq.itemsLabel')}>
            {items.map((item) => (
              <QuoteLine key={quoteItemId(item)} item={item} large />
            ))}
          </ul>
          <Link to="/products" className={buttonStyles({ variant: 'ghost', size: 'sm', className: cn('mt-4', WRAPPING_BUTTON) })}>
            {t('rfq.addMore')}
          </Link>
        </div>
        <div className="min-w-0 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3">
          <h2 className="text-lg font-semibold text-slate-950">{t('rfq.formTitle')}</h2>
          <RequestArea />
        </div>
      </div>
    </section>
  );
}

function RequestArea() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isLoading) {
    return (
      <p role="status" className="mt-6 min-h-64 text-slate-600">
        {t('rfq.checkingSession')}
      </p>
    );
  }
  if (!session.user) {
    return (
      <div className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-6 text-brand-950">
        <h3 className="flex items-center gap-2 font-semibold">
          <LogIn aria-hidden="true" className="size-4" />
          {t('rfq.signInTitle')}
        </h3>
        <p className="mt-2 text-sm">{t('rfq.signInBody')}</p>
        <Link to={`/auth?${new URLSearchParams({ next: '/rfq' }).toString()}`} className={buttonStyles({ className: cn('mt-4', WRAPPING_BUTTON) })}>
          {t('rfq.signInButton')}
        </Link>
      </div>
    );
  }
  return <SignedInForm name={session.user.name} email={session.user.email} />;
}

function SignedInForm({ name, email }: { name: string; email: string }) {
  const account = useAccount();
  const profile = account.data?.profile;
  // The form waits for the profile briefly so the company and phone arrive prefilled; a failed load leaves them blank.
  if (account.isPending) return <div className="mt-6 min-h-96" aria-hidden="true" />;
  return (
    <QuoteRequestForm
      accountEmail={email}
      defaults={{
        customerName: profile?.fullName || name,
        customerEmail: profile?.email || email,
        companyName: profile?.company ?? '',
        phone: profile?.phone ?? '',
        shippingAddress: formatAddress(account.data?.addresses.shipping ?? null),
        notes: '',
      }}
    />
  );
}

function formatAddress(address: { street: string; city: string; state: string; zipCode: string; country: string } | null): string {
  if (!address) return '';
  return `${address.street}, ${address.city}, ${address.state} ${address.zipCode}, ${address.country}`;
}
