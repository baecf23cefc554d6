import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo.service';

/** Crawlers' files: both built from the database and the configured public address, served from memory. */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  // Revalidated on every read (it is served from memory): a product added, renamed or archived shows at once.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=0, must-revalidate').send(await seo.sitemapXml()),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(seo.robotsTxt()),
  );
};
