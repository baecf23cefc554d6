import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLanguage } from '@web/features/account/api/update-language';
import { useSession } from '@web/features/auth/api/session';
import { changeLanguage } from '@web/i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@web/i18n/languages';
import { goToLanguage } from '../language-router';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const { user } = useSession();
  const savePreference = useUpdateLanguage();

  const choose = (language: Language) => {
    void changeLanguage(language);
    // The same page at the chosen language's own address (docs/decisions/039).
    goToLanguage(language);
    // Signed-in customers get their e-mails in the language they chose; a failed save leaves the interface switched.
    if (user) savePreference.mutate({ language });
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
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
