import { describe, expect, it } from 'vitest';
import { scriptsOfPage } from './page-scripts';

describe('scriptsOfPage', () => {
  it('counts the entry, module preloads and what boot.js starts, once each, and nothing else', () => {
    const html = `<script type="module" src="/assets/index-a.js"></script>
      <link rel="modulepreload" href="/assets/react-b.js"><link rel="stylesheet" href="/assets/index-c.css">
      <script src="/boot.js" data-entry="/assets/index-a.js" data-modules="/assets/react-b.js /assets/page-d.js"></script>`;
    expect(scriptsOfPage(html).sort()).toEqual(['/assets/index-a.js', '/assets/page-d.js', '/assets/react-b.js']);
  });
});
