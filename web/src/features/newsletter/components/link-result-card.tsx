import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@web/components/ui/button';

export type LinkResultTone = 'working' | 'success' | 'failure';

const ICONS: Record<LinkResultTone, ReactNode> = {
  working: <Loader2 aria-hidden="true" className="size-10 animate-spin text-brand-600" />,
  success: <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />,
  failure: <XCircle aria-hidden="true" className="size-10 text-red-600" />,
};

interface LinkResultCardProps {
  /** data-testid of the status block; its data-state is `state`. */
  testId: string;
  state: string;
  tone: LinkResultTone;
  title: string;
  text?: string;
  backHomeLabel: string;
  /** A Try again button, shown when the call failed. */
  retry?: { label: string; onRetry: () => void };
}

/** The answer of a link opened from a newsletter e-mail (confirm, unsubscribe): an icon, a title, a line, and the way home. */
export function LinkResultCard({ testId, state, tone, title, text, backHomeLabel, retry }: LinkResultCardProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <div role="status" aria-live="polite" data-testid={testId} data-state={state} className="flex flex-col items-center gap-4">
        {ICONS[tone]}
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {text ? <p className="text-slate-600">{text}</p> : null}
      </div>
      <div className="mt-8 flex justify-center gap-3">
        {retry ? (
          <button type="button" onClick={retry.onRetry} className={buttonStyles({ variant: 'primary' })}>
            {retry.label}
          </button>
        ) : null}
        <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
          {backHomeLabel}
        </Link>
      </div>
    </div>
  );
}
