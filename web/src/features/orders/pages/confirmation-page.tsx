import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuote } from '@web/features/quotes/api/get-quote';
import { OrderConfirmationView, QuoteConfirmationView } from '../components/confirmation-view';
import { useOrder } from '../api/get-order';

/** How long the generic confirmation stays before the account page (storefront spec §9). */
const REDIRECT_MS = 5000;

/**
 * /order-confirmation and /quote-confirmation (storefront spec §2, back-office spec §2): either address takes
 * orderNumber or quoteNumber, and type=quote|order when both could apply.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() ?? '';
  const quoteNumber = params.get('quoteNumber')?.trim() ?? '';
  const type = params.get('type');
  const isQuote = type === 'quote' ? quoteNumber !== '' : quoteNumber !== '' && orderNumber === '';

  if (!orderNumber && !quoteNumber) return <Navigate to="/" replace />;
  return isQuote ? <QuoteConfirmation quoteNumber={quoteNumber} /> : <OrderConfirmation orderNumber={orderNumber || quoteNumber} />;
}

function OrderConfirmation({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  if (order.data) return <OrderConfirmationView order={order.data.order} />;
  return order.isPending ? <Loading /> : <GenericConfirmation />;
}

function QuoteConfirmation({ quoteNumber }: { quoteNumber: string }) {
  const quote = useQuote(quoteNumber);
  if (quote.data) return <QuoteConfirmationView quote={quote.data.quote} />;
  return quote.isPending ? <Loading /> : <GenericConfirmation />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto min-h-96 max-w-3xl px-4 py-24 text-center text-slate-600">
      {t('confirmation.loading')}
    </p>
  );
}

/** A record that is missing or not the visitor's: no details, then the account page (storefront spec §8). */
function GenericConfirmation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/account', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">{t('confirmation.generic.title')}</h1>
      <p className="mt-3 text-slate-700">{t('confirmation.generic.body')}</p>
      <p role="status" className="mt-6 text-sm text-slate-600">
        {t('confirmation.generic.redirecting')}
      </p>
    </section>
  );
}
