import { useTranslation } from 'react-i18next';
import { localeFor } from '@domain/languages';
import { businessHoursRanges, businessTimeZoneLabel, CLOSED_HOURS, localizedHours, parseBusinessHours, WEEKDAYS, type Weekday } from '@domain/site-settings';

/** The weekday's name in the page's language (1 January 2024 was a Monday). */
function weekdayName(day: Weekday, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
}

/** The business_hours site setting, days with the same hours grouped: the one place the shop states its hours. */
/** The hours' time zone (business_time_zone) is named under them: "Central Time (CT)". */
export function BusinessHoursList({ stored, timeZone, className }: { stored: string; timeZone: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <ul className={className} data-testid="business-hours">
      {businessHoursRanges(parseBusinessHours(stored)).map(({ from, to, hours }) => (
        <li key={from} className="first-letter:uppercase">
          {t('footer.hoursLine', {
            days: from === to ? weekdayName(from, language) : `${weekdayName(from, language)} – ${weekdayName(to, language)}`,
            hours: hours.toLowerCase() === CLOSED_HOURS.toLowerCase() ? t('footer.closed') : localizedHours(hours, localeFor(language)),
          })}
        </li>
      ))}
      <li data-testid="business-time-zone">{t('footer.timeZone', { zone: businessTimeZoneLabel(timeZone, localeFor(language)) })}</li>
    </ul>
  );
}
