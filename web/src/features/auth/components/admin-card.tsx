import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The dark card of the admin access page and of the admin layout's sign-in (back-office spec §2). */
export function AdminCard({ title, subtitle, icon, children }: { title: string; subtitle?: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-950 px-4 py-12">
      <section
        className={cn(
          'w-full max-w-md rounded-xl bg-slate-900 p-6 text-slate-200 shadow-xl ring-1 ring-white/10 sm:p-8',
          // Light labels and messages on the dark card.
          '[&_label]:text-slate-200 [&_[id$=-error]]:text-red-300 [&_[id$=-hint]]:text-slate-400',
        )}
      >
        <div className="text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-700/30 text-brand-300">
            {icon ?? <ShieldCheck aria-hidden="true" className="size-6" />}
          </span>
          <h1 className="mt-3 text-2xl font-bold text-white">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-400">{subtitle}</p> : null}
        </div>
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

/** Full-screen message on the dark background while the session loads. */
export function AdminLoading({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-slate-950 text-slate-300">
      {text}
    </div>
  );
}
