import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@web/components/ui/toast';
import { ApiError, isCrossSiteRefusal } from '@web/lib/api-client';
import { useAdminTranslation } from '../i18n';

export interface AdminMutationOptions<Variables, Data> {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** Queries to refetch after success (and after a stale edit, so the admin sees the newer record). */
  invalidate?: readonly QueryKey[];
  /** The spec's success toast ("Coupon created successfully!"); none when omitted. */
  success?: string | ((data: Data) => string);
  /** The spec's failure toast title ("Failed to create coupon"); the server's message is its description. */
  failure: string;
  /** Translates a server message into the admin's language (useAdminMessage). */
  translate?: (message: string) => string;
  onSuccess?: (data: Data, variables: Variables) => void;
}

/**
 * A back-office write: `isPending` disables its button (no double submit), success and failure are told by toast,
 * and a stale edit (409) says so and reloads the record.
 */
export function useAdminMutation<Variables, Data>({ mutationFn, invalidate = [], success, failure, translate = (m) => m, onSuccess }: AdminMutationOptions<Variables, Data>) {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  const refetch = () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      await refetch();
      if (success) toast({ title: typeof success === 'function' ? success(data) : success, variant: 'success' });
      onSuccess?.(data, variables);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.code === 'conflict' && !error.fields) {
        void refetch();
        toast({ title: failure, description: t('common.errors.staleEdit'), variant: 'error' });
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        toast({ title: t('common.rateLimit.title'), description: t('common.rateLimit.wait', { count: waitSecondsOf(error.message) ?? 60 }), variant: 'error' });
        return;
      }
      toast({ title: failure, description: describeError(error, t, translate), variant: 'error' });
    },
  });
}

/** The seconds of a save limit's answer ("Too many attempts. Please wait 42 seconds before trying again."). */
export function waitSecondsOf(message: string): number | null {
  const match = /wait (\d+) seconds?/.exec(message);
  return match ? Number(match[1]) : null;
}

function describeError(error: unknown, t: ReturnType<typeof useAdminTranslation>['t'], translate: (message: string) => string): string {
  if (isCrossSiteRefusal(error)) return error instanceof Error ? error.message : '';
  if (!(error instanceof ApiError)) return t('common.errors.unexpected');
  if (error.status === 0) return t('common.errors.network');
  if (error.code === 'validation_failed' && error.fields) return translate(Object.values(error.fields)[0] ?? error.message);
  return translate(error.message);
}

/** Puts the server's field messages under the form's fields (those the form has); returns whether any was placed. */
export function applyFieldErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>, fields: readonly Path<Values>[], translate: (message: string) => string = (m) => m): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: 'server', message: translate(message) });
      placed = true;
    }
  }
  return placed;
}
