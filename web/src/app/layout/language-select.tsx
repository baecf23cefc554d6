import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@web/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@web/i18n/languages';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-8 cursor-pointer rounded-md border border-white/30 bg-brand-900 px-2 text-sm text-white hover:border-white/60"
      >
        {LANGUAGES.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
