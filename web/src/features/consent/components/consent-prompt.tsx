import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentChoice } from '@domain/cookies';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { closeCookieSettings, openCookieSettings, saveConsent, useConsent, type ConsentState } from '@web/lib/consent';

/** The banner while nothing is chosen, and the Customize dialog when it is open. */
export function ConsentPrompt() {
  const consent = useConsent();
  return (
    <>
      {consent.choice ? null : <ConsentBanner />}
      <ConsentDialog consent={consent} />
    </>
  );
}

const PHONE_BUTTON = 'max-sm:h-auto max-sm:min-h-9 max-sm:min-w-0 max-sm:px-2 max-sm:py-1 max-sm:whitespace-normal max-sm:leading-tight';

/**
 * A region fixed to the bottom of the window (never a modal: the page stays usable). While it shows, the page gets
 * as much room below its end as the banner is tall, so every button of the page can be scrolled above it.
 */
function ConsentBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useRoomBelowPage(ref);

  const choose = (answer: 'all' | 'essential') => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    saveConsent(answer);
    // The banner goes away: focus goes on to the page instead of being lost.
    if (hadFocus) document.getElementById('main-content')?.focus();
  };

  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:gap-6 lg:px-8">
        <div className="min-w-0 flex-1 text-sm text-slate-700">
          <h2 id={titleId} className="font-semibold text-slate-950">
            {t('consent.banner.title')}
          </h2>
          <p className="mt-0.5 leading-snug">
            {t('consent.banner.text')}{' '}
            <Link to="/cookies" className="font-medium text-brand-700 underline underline-offset-2">
              {t('consent.banner.policy')}
            </Link>
          </p>
        </div>
        {/* One row of three on a phone too, so the banner stays short. */}
        <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          <Button size="sm" className={PHONE_BUTTON} onClick={() => choose('all')}>
            {t('consent.banner.acceptAll')}
          </Button>
          <Button size="sm" variant="secondary" className={PHONE_BUTTON} onClick={() => choose('essential')}>
            {t('consent.banner.essentialOnly')}
          </Button>
          <Button size="sm" variant="ghost" className={`${PHONE_BUTTON} underline underline-offset-2`} onClick={openCookieSettings}>
            {t('consent.banner.customize')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Room below the page's end as tall as the banner, followed as it changes (a narrower window, another language). */
function useRoomBelowPage(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.removeProperty('padding-bottom');
    };
  }, [ref]);
}

type Choices = Record<Exclude<ConsentCategory, 'essential'>, boolean>;
const choicesOf = (choice: ConsentChoice | null): Choices => ({ preferences: choice?.preferences ?? false, analytics: choice?.analytics ?? false });

function ConsentDialog({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices>(() => choicesOf(consent.choice));
  const opener = useRef<HTMLElement | null>(null);

  // Each opening starts from the stored choice and remembers what to give focus back to.
  useEffect(() => {
    if (!consent.settingsOpen) return;
    setChoices(choicesOf(consent.choice));
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [consent.settingsOpen, consent.choice]);

  return (
    <Dialog
      open={consent.settingsOpen}
      onOpenChange={(open) => (open ? openCookieSettings() : closeCookieSettings())}
      title={t('consent.dialog.title')}
      description={t('consent.dialog.description')}
      closeLabel={t('consent.dialog.close')}
      returnFocusRef={opener}
      footer={
        <>
          <Button variant="secondary" onClick={() => saveConsent('all')}>
            {t('consent.dialog.acceptAll')}
          </Button>
          <Button onClick={() => saveConsent(choices)}>{t('consent.dialog.save')}</Button>
        </>
      }
    >
      <ul className="space-y-4">
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category}>
            <CategoryChoice
              category={category}
              checked={category === 'essential' ? true : choices[category]}
              onChange={category === 'essential' ? undefined : (checked) => setChoices((current) => ({ ...current, [category]: checked }))}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

function CategoryChoice({ category, checked, onChange }: { category: ConsentCategory; checked: boolean; onChange?: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const note = category === 'essential' ? t('consent.dialog.alwaysOn') : category === 'analytics' ? t('consent.dialog.noneUsed') : null;
  return (
    <div className="flex gap-3 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-semibold text-slate-950">
          {t(`consent.dialog.categories.${category}.name`)}
        </label>
        {note ? <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{note}</span> : null}
        <p id={`${id}-text`} className="mt-1 text-slate-600">
          {t(`consent.dialog.categories.${category}.text`)}
        </p>
      </div>
    </div>
  );
}
