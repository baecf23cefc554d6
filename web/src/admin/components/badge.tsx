import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

const TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  green: 'bg-green-50 text-green-800 ring-green-300',
  red: 'bg-red-50 text-red-800 ring-red-300',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-300',
  blue: 'bg-blue-50 text-blue-800 ring-blue-300',
  purple: 'bg-purple-50 text-purple-800 ring-purple-300',
  brand: 'bg-brand-50 text-brand-800 ring-brand-300',
} as const;
export type BadgeTone = keyof typeof TONES;

/** A short status label; the tone repeats what the text says (never colour alone). */
export function Badge({ tone = 'neutral', children, className, 'data-testid': testId }: { tone?: BadgeTone; children: ReactNode; className?: string; 'data-testid'?: string }) {
  return (
    <span data-testid={testId} className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  );
}
