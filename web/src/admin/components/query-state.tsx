import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { useAdminTranslation } from '../i18n';

export interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** The spec's loading text ("Loading coupons..."); the generic one otherwise. */
  loadingText?: string;
  /** The spec's failure text ("Error loading orders: {message}"); given the server's message. */
  errorText?: (message: string) => string;
  /** True when the data holds nothing to show: `empty` is shown instead of `children`. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * Loading, error with Retry, empty, or the data: the four states every admin list has. Data already shown stays on
 * screen while a refetch runs (page changes keep the previous page until the next arrives).
 */
export function QueryState<Data>({ query, loadingText, errorText, isEmpty, empty, children }: QueryStateProps<Data>) {
  const { t } = useAdminTranslation();
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <>{empty}</>;
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    const message = query.error instanceof ApiError && query.error.status !== 0 ? query.error.message : t('common.errors.network');
    return (
      <div role="alert" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-red-200">
        <p className="text-slate-800">{errorText ? errorText(message) : t('common.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
      {loadingText ?? t('common.loading')}
    </p>
  );
}

/** An empty list's message, with an optional action (Create your first…). */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
