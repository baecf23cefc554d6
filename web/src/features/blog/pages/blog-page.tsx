import { Newspaper, Rss, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { blogFeedPath } from '@domain/blog';
import { isLanguage } from '@domain/languages';
import { Button } from '@web/components/ui/button';
import { PageHero } from '@web/features/content/components/page-hero';
import { useInfoTranslation } from '@web/i18n/info';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/route-title';
import { FIRST_BLOG_PAGE, useBlogPosts, type BlogListFilters } from '../api/get-blog-posts';
import { BlogCard } from '../components/blog-card';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

/** /blog, Industry News (back-office spec §2): search, tag filter, cards and the spec's states. */
export function BlogPage() {
  const { t, i18n } = useInfoTranslation();
  usePageTitle(t('blog.title'));
  const language = i18n.resolvedLanguage;
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<BlogListFilters>(FIRST_BLOG_PAGE);
  const query = useBlogPosts(filters);
  const filtered = filters.search.trim() !== '' || filters.tag !== '';

  useEffect(() => {
    const timer = setTimeout(() => setFilters((current) => (current.search === typed ? current : { ...current, search: typed, page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // The filter offers each post's tags in the page's language; the server finds a tag in any language.
  const translated = language === 'fr' || language === 'es' ? language : null;
  const tags = (translated ? data?.tagsByLanguage[translated] : data?.tags) ?? [];
  // A tag no post gives in the page's language is English, and says so to a screen reader (docs/decisions/038).
  const englishTags = new Set(translated ? data?.englishTagsByLanguage[translated] : []);

  return (
    <>
      <PageHero location="blog-hero" testId="blog-hero-image" container="mx-auto max-w-7xl px-4" plainClassName="pt-10 sm:pt-14">
        {(onImage) => (
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className={cn('text-3xl font-bold tracking-tight sm:text-4xl', onImage ? 'text-white' : 'text-slate-950')}>{t('blog.title')}</h1>
              <p className={cn('mt-3 max-w-2xl text-lg', onImage ? 'text-brand-50' : 'text-slate-700')}>{t('blog.intro')}</p>
            </div>
            <a href={blogFeedPath(isLanguage(language) ? language : 'en')} className={cn('inline-flex items-center gap-1 text-sm font-medium hover:underline', onImage ? 'text-white' : 'text-brand-800')}>
              <Rss aria-hidden="true" className="size-4" />
              {t('blog.feed')}
            </a>
          </div>
        )}
      </PageHero>
      <section className="mx-auto max-w-7xl px-4 pb-10 sm:pb-14">
        <form
          role="search"
          className="relative mt-8 max-w-xl"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters((current) => ({ ...current, search: typed, page: 1 }));
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {t('blog.searchLabel')}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('blog.searchPlaceholder')}
            maxLength={200}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-slate-950 placeholder:text-slate-500"
          />
        </form>

        {tags.length > 0 ? (
          <div role="group" aria-label={t('blog.tagsLabel')} className="mt-4 flex flex-wrap gap-2">
            {['', ...tags].map((tag) => {
              const active = filters.tag === tag;
              return (
                <button
                  key={tag || 'all'}
                  type="button"
                  aria-pressed={active}
                  lang={englishTags.has(tag) ? 'en' : undefined}
                  onClick={() => setFilters((current) => ({ ...current, tag, page: 1 }))}
                  className={cn(
                    'min-h-9 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset',
                    active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {tag || t('blog.allTags')}
                </button>
              );
            })}
          </div>
        ) : null}

        <div className="mt-8">
          {data ? (
            data.items.length === 0 ? (
              <div className="rounded-xl bg-white p-10 text-center ring-1 ring-slate-200">
                <Newspaper aria-hidden="true" className="mx-auto size-10 text-slate-400" />
                <h2 className="mt-3 text-lg font-semibold text-slate-950">{t('blog.emptyTitle')}</h2>
                <p className="mt-1 text-slate-600">{filtered ? t('blog.emptyFiltered') : t('blog.emptyUnfiltered')}</p>
              </div>
            ) : (
              <>
                <ul aria-label={t('blog.results')} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {data.items.map((post, index) => (
                    <li key={post.id}>
                      <BlogCard post={post} eager={index < 3} />
                    </li>
                  ))}
                </ul>
                {pages > 1 ? (
                  <nav aria-label={t('blog.pagination')} className="mt-8 flex items-center justify-center gap-4">
                    <Button variant="secondary" disabled={data.page <= 1} onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}>
                      {t('blog.previous')}
                    </Button>
                    <span className="text-sm text-slate-700">{t('blog.pageOf', { page: data.page, pages })}</span>
                    <Button variant="secondary" disabled={data.page >= pages} onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}>
                      {t('blog.next')}
                    </Button>
                  </nav>
                ) : null}
              </>
            )
          ) : query.isError ? (
            <div role="alert" className="rounded-xl bg-white p-10 text-center ring-1 ring-red-200">
              <h2 className="text-lg font-semibold text-slate-950">{t('blog.errorTitle')}</h2>
              <p className="mt-1 text-slate-700">{t('blog.errorBody')}</p>
            </div>
          ) : (
            <p role="status" className="py-16 text-center text-slate-600">
              {t('blog.loading')}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
