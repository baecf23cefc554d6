import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

const controlClasses =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-950 placeholder:text-slate-400 ' +
  'focus:border-brand-600 focus:outline-none aria-invalid:border-red-600 disabled:opacity-60';
// Only inputs: Chromium counts every <select> as :read-only.
const inputClasses = `${controlClasses} read-only:bg-slate-100 read-only:text-slate-600`;

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie an input to its hint and error message. */
function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

/** A labelled input with its hint and error message; spreads `register(…)` from react-hook-form. */
export function TextField({ label, error, hint, className, id, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <input id={inputId} className={inputClasses} {...describedBy(inputId, error, hint)} {...props} />
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  showLabel: string;
  hideLabel: string;
  /** Shown below the input, above the hint (the strength meter). */
  extra?: ReactNode;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className, id, showLabel, hideLabel, extra, ...props }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={cn(inputClasses, 'pr-11')}
          {...describedBy(inputId, error, hint)}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={inputId}
          onClick={() => setVisible(!visible)}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-slate-500 hover:text-slate-900"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      </div>
      {extra}
    </FieldFrame>
  );
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

export function SelectField({ label, error, hint, className, id, children, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={className}>
      <select id={selectId} className={cn(controlClasses, 'cursor-pointer')} {...describedBy(selectId, error, hint)} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}

const NOTICE_STYLES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
} as const;

/** A form's message: errors are announced at once (role="alert"), other notices politely. */
export function FormNotice({ tone, children, className }: { tone: keyof typeof NOTICE_STYLES; children: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-md border px-3 py-2 text-sm', NOTICE_STYLES[tone], className)}>
      {children}
    </div>
  );
}
