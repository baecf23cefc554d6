import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Language } from '@domain/languages';
import type { TranslatedLanguage } from '@domain/translations';
import { cn } from '@web/lib/cn';
import { useAdminTranslation } from '../i18n';

const LANGUAGES: readonly Language[] = ['en', 'fr', 'es'];

export interface TranslatedFieldsProps {
  /** The group's name, read before the tabs ("Texts"). */
  label: string;
  /** For each translated language, the fields still to write (`useTranslatedFields().missing`). */
  missing: Record<TranslatedLanguage, readonly string[]>;
  /** Languages whose fields hold an error, marked so the admin finds a fault in a tab not shown. */
  invalid?: Partial<Record<Language, boolean>>;
  /** The field group in one language; every language stays mounted, so the form keeps what each tab holds. */
  children: (language: Language) => ReactNode;
  className?: string;
  /** What a blank translated field shows buyers, when it is not the English (the common fallback hint). */
  fallbackHint?: string;
}

/**
 * A field group in English, French and Spanish as tabs (docs/decisions/038), each translated tab marked while it has
 * fields left to write; any screen with a `translations` column uses it around its own fields.
 */
export function TranslatedFields({ label, missing, invalid = {}, children, className, fallbackHint }: TranslatedFieldsProps) {
  const { t } = useAdminTranslation();
  const [active, setActive] = useState<Language>('en');
  const id = useId();
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = LANGUAGES[(LANGUAGES.indexOf(active) + step + LANGUAGES.length) % LANGUAGES.length] ?? 'en';
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={cn('min-w-0 rounded-md border border-slate-300', className)} data-testid="translated-fields">
      <div className="flex flex-wrap items-end gap-x-3 border-b border-slate-300 bg-slate-50 px-2 pt-2 sm:px-3">
        <p id={`${id}-label`} className="w-full px-1 pb-1 text-sm font-medium text-slate-800 sm:w-auto sm:pb-2.5">
          {label}
        </p>
        <div role="tablist" aria-labelledby={`${id}-label`} className="-mb-px flex max-w-full gap-0.5 overflow-x-auto sm:gap-1" onKeyDown={onKeyDown}>
          {LANGUAGES.map((language) => {
            const isMissing = language !== 'en' && missing[language].length > 0;
            const selected = language === active;
            return (
              <button
                key={language}
                ref={(element) => {
                  tabs.current[language] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${language}`}
                aria-controls={`${id}-panel-${language}`}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                data-language={language}
                data-missing={isMissing || undefined}
                onClick={() => setActive(language)}
                className={cn(
                  'inline-flex min-h-10 shrink-0 items-center gap-1 rounded-t-md border border-transparent px-2 text-sm font-medium sm:gap-1.5 sm:px-3',
                  selected ? 'border-slate-300 border-b-white bg-white text-slate-950' : 'text-slate-700 hover:text-slate-950',
                  invalid[language] && 'text-red-700',
                )}
              >
                <span lang={language}>{t(`common.translations.languages.${language}`)}</span>
                {isMissing ? (
                  <span className="rounded-full bg-amber-100 px-1 py-px text-xs sm:px-1.5 font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
                    {t('common.translations.missing')}
                  </span>
                ) : null}
                {invalid[language] ? <span className="sr-only">{t('common.translations.invalid')}</span> : null}
                {invalid[language] ? <span aria-hidden="true" className="size-2 rounded-full bg-red-600" /> : null}
              </button>
            );
          })}
        </div>
      </div>
      {LANGUAGES.map((language) => (
        <div
          key={language}
          role="tabpanel"
          id={`${id}-panel-${language}`}
          aria-labelledby={`${id}-tab-${language}`}
          hidden={language !== active}
          className="grid gap-4 p-4"
        >
          {language === 'en' ? null : <p className="text-sm text-slate-600">{fallbackHint ?? t('common.translations.fallbackHint')}</p>}
          {children(language)}
        </div>
      ))}
    </div>
  );
}
