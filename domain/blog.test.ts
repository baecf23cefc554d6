import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOG_EXCERPT_LENGTH,
  blogSlug,
  blogSlugClash,
  blogSlugIn,
  cardExcerpt,
  DEFAULT_READING_TIME,
  filterTags,
  htmlText,
  MAX_FILTER_TAGS,
  MAX_READING_TIME,
  normalizeTags,
  parseTagList,
  readingTimeOf,
  uniqueBlogSlug,
  WORDS_PER_MINUTE,
} from './blog';
import { SLUG_MAX_LENGTH } from './catalog';

describe('blogSlug (back-office spec §5)', () => {
  it.each([
    ['The AIM Act HFC Phasedown: What Contractors Need to Know', 'the-aim-act-hfc-phasedown-what-contractors-need-to-know'],
    ['R-454B or R-32?', 'r-454b-or-r-32'],
    ['snake_case stays', 'snake_case-stays'],
    ['  Two   spaces  ', 'two-spaces'],
    ['Réglementation « EPA » 2026', 'reglementation-epa-2026'],
    ['-- dashes -- ', 'dashes'],
    ['冷媒 ★', ''],
  ])('turns "%s" into "%s"', (title, slug) => {
    expect(blogSlug(title)).toBe(slug);
  });

  it('always gives a short address segment of lower-case word characters and single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = blogSlug(title);
        expect(slug).toMatch(/^(?:[a-z0-9_]+(?:-[a-z0-9_]+)*)?$/);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(blogSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe('uniqueBlogSlug', () => {
  it('takes the slug when free, else the first free numbered one', () => {
    expect(uniqueBlogSlug('news', new Set())).toBe('news');
    expect(uniqueBlogSlug('news', new Set(['news', 'news-2']))).toBe('news-3');
  });

  it('names a post whose title keeps nothing "post"', () => {
    expect(uniqueBlogSlug(blogSlug('冷媒'), new Set(['post']))).toBe('post-2');
  });

  it('stays within the length limit with its number', () => {
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    const slug = uniqueBlogSlug(long, new Set([long]));
    expect(slug).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 2)}-2`);
  });
});

describe('htmlText', () => {
  it('keeps the words of separate blocks apart and reads entities', () => {
    expect(htmlText('<h2>Title</h2><p>One&nbsp;two &amp; three&#39;s &#x263A;</p><ul><li>a</li><li>b</li></ul>')).toBe('Title One two & three\'s ☺ a b');
  });

  it('drops the text of scripts and styles', () => {
    expect(htmlText('<p>Kept</p><script>alert(1)</script><style>p{}</style>')).toBe('Kept');
  });
});

describe('readingTimeOf', () => {
  it('counts whole minutes at 200 words a minute, at least one', () => {
    expect(readingTimeOf('<p>word</p>')).toBe(1);
    expect(readingTimeOf(`<p>${'word '.repeat(WORDS_PER_MINUTE)}</p>`)).toBe(1);
    expect(readingTimeOf(`<p>${'word '.repeat(WORDS_PER_MINUTE + 1)}</p>`)).toBe(2);
  });

  it('gives the default 5 minutes to a post without words', () => {
    expect(readingTimeOf('')).toBe(DEFAULT_READING_TIME);
    expect(readingTimeOf('<p> </p><img src="/a.webp">')).toBe(DEFAULT_READING_TIME);
  });

  it('grows with the words and stays within 1…999', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5_000 }), (words) => {
        const minutes = readingTimeOf('w '.repeat(words));
        expect(minutes).toBeGreaterThanOrEqual(1);
        if (words > 0) expect(minutes).toBe(Math.ceil(words / WORDS_PER_MINUTE));
      }),
      { numRuns: 50 },
    );
    expect(readingTimeOf('w '.repeat(WORDS_PER_MINUTE * MAX_READING_TIME + 1))).toBe(MAX_READING_TIME);
  });
});

describe('cardExcerpt (back-office spec §2, §9)', () => {
  it('shows the excerpt when there is one', () => {
    expect(cardExcerpt('  Short summary ', '<p>Body</p>')).toBe('Short summary');
  });

  it('shows the first 150 characters of the text and an ellipsis otherwise', () => {
    const body = `<p>${'x'.repeat(200)}</p>`;
    expect(cardExcerpt(null, body)).toBe(`${'x'.repeat(BLOG_EXCERPT_LENGTH)}...`);
    expect(cardExcerpt('', '<p>Short body</p>')).toBe('Short body');
  });

  it('never splits a character in two', () => {
    const excerpt = cardExcerpt(null, '😀'.repeat(200));
    expect(excerpt).toBe(`${'😀'.repeat(BLOG_EXCERPT_LENGTH)}...`);
  });
});

describe('tags', () => {
  it('trims, drops empty ones and keeps the first spelling of a repeated tag', () => {
    expect(normalizeTags([' HFC ', '', 'Regulation', 'hfc', 'A2L  safety'])).toEqual(['HFC', 'Regulation', 'A2L safety']);
    expect(parseTagList('HFC, Regulation , ,hfc')).toEqual(['HFC', 'Regulation']);
  });
});

describe('slugs per language (docs/decisions/038)', () => {
  const aim = { en: 'aim-act', fr: 'loi-aim', es: 'ley-aim' };

  it('reads the slug of the language, else the English one', () => {
    expect(blogSlugIn(aim, 'fr')).toBe('loi-aim');
    expect(blogSlugIn(aim, 'es')).toBe('ley-aim');
    expect(blogSlugIn(aim, 'en')).toBe('aim-act');
    expect(blogSlugIn({ en: 'aim-act', fr: '  ' }, 'fr')).toBe('aim-act');
    expect(blogSlugIn({ en: 'aim-act' }, 'es')).toBe('aim-act');
    expect(blogSlugIn(aim, 'de')).toBe('aim-act');
  });

  it('names the field whose slug another post holds in any language', () => {
    expect(blogSlugClash({ en: 'new', fr: 'loi-aim' }, [aim])).toBe('translations.fr.slug');
    expect(blogSlugClash({ en: 'new', es: 'aim-act' }, [aim])).toBe('translations.es.slug');
    expect(blogSlugClash({ en: 'ley-aim', fr: 'nouveau' }, [aim])).toBe('slug');
    expect(blogSlugClash({ en: 'aim-act', fr: 'loi-aim' }, [aim])).toBe('slug');
  });

  it('lets a post reuse its own slug across languages and keeps free slugs free', () => {
    expect(blogSlugClash({ en: 'r-32', fr: 'r-32', es: 'r-32' }, [aim])).toBeNull();
    expect(blogSlugClash({ en: 'new', fr: 'nouveau', es: 'nuevo' }, [aim, { en: 'other' }])).toBeNull();
    expect(blogSlugClash({ en: 'new' }, [])).toBeNull();
  });
});

describe('filterTags', () => {
  const posts = [
    { tags: ['Regulation', 'HFC'], translations: { fr: { tags: ['Réglementation', 'HFC'] }, es: { tags: ['Regulación'] } } },
    { tags: ['Safety', 'HFC'], translations: { es: { title: 'Seguridad' } } },
    { tags: ['Storage'], translations: { fr: { tags: [' '] } } },
  ];

  it('gives each post’s tags in the language, its English ones where it has none, and names those English', () => {
    expect(filterTags(posts, 'fr')).toEqual({ tags: ['HFC', 'Réglementation', 'Safety', 'Storage'], english: ['Safety', 'Storage'] });
    expect(filterTags(posts, 'es')).toEqual({ tags: ['HFC', 'Regulación', 'Safety', 'Storage'], english: ['HFC', 'Safety', 'Storage'] });
  });

  it('counts no tag as a fallback in English', () => {
    expect(filterTags(posts, 'en')).toEqual({ tags: ['HFC', 'Regulation', 'Safety', 'Storage'], english: [] });
  });

  it('keeps at most MAX_FILTER_TAGS, alphabetically without regard to case', () => {
    const many = Array.from({ length: MAX_FILTER_TAGS + 5 }, (_, i) => ({ tags: [`tag ${String(i).padStart(3, '0')}`], translations: {} }));
    const { tags, english } = filterTags([...many, { tags: ['Alpha'], translations: {} }], 'fr');
    expect(tags).toHaveLength(MAX_FILTER_TAGS);
    expect(tags[0]).toBe('Alpha');
    expect(english).toEqual(tags);
  });
});
