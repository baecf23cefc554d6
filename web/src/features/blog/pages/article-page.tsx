import { ArrowLeft, CalendarDays, Clock, SearchX } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useHref, useLocation, useNavigate, useParams } from 'react-router';
import { ARTICLE_IMAGE_SIZES } from '@domain/blog';
import { imageSrcSet } from '@domain/images';
import { splitLanguagePath } from '@domain/language-addresses';
import type { BlogArticle } from '@domain/schemas/blog';
import { buttonStyles } from '@web/components/ui/button';
import { ServerSanitizedHtml } from '@web/components/ui/server-sanitized-html';
import { useInfoTranslation } from '@web/i18n/info';
import { ApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/route-title';
import { blogPostQueryKey, useBlogPost } from '../api/get-blog-post';
import { blogDate } from '../components/blog-date';
import { postSlugIn, useLocalizedPost } from '../components/localized-post';
import { TagList } from '../components/tag-list';

/** The typography of the admin's HTML (headings, paragraphs, lists, links, quotes, pictures, tables). */
const ARTICLE_BODY = cn(
  'mt-8 text-lg leading-relaxed text-slate-800',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-950',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-950',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-950',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-4 [&_code]:text-base',
  '[&_table]:mt-4 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2',
);

const noSubscription = () => () => undefined;

/**
 * True on the server and while the browser hydrates a server-drawn page, false afterwards and in a page the browser
 * draws itself: the server reads the article before drawing, so an article missing there was not found.
 */
function useDrawnOnServer(): boolean {
  const now = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Kept from the first drawing, so the not-found page stays while the browser asks again.
  const [first] = useState(now);
  return first;
}

/** /news/{slug}: one published post, as the admin wrote it (the server's allow-list has cleaned its HTML). */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const drawnOnServer = useDrawnOnServer();
  useOwnSlug(slug, query.data);
  if (query.data) return <Article post={query.data} />;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  if (missing || (drawnOnServer && query.isPending)) return <ArticleNotFound />;
  return query.isError ? <ArticleError /> : <ArticleLoading />;
}

/**
 * Keeps the address on the post's slug in the address's language (docs/decisions/038): the language menu opens
 * /fr/news/<english-slug>, and the page moves to /fr/news/<french-slug> in place, the post already in hand.
 */
function useOwnSlug(slug: string, post: BlogArticle | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The language menu keeps the route and its slug and changes only the prefix: each new address is checked again.
  const { key: addressKey, search, hash } = useLocation();
  // The router's language (its basename), not window.location's: the menu moves the address before the router draws
  // it, and a navigation from a render still under the old prefix would land on /news/<french-slug> in English.
  const language = splitLanguagePath(useHref('/')).language ?? 'en';
  useEffect(() => {
    if (!post) return;
    const own = postSlugIn(post, language);
    if (own === slug) return;
    queryClient.setQueryData(blogPostQueryKey(own), { post });
    void navigate(`/news/${encodeURIComponent(own)}${search}${hash}`, { replace: true });
  }, [addressKey, hash, language, navigate, post, queryClient, search, slug]);
}

function Article({ post }: { post: BlogArticle }) {
  const { t, i18n } = useInfoTranslation();
  const text = useLocalizedPost()(post);
  usePageTitle(text.title.value);
  const picture = post.bannerImageUrl ?? post.featuredImageUrl;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('blog.article.back')}
      </Link>
      <header className="mt-6">
        <TagList tags={text.tags.value} lang={text.tags.lang} />
        <h1 lang={text.title.lang} className="mt-3 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
          {text.title.value}
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.publishedAt}>{t('blog.article.published', { date: blogDate(i18n.resolvedLanguage, post.publishedAt) })}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t('blog.readingTime', { count: post.readingTime })}
          </span>
        </div>
      </header>
      {picture ? (
        // The page's largest picture: fetched at once, with the srcset and sizes the server preloads (seo.service.ts).
        <img
          src={picture}
          srcSet={imageSrcSet(picture)}
          sizes={ARTICLE_IMAGE_SIZES}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      <ServerSanitizedHtml html={text.body.value} lang={text.body.lang} className={ARTICLE_BODY} />
    </article>
  );
}

function ArticleNotFound() {
  const { t } = useInfoTranslation();
  usePageTitle(t('blog.article.notFoundTitle'));
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <p className="mt-4 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-950">{t('blog.article.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('blog.article.notFoundBody')}</p>
      <Link to="/blog" className={buttonStyles({ className: 'mt-8' })}>
        {t('blog.article.browse')}
      </Link>
    </section>
  );
}

function ArticleError() {
  const { t } = useInfoTranslation();
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-950">{t('blog.errorTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('blog.article.errorBody')}</p>
      <Link to="/blog" className={buttonStyles({ className: 'mt-6' })}>
        {t('blog.article.browse')}
      </Link>
    </section>
  );
}

function ArticleLoading() {
  const { t } = useInfoTranslation();
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-600">
      {t('blog.article.loading')}
    </p>
  );
}
