import { useId, type ComponentProps, type ReactNode } from 'react';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: ReactNode;
  error?: string;
  /** A line of help under the field ("one per line"), read with it by screen readers. */
  hint?: ReactNode;
  className?: string;
};

/** A labelled multi-line input with its hint and error message, styled like TextField; spreads `register(…)`. */
export function TextAreaField({ label, error, hint, className, id, rows = 3, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-950 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none aria-invalid:border-red-600"
        {...props}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
