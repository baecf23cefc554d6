import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A section's "see all" link beside its heading, to the page that lists everything the section samples. */
export function SeeAllLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800">
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
