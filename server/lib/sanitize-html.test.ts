import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (RELIABILITY.md 25)', () => {
  it('removes <script> elements and their text', () => {
    const clean = sanitizeHtml('<p>Hello</p><script>alert(1)</script><SCRIPT src="//evil.example/x.js"></SCRIPT>');
    expect(clean).toBe('<p>Hello</p>');
  });

  it('removes event handler attributes such as onerror= and onload=', () => {
    const clean = sanitizeHtml('<img src="https://cdn.example/a.png" onerror="alert(1)" alt="a"><p onclick="x()" onload=y()>t</p>');
    expect(clean).not.toMatch(/on(error|click|load)/i);
    expect(clean).toContain('<img src="https://cdn.example/a.png" alt="a" />');
    expect(clean).toContain('<p>t</p>');
  });

  it('drops javascript: and data: links but keeps the link text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      const clean = sanitizeHtml(`<a href="${href}">click</a>`);
      expect(clean, href).not.toMatch(/script:|data:/i);
      expect(clean).toContain('click');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).not.toMatch(/javascript/i);
  });

  it('removes <svg onload> entirely', () => {
    const clean = sanitizeHtml('<p>a</p><svg onload="alert(1)"><circle r="1"/></svg><svg/onload=alert(1)>');
    expect(clean).toBe('<p>a</p>');
  });

  it('removes <iframe srcdoc> and other embedding elements', () => {
    const clean = sanitizeHtml(
      '<iframe srcdoc="<script>alert(1)</script>"></iframe><object data="x.swf"></object><embed src="x"><p>ok</p>',
    );
    expect(clean).toBe('<p>ok</p>');
  });

  it('removes style attributes, <style> and forms', () => {
    const clean = sanitizeHtml('<style>body{display:none}</style><p style="background:url(javascript:x)">t</p><form action="/x"><input name="a"></form>');
    expect(clean).toBe('<p>t</p>');
  });

  it('keeps ordinary formatting, lists and safe links', () => {
    const html = '<p>Free shipping on orders over <strong>$500</strong>.</p><ul><li><em>R-410A</em></li></ul><a href="/rfq">Request bulk pricing</a> <a href="mailto:sales@example.com">mail</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = sanitizeHtml('<p onclick="x">a <a href="javascript:y">b</a><script>z</script></p>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
