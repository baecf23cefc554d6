import { describe, expect, it } from 'vitest';
import type { PageRequest, RenderPage } from '@domain/page-rendering';
import { PageCache, pageAddress, shellWithInlineStyles, shellWithPage } from './page-renderer';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
    <link rel="modulepreload" crossorigin href="/assets/products-page-d4.js">
    <link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { html: '<h1>R-410A</h1>', language: 'fr', state: '{"queries":[]}' };

describe('shellWithPage', () => {
  const html = shellWithPage(SHELL, page);

  it('puts the rendered page in #root with its data beside it', () => {
    expect(html).toContain('<div id="root"><h1>R-410A</h1></div>');
    expect(html).toContain('<script type="application/json" id="server-state">{"queries":[]}</script>');
  });

  it('writes a "$&", "$$" or "$\'" in the page text as it is', () => {
    const text = '<p>Save $$ and $&amp; more, $\' off</p>';
    expect(shellWithPage(SHELL, { ...page, html: text })).toContain(`<div id="root">${text}</div>`);
  });

  it('sets <html lang> to the language the page was rendered in, and only to a language code', () => {
    expect(html).toContain('<html lang="fr">');
    expect(shellWithPage(SHELL, { ...page, language: '"><script>' })).toContain('<html lang="en">');
  });

  it('starts the scripts from /boot.js after the page, and drops API preloads the page already holds', () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload"/);
    const boot = /<script src="\/boot\.js" data-entry="([^"]+)" data-modules="([^"]*)" defer><\/script>/.exec(html);
    expect(boot?.[1]).toBe('/assets/index-a1.js');
    expect(boot?.[2]).toBe('/assets/vendor-b2.js /assets/products-page-d4.js');
    expect(html.indexOf('/boot.js')).toBeGreaterThan(html.indexOf('id="server-state"'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
  });

  it('leaves a shell without an entry script as it is', () => {
    const bare = '<html lang="en"><body><div id="root"></div></body></html>';
    expect(shellWithPage(bare, page)).toBe(bare);
  });
});

describe('shellWithInlineStyles', () => {
  it('writes each built stylesheet into the page', () => {
    const html = shellWithInlineStyles(SHELL, (href) => (href === '/assets/index-c3.css' ? 'body{color:red}' : null));
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('keeps the link when the file cannot be read or could end the style element early', () => {
    expect(shellWithInlineStyles(SHELL, () => null)).toContain('rel="stylesheet"');
    expect(shellWithInlineStyles(SHELL, () => 'a{}</style><script>x</script>')).toContain('rel="stylesheet"');
  });
});

describe('pageAddress', () => {
  it.each([
    ['/products?utm_source=x&fbclid=y', '/products'],
    ['/products?sort=price&search=R-410A&utm=1', '/products?search=R-410A&sort=price'],
    ['/products?category=HFC&sort=name', '/products?category=hfc'],
    ['/products?category=nope&sort=%3Cscript%3E&search=', '/products'],
    ['/products/category/hfo?category=cfc&search=r32&sort=category', '/products/category/hfo?search=r32&sort=category'],
    ['/products/r-410a?search=x&sort=price', '/products/r-410a'],
    ['/?search=x', '/'],
    ['/freon-wholesale?utm=1', '/freon-wholesale'],
    ['/faq?q=R-22&utm=1', '/faq?q=R-22'],
    ['/faq?q=&search=x', '/faq'],
    ['/privacy?q=x', '/privacy'],
    ['/products?page=2&utm=1', '/products?page=2'],
    ['/products?page=1', '/products'],
    ['/products?page=0&search=r22', '/products?search=r22'],
    ['/products?page=abc', '/products'],
    ['/products/category/hfc?page=3&sort=price', '/products/category/hfc?sort=price&page=3'],
    ['/products/r-410a?page=2', '/products/r-410a'],
    // A language's address keeps its prefix and the parameters its page reads (docs/decisions/039).
    ['/fr/products?sort=price&utm=1', '/fr/products?sort=price'],
    ['/es/faq?q=R-22&x=1', '/es/faq?q=R-22'],
    ['/fr?search=x', '/fr'],
  ])('%s is drawn as %s', (url, address) => {
    expect(pageAddress(url)).toBe(address);
  });
});

describe('PageCache', () => {
  it('draws a language\'s address in that language whatever the cookie says, and an unprefixed one in the visitor\'s', async () => {
    const asked: string[] = [];
    const cache = new PageCache(async (request) => {
      asked.push(`${request.url} ${request.cookie ?? ''}`);
      return { html: '', language: 'en', state: '{}' };
    });
    const readJson = async () => ({ status: 200, body: {} });
    await cache.renderPage({ url: '/fr/products/r-410a', cookie: 'frigidflow_lang=es', acceptLanguage: 'en', readJson });
    await cache.renderPage({ url: '/products/r-410a', cookie: 'frigidflow_lang=es', readJson });
    await cache.renderPage({ url: '/products/r-410a', readJson });
    expect(asked).toEqual(['/fr/products/r-410a frigidflow_lang=fr', '/products/r-410a frigidflow_lang=es', '/products/r-410a frigidflow_lang=en']);
  });

  /** A renderer that counts its renders and reads the catalogue, over a catalogue the test can change. */
  function setUp(options: ConstructorParameters<typeof PageCache>[1] = {}) {
    const state = { renders: 0, price: 10, fail: false };
    const render: RenderPage = async (request) => {
      state.renders += 1;
      const catalogue = await request.readJson('/api/products');
      if (state.fail) throw new Error('rendering failed');
      return { html: `${request.url} ${JSON.stringify(catalogue.body)}`, language: 'en', state: '{}' };
    };
    const request = (url: string): PageRequest => ({ url, readJson: async () => ({ status: 200, body: { price: state.price } }) });
    return { state, cache: new PageCache(render, options), request };
  }

  it('never holds more pages than its capacity, forgetting the least recently used', async () => {
    const { state, cache, request } = setUp({ capacity: 3 });
    for (let i = 0; i < 10; i += 1) {
      await cache.renderPage(request(`/products?search=gas-${i}`));
      expect(cache.size).toBeLessThanOrEqual(3);
    }
    expect(state.renders).toBe(10);
    await cache.renderPage(request('/products?search=gas-9'));
    expect(state.renders).toBe(10);
    await cache.renderPage(request('/products?search=gas-0'));
    expect(state.renders).toBe(11);
  });

  it('shares one drawing among concurrent requests for one page', async () => {
    const { state, cache, request } = setUp();
    const pages = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.renderPage(request(`/products?utm=${i}`))));
    expect(state.renders).toBe(1);
    expect(new Set(pages.map((page) => page?.html))).toEqual(new Set(['/products {"price":10}']));
  });

  it('draws a page again when its data changed, and after a minute even when it did not', async () => {
    let now = 0;
    const { state, cache, request } = setUp({ now: () => now });
    await cache.renderPage(request('/products'));
    state.price = 12;
    expect((await cache.renderPage(request('/products')))?.html).toBe('/products {"price":12}');
    expect(state.renders).toBe(2);
    now = 59_999;
    await cache.renderPage(request('/products'));
    expect(state.renders).toBe(2);
    now = 60_000;
    await cache.renderPage(request('/products'));
    expect(state.renders).toBe(3);
  });

  it('keeps no failed drawing: the next request tries again', async () => {
    const { state, cache, request } = setUp();
    state.fail = true;
    await expect(cache.renderPage(request('/products'))).rejects.toThrow('rendering failed');
    expect(cache.size).toBe(0);
    state.fail = false;
    expect((await cache.renderPage(request('/products')))?.html).toBe('/products {"price":10}');
    expect(state.renders).toBe(2);
  });
});
