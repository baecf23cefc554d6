import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-amber-400 text-slate-950 hover:bg-amber-300',
  secondary: 'bg-white text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-950',
  onDark: 'text-white ring-1 ring-white/50 ring-inset hover:bg-white/10',
} as const;

const SIZES = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

/** For labels that run long once translated or holding a phone number: on a phone they wrap instead of widening the page. */
export const WRAPPING_BUTTON = 'h-auto! min-h-10 py-2 text-center whitespace-normal!';

export interface ButtonStyleOptions {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
}

/** Button classes, also for links that look like buttons (`<Link className={buttonStyles()}>`). */
export function buttonStyles({ variant = 'primary', size = 'md', className }: ButtonStyleOptions = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = Omit<ComponentProps<'button'>, 'className'> & ButtonStyleOptions;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}
