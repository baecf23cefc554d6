import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { productSearchPath } from '@web/features/catalog/product-search-path';
import { cn } from '@web/lib/cn';

/** The header's product search: sends the trimmed text to /products?search=…; an empty search does nothing. */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();

  return (
    <form
      role="search"
      className={cn('relative flex', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const path = productSearchPath(text);
        if (path) void navigate(path);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        className="h-10 w-full min-w-0 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-sm text-slate-950 placeholder:text-slate-500 focus-visible:border-brand-600"
      />
      <button
        type="submit"
        className="grid h-10 w-11 shrink-0 place-items-center rounded-r-md bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('header.searchSubmit')}</span>
      </button>
    </form>
  );
}
