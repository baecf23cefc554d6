import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '@web/lib/cn';
import { useAdminTranslation } from '../i18n';

const DEBOUNCE_MS = 300;

/**
 * A list's search field: the list follows as the admin types (after a short pause, replacing the address rather than
 * adding a history entry per letter); Back to an older search shows that search's text again.
 */
export function SearchBox({ value, onChange, placeholder, label, className }: { value: string; onChange: (value: string) => void; placeholder: string; label: string; className?: string }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    if (!typed) setText(value);
  }, [value, typed]);

  useEffect(() => {
    if (!typed) return;
    const timer = window.setTimeout(() => {
      onChange(text);
      setTyped(false);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, typed, onChange]);

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setTyped(true);
        }}
        className="block h-10 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-sm text-slate-950 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label={t('common.clearSearch')}
          onClick={() => {
            setText('');
            setTyped(false);
            onChange('');
          }}
          className="absolute top-1/2 right-1 grid size-8 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
