import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@web/features/auth/api/session';
import { useQuote } from '@web/features/quotes/api/get-quote';
import { PricedQuoteView } from '@web/features/quotes/components/priced-quote-view';
import { OrderConfirmationView, QuoteConfirmationView } from '../components/confirmation-view';
import { syncPayment } from '@web/features/payments/api/sync-payment';
import { isPaymentReturn, PAYMENT_RETURN_PARAM } from '@web/features/payments/payment-body';
import { orderQueryOptions, useOrder } from '../api/get-order';

/** How long the generic confirmation stays before the account page (storefront spec §9). */
const REDIRECT_MS = 5000;

/**
 * /order-confirmation and /quote-confirmation (storefront spec §2, back-office spec §2): either address takes
 * orderNumber or quoteNumber, and type=quote|order when both could apply; an order e-mail's link adds the signed token
 * that opens a guest order in any browser.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber')?.trim() ?? '';
  const quoteNumber = params.get('quoteNumber')?.trim() ?? '';
  const type = params.get('type');
  const token = params.get('token')?.trim() ?? '';
  const isQuote = type === 'quote' ? quoteNumber !== '' : quoteNumber !== '' && orderNumber === '';

  if (!orderNumber && !quoteNumber) return <Navigate to="/" replace />;
  return isQuote ? <QuoteConfirmation quoteNumber={quoteNumber} /> : <OrderConfirmation orderNumber={orderNumber || quoteNumber} token={token} />;
}

function OrderConfirmation({ orderNumber, token }: { orderNumber: string; token: string }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const order = useOrder(orderNumber, { token });
  const opened = token !== '' ? order.data : undefined;
  // Back from the provider's second step (the address's mark), or an order still waiting for it: ask the provider once.
  const syncing = usePaymentSync(orderNumber, isPaymentReturn(params) || order.data?.order.paymentState === 'awaiting_action');
  useCaptureWatch(order.data?.order.paymentState, () => void order.refetch());

  // Once opened, this browser keeps the order (the server set a cookie): the token leaves the address and its history.
  useEffect(() => {
    if (!opened) return;
    queryClient.setQueryData(orderQueryOptions(orderNumber).queryKey, opened);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [opened, orderNumber, queryClient, setParams]);

  if (order.data) return <OrderConfirmationView order={order.data.order} syncing={syncing} />;
  return order.isPending ? <Loading /> : <GenericConfirmation />;
}

/** How often, and how many times, the page looks again at a card payment authorised and about to be captured. */
const CAPTURE_WATCH_MS = 1500;
const CAPTURE_WATCH_TIMES = 20;

/**
 * A card payment is captured just after the order's commit (docs/decisions/040, the flow 4): the page first reads it
 * authorised, then looks again for a short while so the buyer sees it paid.
 */
function useCaptureWatch(state: string | undefined, refetch: () => void) {
  const looks = useRef(0);
  useEffect(() => {
    if (state !== 'authorized' || looks.current >= CAPTURE_WATCH_TIMES) return;
    const timer = setTimeout(() => {
      looks.current += 1;
      refetch();
    }, CAPTURE_WATCH_MS);
    return () => clearTimeout(timer);
  });
}

/**
 * Back from the provider's second step (docs/decisions/040, the flow 5): asks the server to sync the payment once,
 * then shows the live order and takes the mark off the address. True while the sync runs.
 */
function usePaymentSync(orderNumber: string, returned: boolean): boolean {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [syncing, setSyncing] = useState(returned);
  const asked = useRef(false);
  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    setSyncing(true);
    void syncPayment(orderNumber)
      .catch(() => undefined)
      .then(async () => {
        await queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderNumber).queryKey });
        void queryClient.invalidateQueries({ queryKey: ['account'] });
        setSyncing(false);
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            for (const mark of [PAYMENT_RETURN_PARAM, 'payment_intent', 'payment_intent_client_secret', 'redirect_status']) next.delete(mark);
            return next;
          },
          { replace: true },
        );
      });
  }, [returned, orderNumber, queryClient, setParams]);
  return syncing;
}

function QuoteConfirmation({ quoteNumber }: { quoteNumber: string }) {
  const quote = useQuote(quoteNumber);
  // Once priced, the quote is answered here: accept (an order at the quoted prices) or decline.
  if (quote.data) return quote.data.quote.quotedAt ? <PricedQuoteView quote={quote.data.quote} /> : <QuoteConfirmationView quote={quote.data.quote} />;
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

/**
 * A record that is missing or not the visitor's: no details, then the account page (storefront spec §8). A visitor who
 * is not signed in signs in first and comes back here, so an account order's e-mail link opens it on any device.
 */
function GenericConfirmation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const signedOut = !session.isLoading && !session.user;
  // A link's token that opened nothing is not carried along.
  const back = new URLSearchParams(location.search);
  back.delete('token');
  const target = signedOut ? `/auth?${new URLSearchParams({ next: `${location.pathname}?${back}` })}` : '/account';
  useEffect(() => {
    if (session.isLoading) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, target, session.isLoading]);

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
