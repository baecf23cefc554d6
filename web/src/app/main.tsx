import './styles.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import i18next from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { splitLanguagePath } from '@domain/language-addresses';
import { initI18n } from '@web/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { LanguageRouter } from './language-router';
import { Providers } from './providers';
import { AppRoutes, preloadRoutes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The API answers a server-rendered page was drawn from (see entry-server.tsx), or null. */
function readServerState(): DehydratedState | null {
  const element = document.getElementById('server-state');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as DehydratedState) : null;
  } catch {
    return null;
  }
}

async function start(root: HTMLElement) {
  const serverLanguage = document.documentElement.lang;
  const serverState = readServerState();
  // The first paint is already translated, and the page's code is in before React starts.
  const i18nReady = initI18n(); // First: the pages' texts wait for it.
  await Promise.all([preloadRoutes(splitLanguagePath(window.location.pathname).path), i18nReady]);
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState);

  const app = (
    <Providers queryClient={queryClient} i18n={i18next}>
      <LanguageRouter>
        <AppRoutes />
      </LanguageRouter>
    </Providers>
  );
  // A page the server rendered in the visitor's language is brought to life as it is; anything else is drawn afresh.
  // Hydrating as a transition lets React yield to the browser between pieces of work, so a tap is never kept waiting long.
  if (serverState && root.firstElementChild && i18next.language === serverLanguage) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(container);
