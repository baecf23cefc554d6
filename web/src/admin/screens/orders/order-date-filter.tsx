import { useId } from 'react';
import { cn } from '@web/lib/cn';
import { useAdminTranslation } from '../../i18n';

/** A calendar day in the admin's own calendar, as YYYY-MM-DD. */
function dayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Today, and this week from Monday (ISO weeks, as in Canada's and Mexico's calendars and most business use). */
function presets(now = new Date()): Record<'today' | 'week', { from: string; to: string }> {
  const monday = new Date(now);
  monday.setDate(now.getDate() - ((now.getDay() + 6) % 7));
  return { today: { from: dayOf(now), to: dayOf(now) }, week: { from: dayOf(monday), to: dayOf(now) } };
}

const chip = 'h-10 rounded-md border px-3 text-sm font-medium';

/** Orders placed today, this week or between two days: the list's `from` and `to` (days placed, both included). */
export function OrderDateFilter({ from, to, onChange }: { from: string; to: string; onChange: (range: { from: string | null; to: string | null }) => void }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const ranges = presets();
  const active = (range: { from: string; to: string } | null) => (range ? from === range.from && to === range.to : !from && !to);
  const button = (label: string, range: { from: string; to: string } | null) => (
    <button
      type="button"
      aria-pressed={active(range)}
      onClick={() => onChange(range ?? { from: null, to: null })}
      className={cn(chip, active(range) ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('orders.dates.label')}</legend>
      {button(t('orders.dates.any'), null)}
      {button(t('orders.dates.today'), ranges.today)}
      {button(t('orders.dates.week'), ranges.week)}
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-from`} className="text-sm text-slate-700">
          {t('orders.dates.from')}
        </label>
        <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value || null, to: to || null })} className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-950" />
        <label htmlFor={`${id}-to`} className="text-sm text-slate-700">
          {t('orders.dates.to')}
        </label>
        <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(event) => onChange({ from: from || null, to: event.target.value || null })} className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-950" />
      </div>
    </fieldset>
  );
}
