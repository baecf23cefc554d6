import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { useAdminTranslation } from '../i18n';

const SORT_ORDER = ['ascending', 'descending'] as const;

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The header's plain text, for the sort button's name when `header` is not a string. */
  headerText?: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort column; the header becomes a sort button. */
  sortKey?: string;
  className?: string;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** `column` or `-column`, as in the address. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** A row's extra class (a selected order, an archived product). */
  rowClassName?: (row: Row) => string | undefined;
}

/** A table of rows with sortable headers; scrolls sideways inside its card on narrow screens rather than squeezing. */
export function DataTable<Row>({ caption, columns, rows, rowKey, sort, onSortChange, rowClassName }: DataTableProps<Row>) {
  const { t } = useAdminTranslation();
  const sortColumn = sort?.replace(/^-/, '');
  const descending = sort?.startsWith('-') ?? false;

  return (
    // relative: visually hidden labels in cells are placed inside the scroll box, never widening the page.
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => {
              const active = column.sortKey !== undefined && column.sortKey === sortColumn;
              const ariaSort = active ? SORT_ORDER[descending ? 1 : 0] : undefined;
              const label = column.headerText ?? (typeof column.header === 'string' ? column.header : column.key);
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort} className={cn('px-4 py-3 whitespace-nowrap', column.className)}>
                  {column.sortKey && onSortChange ? (
                    <button
                      type="button"
                      aria-label={t('common.sortBy', { column: label })}
                      onClick={() => onSortChange(active && !descending ? `-${column.sortKey}` : (column.sortKey as string))}
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-950"
                    >
                      {column.header}
                      {active ? (
                        descending ? (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        )
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-400" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={cn('align-top hover:bg-slate-50', rowClassName?.(row))}>
              {columns.map((column) => (
                <td key={column.key} className={cn('px-4 py-3 text-slate-800', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
