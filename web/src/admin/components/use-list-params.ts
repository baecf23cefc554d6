import { useSearchParams } from 'react-router';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@domain/schemas/admin';

type Change<Filter extends string> = Partial<Record<'page' | 'pageSize' | 'q' | 'sort' | Filter, string | number | null>>;

export interface ListParams<Filter extends string> {
  page: number;
  pageSize: number;
  q: string;
  /** `column` or `-column`. */
  sort: string;
  filters: Record<Filter, string>;
  /** Changes some parameters; any change but the page itself goes back to page 1. `replace` keeps history clean while typing. */
  update(change: Change<Filter>, options?: { replace?: boolean }): void;
  /** The same parameters as the API's query string (defaults left out). */
  apiQuery: string;
}

/**
 * A list's search, filters, sort and page, kept in the address so a list can be shared and Back returns to the
 * previous view. Values the API would refuse (page 0, a page size not offered) fall back to the defaults.
 */
export function useListParams<const Filter extends string = never>({ sort: defaultSort, filters = [] }: { sort: string; filters?: readonly Filter[] }): ListParams<Filter> {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const requestedSize = Number(params.get('pageSize'));
  const pageSize = (ADMIN_PAGE_SIZES as readonly number[]).includes(requestedSize) ? requestedSize : ADMIN_DEFAULT_PAGE_SIZE;
  const q = params.get('q') ?? '';
  const sort = params.get('sort') || defaultSort;
  const filterValues = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<Filter, string>;

  const update: ListParams<Filter>['update'] = (change, options) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change) as [string, string | number | null | undefined][]) {
          const isDefault = value === null || value === undefined || value === '' || (key === 'sort' && value === defaultSort) || (key === 'page' && Number(value) === 1) || (key === 'pageSize' && Number(value) === ADMIN_DEFAULT_PAGE_SIZE);
          if (isDefault) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in change)) next.delete('page');
        return next;
      },
      { replace: options?.replace ?? false },
    );
  };

  const api = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sort });
  if (q.trim()) api.set('q', q.trim());
  for (const name of filters) if (filterValues[name]) api.set(name, filterValues[name]);

  return { page, pageSize, q, sort, filters: filterValues, update, apiQuery: api.toString() };
}
