import { useId } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@web/i18n/languages';
import { changeAdminLanguage, useAdminTranslation } from '../i18n';

/** The back office in English, French or Spanish; the storefront follows the same choice. */
export function AdminLanguageSelect() {
  const { t, i18n } = useAdminTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-slate-400">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeAdminLanguage(event.target.value);
        }}
        className="h-8 cursor-pointer rounded-md border border-white/20 bg-slate-900 px-2 text-sm text-white hover:border-white/50"
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
