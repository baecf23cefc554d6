import { describe, expect, it } from 'vitest';
import { shellWithHead } from './spa';

describe('shellWithHead', () => {
  const shell = '<html><head>\n<title>Shop</title>\n<meta name="description" content="Default" />\n</head><body></body></html>';

  it('replaces the default title and description with the page’s head', () => {
    const html = shellWithHead(shell, '<title>R-410A | FrigidFlow</title>');
    expect(html).toContain('<title>R-410A | FrigidFlow</title>');
    expect(html).not.toMatch(/<title>Shop<\/title>|content="Default"/);
  });

  it('writes a "$&" or "$$" in a product’s description as it is', () => {
    const head = '<meta name="description" content="Save $$ and $&amp; more" />';
    expect(shellWithHead(shell, head)).toContain(head);
    expect(shellWithHead(shell, head).match(/<\/head>/g)).toHaveLength(1);
  });
});
