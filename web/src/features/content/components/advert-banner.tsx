import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { Pause, Play, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdvertType } from '@domain/content';
import { knownAdvert } from '@domain/known-texts';
import { localeFor } from '@domain/languages';
import { formatMoneyShort } from '@domain/money';
import { freeShippingThresholdCents } from '@domain/totals';
import type { PublicAdvert } from '@domain/schemas/content';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { cn } from '@web/lib/cn';
import { dismissAdvert } from '../dismissed-adverts-store';
import { ADVERT_SLOT_CLASS, useVisibleAdverts } from './advert-slot';

/** Storefront spec §9 (one reading says 6000 ms; we follow the advert reading, 5000 ms). */
export const ADVERT_ROTATION_MS = 5000;

/** Storefront spec §3: colours by type, anything else the default blue. */
const TYPE_STYLES: Partial<Record<AdvertType, string>> = {
  success: 'bg-emerald-700 text-white',
  warning: 'bg-amber-300 text-slate-950',
  discount: 'bg-violet-700 text-white',
  emergency: 'bg-red-700 text-white',
};
const DEFAULT_STYLE = 'bg-brand-700 text-white';

/**
 * The rotating advert banner, in the page's flow above the header (it never covers the page: issue 13). Its slot has one
 * fixed height whatever the advert says (two lines at most on a phone, one from the sm breakpoint), so rotating or a
 * longer advert never moves the page; the server draws it with the page, and AdvertSlot keeps its room while the
 * banner's code or the adverts load on pages the browser draws.
 */
export function AdvertBanner() {
  const { t } = useTranslation();
  const advertTitle = (advert: PublicAdvert) => {
    const key = knownAdvert(advert);
    return key ? t(`known.adverts.${key}.title`) : advert.title;
  };
  const visible = useVisibleAdverts();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = visible.length;

  useEffect(() => {
    if (count < 2 || paused || hovered) return;
    const timer = setInterval(() => setIndex((i) => i + 1), ADVERT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, paused, hovered]);

  if (count === 0) return null;
  const current = visible[index % count] as PublicAdvert;
  const title = advertTitle(current);

  return (
    <section
      aria-label={t('widgets.adverts.label')}
      aria-roledescription={t('widgets.adverts.roleDescription')}
      data-testid="advert-banner"
      data-advert-type={current.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      className={cn(ADVERT_SLOT_CLASS, TYPE_STYLES[current.type] ?? DEFAULT_STYLE)}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <p className="line-clamp-2 min-w-0 flex-1 text-sm leading-5 sm:line-clamp-1" key={current.id} data-testid="advert-text">
          <strong className="font-semibold">{title}</strong> <AdvertContent advert={current} />
        </p>
        {count > 1 ? (
          <>
            <span className="shrink-0 text-xs tabular-nums opacity-80 max-sm:hidden">
              {t('widgets.adverts.position', { current: (index % count) + 1, total: count })}
            </span>
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t('widgets.adverts.play') : t('widgets.adverts.pause')}
              className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/10"
            >
              {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            </button>
          </>
        ) : null}
        {current.dismissible ? (
          <button
            type="button"
            onClick={() => dismissAdvert(current.id)}
            aria-label={t('widgets.adverts.dismiss', { title })}
            className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/10"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </section>
  );
}

// Whatever blocks the admin wrote (paragraphs, lists) run on as one text, so the slot's line clamp holds.
const CONTENT_CLASS = 'advert-content [&_*]:inline [&_a]:font-semibold [&_a]:underline [&_img]:hidden';

/** A demo advert still as shipped reads in the visitor's language; the shop's own adverts as written. */
function AdvertContent({ advert }: { advert: PublicAdvert }) {
  const { i18n } = useTranslation();
  const threshold = freeShippingThresholdCents(useSiteSettings().free_shipping_threshold);
  const key = knownAdvert(advert);
  if (!key) return <ServerSanitizedHtml as="span" className={CONTENT_CLASS} html={advert.content} />;
  return (
    <span className={CONTENT_CLASS}>
      <span>
        <Trans
          i18nKey={`known.adverts.${key}.content`}
          values={{ amount: formatMoneyShort(threshold, localeFor(i18n.resolvedLanguage)) }}
          components={{ strong: <strong />, link: <Link to="/rfq" /> }}
        />
      </span>
    </span>
  );
}
