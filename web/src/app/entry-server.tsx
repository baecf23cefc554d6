import { createHash } from 'node:crypto';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { languageBasename, splitLanguagePath } from '@domain/language-addresses';
import type { PageRequest, RenderedPage } from '@domain/page-rendering';
import { requestLanguage, type Language } from '@web/i18n/languages';
import { i18nFor } from '@web/i18n/server';
import { LruMap } from '@domain/lru-map';
import { preloadLaterParts } from '@web/lib/later-part';
import { createQueryClient } from '@web/lib/query-client';
import { scriptSafeJson } from '@domain/script-safe-json';
import { preloadStorefrontLayout } from './layout/storefront-layout';
import { Providers } from './providers';
import { AppRoutes, preloadRoutes } from './routes';
import { serverRenderedReads } from './server-rendered-pages';

const ORIGIN = 'http://frigidflow.local';
// Renders never suspend: React would stream a suspended part with an inline script, which the CSP refuses.
const layoutReady = Promise.all([preloadStorefrontLayout(), preloadLaterParts()]);

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

// A page is drawn again only when its address, language or data changed, and at least once a minute (adverts
// start and end by the clock, the footer shows the year). The catalogue page costs ~25 ms to draw, a cached one nothing.
const rendered = new LruMap<string, RenderedPage>(200);
const MINUTE = 60_000;

function cacheKey(language: Language, url: URL, answers: readonly { status: number; body: unknown }[]): string {
  const hash = createHash('sha256').update(`${language}\n${url.pathname}${url.search}\n${Math.floor(Date.now() / MINUTE)}`);
  for (const { status, body } of answers) hash.update(`\n${status}\n`).update(JSON.stringify(body) ?? '');
  return hash.digest('base64url');
}

/** Renders a public page to HTML with its first data, or null for pages the browser draws (and for redirects). */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, ORIGIN);
  // One route table for every language: /fr/products/r-410a is /products/r-410a drawn in French (docs/decisions/039).
  const { language: addressLanguage, path } = splitLanguagePath(url.pathname);
  const reads = serverRenderedReads(path, url.searchParams);
  if (!reads) return null;

  const language = addressLanguage ?? requestLanguage(request);
  const answers = await Promise.all(reads.map(({ url: apiUrl }) => request.readJson(apiUrl)));
  const key = cacheKey(language, url, answers);
  const cached = rendered.get(key);
  if (cached) return cached;

  const queryClient = createQueryClient();
  reads.forEach(({ queryKey }, index) => {
    const answer = answers[index];
    // A failed read is left to the browser, which shows the page's own loading, error or not-found state.
    if (answer?.status === 200) queryClient.setQueryData(queryKey, answer.body);
  });

  await Promise.all([layoutReady, preloadRoutes(path)]);
  const { prelude } = await prerenderToNodeStream(
    <Providers queryClient={queryClient} i18n={i18nFor(language)}>
      <StaticRouter basename={languageBasename(url.pathname)} location={`${url.pathname}${url.search}`}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
    // One piece of HTML: React would otherwise move large parts to the end with an inline script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const page = { html: await readAll(prelude), language, state: scriptSafeJson(dehydrate(queryClient)) };
  rendered.set(key, page);
  return page;
}
