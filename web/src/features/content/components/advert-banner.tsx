import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { Pause, Play, X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { advertIsVisible, type AdvertType } from '@domain/content';
import { knownAdvert } from '@domain/known-texts';
import { localeFor } from '@domain/languages';
import { formatMoneyShort } from '@domain/money';
import { freeShippingThresholdCents } from '@domain/totals';
import type { PublicAdvert } from '@domain/schemas/content';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { cn } from '@web/lib/cn';
import { useAdverts } from '../api/get-adverts';
import { dismissAdvert, useDismissedAdverts } from '../dismissed-adverts-store';

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
 * The rotating advert banner, fixed to the bottom of the window so that it never pushes the page
 * down when it arrives; a spacer in the flow keeps the footer readable above it.
 */
export function AdvertBanner() {
  const { t } = useTranslation();
  const advertTitle = (advert: PublicAdvert) => {
    const key = knownAdvert(advert);
    return key ? t(`known.adverts.${key}.title`) : advert.title;
  };
  const { data } = useAdverts();
  const dismissed = useDismissedAdverts();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const banner = useHeightOf(useRef<HTMLElement>(null));

  // Dates are checked against the visitor's clock at each render (a rotation tick re-renders).
  const visible = (data?.adverts ?? []).filter((advert) => advertIsVisible(advert, new Date(), dismissed));
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
    <>
      {/* As tall as the banner (several lines on a phone), so the end of the footer can be scrolled above it. */}
      <div aria-hidden="true" className={banner.height ? undefined : 'h-20 sm:h-14'} style={banner.height ? { height: banner.height } : undefined} />
      <section
        ref={banner.ref}
        aria-label={t('widgets.adverts.label')}
        aria-roledescription={t('widgets.adverts.roleDescription')}
        data-testid="advert-banner"
        data-advert-type={current.type}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        className={cn('fixed inset-x-0 bottom-0 z-30 shadow-[0_-2px_8px_rgb(0_0_0/0.15)]', TYPE_STYLES[current.type] ?? DEFAULT_STYLE)}
      >
        <div className="mx-auto flex min-h-14 max-w-7xl items-center gap-3 py-2 pr-20 pl-4 sm:pl-6 lg:pl-8">
          <div className="min-w-0 flex-1 text-sm" key={current.id}>
            <p className="font-semibold">{title}</p>
            <AdvertContent advert={current} />
          </div>
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
    </>
  );
}

/** The element's rendered height, followed as it changes (a new advert, a narrower window). */
function useHeightOf<T extends HTMLElement>(ref: RefObject<T | null>) {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  });
  return { ref, height };
}

const CONTENT_CLASS = 'advert-content [&_a]:font-semibold [&_a]:underline [&_p]:inline';

/** A demo advert still as shipped reads in the visitor's language; the shop's own adverts as written. */
function AdvertContent({ advert }: { advert: PublicAdvert }) {
  const { i18n } = useTranslation();
  const threshold = freeShippingThresholdCents(useSiteSettings().free_shipping_threshold);
  const key = knownAdvert(advert);
  if (!key) return <ServerSanitizedHtml className={CONTENT_CLASS} html={advert.content} />;
  return (
    <div className={CONTENT_CLASS}>
      <p>
        <Trans
          i18nKey={`known.adverts.${key}.content`}
          values={{ amount: formatMoneyShort(threshold, localeFor(i18n.resolvedLanguage)) }}
          components={{ strong: <strong />, link: <Link to="/rfq" /> }}
        />
      </p>
    </div>
  );
}
