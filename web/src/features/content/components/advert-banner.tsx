import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { Pause, Play, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdvertType } from '@domain/content';
import type { PublicAdvert } from '@domain/schemas/content';
import { localized } from '@domain/translations';
import { fallbackLang } from '@web/lib/use-localized';
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
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
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
  const title = localized(current.title, current.translations, 'title', language);
  const content = localized(current.content, current.translations, 'content', language);

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
        {/* A div, not a p: the advert's HTML holds paragraphs, and a p inside a p is split apart by the HTML parser. */}
        <div className="line-clamp-2 min-w-0 flex-1 text-sm leading-5 sm:line-clamp-1" key={current.id} data-testid="advert-text">
          <strong className="font-semibold" lang={fallbackLang(title, language)}>
            {title.value}
          </strong>{' '}
          <ServerSanitizedHtml as="span" className={CONTENT_CLASS} html={content.value} lang={fallbackLang(content, language)} />
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
            aria-label={t('widgets.adverts.dismiss', { title: title.value })}
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
