import { useTranslation } from 'react-i18next';
import { localeFor } from '@domain/languages';
import { businessHoursLines, businessTimeZoneLabel } from '@domain/site-settings';

/**
 * The business_hours site setting, days with the same hours grouped (domain/site-settings.ts businessHoursLines, as the
 * e-mails state them), and the hours' time zone (business_time_zone) under them: "All times Central Time (CT)".
 */
export function BusinessHoursList({ stored, timeZone, className }: { stored: string; timeZone: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.resolvedLanguage ?? i18n.language);

  return (
    <ul className={className} data-testid="business-hours">
      {businessHoursLines(stored, locale).map(({ days, hours }) => (
        <li key={days} className="first-letter:uppercase">
          {t('footer.hoursLine', { days, hours: hours ?? t('footer.closed') })}
        </li>
      ))}
      <li data-testid="business-time-zone">{t('footer.timeZone', { zone: businessTimeZoneLabel(timeZone, locale) })}</li>
    </ul>
  );
}
