import { describe, expect, it } from 'vitest';
import { shellWithInlineStyles, shellWithPage } from './page-renderer';

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
