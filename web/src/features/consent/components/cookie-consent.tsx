import { Suspense } from 'react';
import { useConsent } from '@web/lib/consent';
import { preloadableLazy } from '@web/lib/preloadable-lazy';

// Only a first visit (or a visitor who reopens the choice) downloads the banner and its dialog.
const ConsentPrompt = preloadableLazy(async () => (await import('./consent-prompt')).ConsentPrompt);

/**
 * The cookie choice: a banner on the first visit, and the Customize dialog whenever the footer or /cookies reopens it.
 * Nothing is drawn on the server or while hydrating (the choice lives in the browser), and the banner is fixed to the
 * bottom of the window, so its arrival moves no content.
 */
export function CookieConsent() {
  const { known, choice, settingsOpen } = useConsent();
  if (!known || (choice && !settingsOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt />
    </Suspense>
  );
}
