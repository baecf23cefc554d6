import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_FEED_PATHS } from '@domain/blog';
import { BLOG_MESSAGES, blogArticleResponse, blogListQuery, blogListResponse, blogSlugParams } from '@domain/schemas/blog';
import { apiErrorSchema } from '@domain/schemas/error';
import { notFound } from '../../errors';
import { blogFeedXml, FEED_SIZE } from './blog-feed';
import type { BlogService } from './blog.service';

export interface BlogRoutesOptions {
  blog: BlogService;
  publicUrl: string;
  /** The shop's name as the settings give it (for the feed's title). */
  siteName: () => Promise<string>;
}

/** Industry News for visitors: published posts only (back-office spec §4), and the RSS feed of each language. */
export const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blog, publicUrl, siteName }) => {
  app.get(
    '/api/blog',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Published posts, newest first; search over title, excerpt and text; one tag; with every tag for the filter',
        querystring: blogListQuery,
        response: { 200: blogListResponse, 400: apiErrorSchema },
      },
    },
    async (request) => blog.list(request.query),
  );

  app.get(
    '/api/blog/:slug',
    {
      schema: {
        tags: ['storefront'],
        summary: 'One published post by its slug (body sanitised); 404 for an unknown or unpublished slug',
        params: blogSlugParams,
        response: { 200: blogArticleResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const post = await blog.article(request.params.slug);
      if (!post) throw notFound(BLOG_MESSAGES.notFound);
      return { post };
    },
  );

  // One feed per language, beside its /blog: /blog/feed.xml, /fr/blog/feed.xml, /es/blog/feed.xml (docs/decisions/039).
  for (const { language, path } of BLOG_FEED_PATHS) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      const [posts, name] = await Promise.all([blog.latest(FEED_SIZE), siteName()]);
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(blogFeedXml(posts, publicUrl, name, language));
    });
  }
};
