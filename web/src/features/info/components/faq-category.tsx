import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FaqItem } from '@domain/faq';
import { cn } from '@web/lib/cn';

/**
 * One category of the FAQ: a heading with its count, and its questions as a single-open list (opening one closes the
 * other). Closed answers stay in the page (hidden), so they are read without script and by crawlers.
 */
export function FaqCategory({ title, countLabel, count, items }: { title: string; countLabel: string; count: number; items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={headingId} className="flex items-center gap-3 border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-950">
        {title}
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-800 tabular-nums">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{countLabel}</span>
        </span>
      </h2>
      <ul className="divide-y divide-slate-200">
        {items.map((item) => {
          const open = openId === item.id;
          const panelId = `${baseId}-${item.id}`;
          return (
            <li key={item.id}>
              <h3>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  {item.question}
                  <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
                </button>
              </h3>
              <div id={panelId} hidden={!open} className="px-5 pb-5 leading-relaxed text-slate-700">
                <p>{item.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
