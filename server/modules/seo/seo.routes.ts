import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo.service';

/** Crawlers' files: both built from the database and the configured public address, served from memory. */
export const seoRoutes: FastifyPluginAsync<{ seo: SeoService }> = async (app, { seo }) => {
  // Revalidated on every read (it is served from memory): a product added, renamed or archived shows at once.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=0, must-revalidate').send(await seo.sitemapXml()),
  );

  // The numbered parts of a sitemap split past 50,000 URLs (sitemap.xml is then their index).
  app.get('/sitemap-:part', { schema: { hide: true } }, async (request, reply) => {
    const { part } = request.params as { part: string };
    const match = /^([1-9]\d{0,4})\.xml$/.exec(part);
    const xml = match?.[1] ? await seo.sitemapPart(Number(match[1])) : null;
    // Any other address of this shape is the storefront's own not-found page.
    if (xml === null) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=0, must-revalidate').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(seo.robotsTxt()),
  );
};
