import type { ReactNode } from 'react';

/** A back-office screen's heading row: title, one line of description, and the screen's main actions on the right. */
export function AdminPage({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-950">{title}</h1>
          {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

/** The white card most admin content sits on. */
export const adminPanel = 'rounded-xl bg-white shadow-sm ring-1 ring-slate-200';
