import type { ReactNode } from 'react';

/** A titled card of the checkout form. */
export function CheckoutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-slate-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
