import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_CARD_IMAGE_SIZES } from '@domain/blog';
import { imageSrcSet } from '@domain/images';
import type { BlogCard as BlogCardData } from '@domain/schemas/blog';
import { useInfoTranslation } from '@web/i18n/info';
import { blogDate } from './blog-date';
import { postSlugIn, useLocalizedPost } from './localized-post';
import { TagList } from './tag-list';

/** A card of /blog (back-office spec §2): picture, tags, title, excerpt, date, reading time and Read More. */
export function BlogCard({ post, eager = false }: { post: BlogCardData; eager?: boolean }) {
  const { t, i18n } = useInfoTranslation();
  const text = useLocalizedPost()(post);
  const href = `/news/${encodeURIComponent(postSlugIn(post, i18n.resolvedLanguage ?? 'en'))}`;
  const picture = post.bannerImageUrl ?? post.featuredImageUrl;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {picture ? (
        // The browser's own lazy loading: no script of the shop's shared chunks is needed to draw a card.
        <img
          src={picture}
          srcSet={imageSrcSet(picture)}
          sizes={BLOG_CARD_IMAGE_SIZES}
          alt=""
          width={1200}
          height={675}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <TagList tags={text.tags.value} lang={text.tags.lang} />
        <h2 className="mt-3 text-xl font-semibold text-slate-950">
          <Link to={href} lang={text.title.lang} className="hover:text-brand-800 hover:underline">
            {text.title.value}
          </Link>
        </h2>
        <p lang={text.excerpt.lang} className="mt-2 flex-1 text-slate-700">
          {text.excerpt.value}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.publishedAt}>{blogDate(i18n.resolvedLanguage, post.publishedAt)}</time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {t('blog.readingTime', { count: post.readingTime })}
          </span>
        </div>
        <Link to={href} aria-label={t('blog.readMoreAbout', { title: text.title.value })} className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-brand-800 hover:underline">
          {t('blog.readMore')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
