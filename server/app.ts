import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { openChangeBus } from './lib/change-bus';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService } from './modules/account/account.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { AdminService } from './modules/admin/admin.service';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes';
import { blogAdminRoutes } from './modules/blog/blog.admin.routes';
import { BlogAdminService } from './modules/blog/blog.admin.service';
import { blogRoutes } from './modules/blog/blog.routes';
import { BlogService } from './modules/blog/blog.service';
import { AuditService } from './modules/audit/audit.service';
import { accessPlugin } from './modules/auth/access.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { certificationAdminRoutes } from './modules/certifications/certifications.admin.routes';
import { certificationRoutes } from './modules/certifications/certifications.routes';
import { CertificationService } from './modules/certifications/certifications.service';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin.routes';
import { CatalogAdminService } from './modules/catalog/catalog.admin.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { CatalogService } from './modules/catalog/catalog.service';
import { contactAdminRoutes } from './modules/contact/contact.admin.routes';
import { ContactAdminService } from './modules/contact/contact.admin.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { ContactService } from './modules/contact/contact.service';
import { fixedTableRates } from './modules/contact/shipping-rates';
import { contentRoutes } from './modules/content/content.routes';
import { ContentService } from './modules/content/content.service';
import { advertAdminRoutes } from './modules/content/adverts.admin.routes';
import { AdvertAdminService } from './modules/content/adverts.admin.service';
import { featuredAdminRoutes } from './modules/content/featured.admin.routes';
import { FeaturedService } from './modules/content/featured.service';
import { certificateAdminRoutes } from './modules/content/certificates.admin.routes';
import { certificateRoutes } from './modules/content/certificates.routes';
import { CertificateService } from './modules/content/certificates.service';
import { heroImageAdminRoutes } from './modules/content/hero-images.admin.routes';
import { heroImageRoutes } from './modules/content/hero-images.routes';
import { HeroImageService } from './modules/content/hero-images.service';
import { teamAdminRoutes } from './modules/content/team.admin.routes';
import { aboutRoutes } from './modules/content/team.routes';
import { AboutContent, TeamService } from './modules/content/team.service';
import { testimonialAdminRoutes } from './modules/content/testimonials.admin.routes';
import { testimonialRoutes } from './modules/content/testimonials.routes';
import { TestimonialService } from './modules/content/testimonials.service';
import { healthRoutes } from './modules/health/health.routes';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin.routes';
import { NewsletterAdminService } from './modules/newsletter/newsletter.admin.service';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createCouponAttemptGuard } from './modules/coupons/coupon-attempts';
import { couponAdminRoutes } from './modules/coupons/coupons.admin.routes';
import { CouponAdminService } from './modules/coupons/coupons.admin.service';
import { couponRoutes } from './modules/coupons/coupons.routes';
import { CouponService } from './modules/coupons/coupons.service';
import { invoiceLogoReader } from './modules/invoices/invoice-logo';
import { InvoiceService } from './modules/invoices/invoice.service';
import { invoiceRoutes } from './modules/invoices/invoice.routes';
import { OrderSecrets } from './modules/orders/guest-access';
import { OrderLinks } from './modules/orders/order-links';
import { orderAdminRoutes } from './modules/orders/orders.admin.routes';
import { AdminOrderService } from './modules/orders/orders.admin.service';
import { orderRoutes } from './modules/orders/orders.routes';
import { OrderService } from './modules/orders/orders.service';
import { readUnpaidAllowance } from './modules/orders/unpaid-reservation';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import { paymentWebhookRoutes } from './modules/payments/payment-webhook.routes';
import { settleRefund } from './modules/orders/refund-order';
import { captureVerifiedOrders } from './modules/orders/capture-verified';
import { mountSandboxProvider } from './modules/payments/sandbox/mount-sandbox-provider';
import { selectPaymentGateway } from './modules/payments/select-gateway';
import { orderPaymentRoutes } from './modules/orders/order-payments.routes';
import { OrderPaymentService } from './modules/orders/order-payments.service';
import { warnAuthorisationsEndingSoon } from './modules/orders/authorisation-warnings';
import { orderPaymentEffects } from './modules/orders/payment-effects';
import { releaseAbandonedSecondSteps } from './modules/orders/abandoned-payments';
import { runPaymentUpkeep, type UpkeepDone } from './modules/orders/payment-upkeep';
import { quoteAdminRoutes } from './modules/quotes/quotes.admin.routes';
import { AdminQuoteService } from './modules/quotes/quotes.admin.service';
import { quoteRoutes } from './modules/quotes/quotes.routes';
import { QuoteService } from './modules/quotes/quotes.service';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { SeoService } from './modules/seo/seo.service';
import { NotificationEmailService } from './modules/settings/notification-email.service';
import { settingsAdminRoutes } from './modules/settings/settings.admin.routes';
import { SettingsAdminService } from './modules/settings/settings.admin.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { SettingsService } from './modules/settings/settings.service';
import { brandedShell } from './modules/settings/shell-head';
import { DiskUploadStore, uploadsDirOf } from './modules/uploads/disk-upload-store';
import type { UploadStore } from './modules/uploads/upload-store';
import { privateDocumentRoutes } from './modules/uploads/private-documents.routes';
import { PrivateUploadService } from './modules/uploads/private-uploads.service';
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { UploadService } from './modules/uploads/uploads.service';
import { prettyLogStream } from './logging';
import { webDistDir } from './paths';
import { addressCleanupPlugin } from './plugins/address-cleanup';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { loadPageRenderer } from './plugins/page-renderer';
import { spaPlugin } from './plugins/spa';

export interface AppDeps {
  config: Config;
  database: Database;
  /** false in tests that want silence; otherwise pino at LOG_LEVEL. */
  logger?: boolean;
  /** Where log lines go (stdout by default), in config.logFormat; tests read them to check redaction. */
  logStream?: NodeJS.WritableStream;
  /** Where the built storefront lives (dist/web by default). */
  webRoot?: string;
  /** The payment provider; the sandbox (test mode) unless a test or a deployment passes another. */
  paymentGateway?: PaymentGateway;
  /** Where uploads live; files under DATA_DIR/uploads unless a deployment passes another store. */
  uploadStore?: UploadStore;
}

/** Secrets never reach the logs, whatever route or plugin logs a request. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.cardNumber',
  '*.card_number',
  '*.cvc',
  '*.cvv',
  '*.card.number',
  '*.card.cvc',
  'req.headers["idempotency-key"]',
];

const SECRET_QUERY = /([?&](?:token|password|code|card[_-]?number)=)[^&#]*/gi;

/** Query strings can carry one-time tokens (unsubscribe, password reset): their values are not logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * An absolute-form target (`PATCH http://host/api/… HTTP/1.1`) is routed by its path alone, so every hook
 * (origin check, admin guard, redirects, storefront) reads the same `request.url` as for `/api/…`.
 */
export function originFormUrl(url: string | undefined): string {
  if (!url || url.startsWith('/')) return url ?? '/';
  const authority = ABSOLUTE_FORM.exec(url);
  if (!authority) return url;
  const rest = url.slice(authority[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count believes the last n X-Forwarded-For entries (this Fastify
 * reads a bare number as "trust nothing"): right only when every client reaches the shop through the proxies.
 */
export function trustProxyOption(value: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** A client's X-Request-Id is kept only when it is short and plain; anything else gets a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

function loggerOptions(config: Config, enabled: boolean, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
    ...(stream ? { stream } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases orders still awaiting the buyer's second step after an hour (docs/decisions/040); run by the unpaid-order release job. */
    abandonedPayments: () => Promise<string[]>;
    /** One pass of the payments job (payment-upkeep.ts) as of `now`: lost answers retried, ended authorisations retrieved. */
    paymentsPass: (now?: Date) => Promise<UpkeepDone[]>;
  }
}

/** Builds the whole HTTP app without listening: plugins first, then the API, then the storefront. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  webRoot = webDistDir,
  paymentGateway: givenGateway,
  uploadStore = new DiskUploadStore(uploadsDirOf(config.dataDir)),
}: AppDeps): Promise<FastifyInstance> {
  // Colours only when the lines go to a terminal.
  const stream =
    logger && config.logFormat === 'pretty' ? await prettyLogStream(logStream ?? process.stdout, !logStream && Boolean(process.stdout.isTTY)) : logStream;
  const app = Fastify({
    logger: loggerOptions(config, logger, stream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    rewriteUrl: (req: IncomingMessage) => originFormUrl(req.url),
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { stripe: config.paymentProvider.provider === 'stripe' });
  // Answers are compressed as they are sent, so brotli runs at a fast level (the maximum costs tens of ms a page);
  // the built assets are compressed at the maximum once, at build time, and sent as they are.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  // The catalogue is decorated below; a request only reaches this lookup once the app is ready.
  await app.register(addressCleanupPlugin, { productExists: (slug) => app.catalog.catalogue().then((index) => index.bySlug.has(slug), () => false) });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });
  await app.register(accessPlugin, { config, db: database.db });

  // Writes name what they changed on the bus; each topic's handlers below drop the caches built from it, here at once
  // and on every other instance sharing the PostgreSQL server (docs/decisions/025).
  const changes = await openChangeBus(config.DATABASE_URL, app.log);
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);

  const services = {
    catalog: new CatalogService(database.db),
    settings: new SettingsService(database.db),
    content: new ContentService(database.db),
    newsletter: new NewsletterService(database.db, config.publicUrl),
  };

  await app.register(healthRoutes, { database });
  const authService = new AuthService(database.db, app.auth, app.attemptLimits);
  await app.register(authRoutes, { authService, rateLimitMax: config.AUTH_RATE_LIMIT_MAX });
  await app.register(twoFactorRoutes, { twoFactor: new TwoFactorService(app.auth, database.db, app.attemptLimits), required: config.ADMIN_REQUIRE_2FA, rateLimitMax: config.AUTH_RATE_LIMIT_MAX });
  await app.register(accountRoutes, { account: new AccountService(database.db), authService, rateLimitMax: config.AUTH_RATE_LIMIT_MAX });
  await app.register(adminRoutes, { admin: new AdminService(database.db) });
  await app.register(auditAdminRoutes, { audit: new AuditService(database.db) });
  await app.register(settingsRoutes, { settings: services.settings });
  const settingsAdmin = new SettingsAdminService(database.db, () => changes.publish('settings'));
  await app.register(settingsAdminRoutes, { notificationEmail: new NotificationEmailService(database.db), settings: settingsAdmin });
  await app.register(catalogRoutes, { catalog: services.catalog, benchRoutes: config.BENCH_ROUTES });
  // Later product writes (admin) and tests reach the one invalidation hook through here.
  app.decorate('catalog', services.catalog);
  const blog = new BlogService(database.db);
  const seo = new SeoService(database.db, services.catalog, services.settings, config.publicUrl, blog);
  await app.register(seoRoutes, { seo });
  await app.register(blogRoutes, { blog, publicUrl: config.publicUrl, siteName: () => seo.siteName() });
  await app.register(blogAdminRoutes, { blog: new BlogAdminService(database.db, () => changes.publish('blog')) });
  await app.register(contentRoutes, { content: services.content });
  // Tests drop the home page's kept content through here.
  app.decorate('content', services.content);
  // The home page shows products (names, prices, archived or not): every product write refreshes it too.
  services.catalog.onInvalidate(() => services.content.invalidate());
  const contentChanged = () => changes.publish('content');
  await app.register(advertAdminRoutes, { adverts: new AdvertAdminService(database.db, contentChanged) });
  await app.register(featuredAdminRoutes, { featured: new FeaturedService(database.db, contentChanged) });
  // Testimonials (the home page shows the approved ones), team, certificates and hero images (/about, /certifications).
  const testimonials = new TestimonialService(database.db, contentChanged);
  await app.register(testimonialRoutes, { testimonials });
  await app.register(testimonialAdminRoutes, { testimonials });
  const aboutChanged = () => changes.publish('about');
  const heroImages = new HeroImageService(database.db, aboutChanged);
  const certificates = new CertificateService(database.db, aboutChanged);
  const about = new AboutContent(database.db, heroImages, certificates);
  // Products carry certificate documents that /certifications lists.
  services.catalog.onInvalidate(() => certificates.invalidate());
  await app.register(aboutRoutes, { about });
  await app.register(teamAdminRoutes, { team: new TeamService(database.db, aboutChanged) });
  await app.register(certificateRoutes, { certificates });
  await app.register(certificateAdminRoutes, { certificates });
  await app.register(heroImageRoutes, { heroImages });
  await app.register(heroImageAdminRoutes, { heroImages });
  // A product write reaches the catalogue (and through it product pages, the sitemap and, by onInvalidate, the home page).
  const catalogChanged = () => changes.publish('catalog');
  // Orders and cancellations change stock figures only: the catalogue takes them again without rebuilding its index.
  const stockChanged = () => changes.publish('stock');
  const catalogAdmin = new CatalogAdminService(database.db, catalogChanged);
  await app.register(catalogAdminRoutes, { products: catalogAdmin });
  await app.register(newsletterRoutes, { newsletter: services.newsletter });
  await app.register(newsletterAdminRoutes, { newsletter: new NewsletterAdminService(database.db) });
  const orderSecrets = new OrderSecrets(resolveAuthSecret(config.AUTH_SECRET, config.dataDir));
  const orderLinks = new OrderLinks(config.publicUrl, orderSecrets);
  // The payment provider (docs/decisions/040): the sandbox, with its own pages, unless a test or Stripe gives another.
  const paymentGateway: PaymentGateway =
    givenGateway ??
    (await selectPaymentGateway(config, {
      createSandbox: () => mountSandboxProvider(app, { config, db: database.db, companyName: async () => (await services.settings.headDefaults()).companyName }),
    }));
  const paymentEffects = orderPaymentEffects({ links: orderLinks, onStockChanged: stockChanged });
  const orders = new OrderService({
    db: database.db,
    gateway: paymentGateway,
    paymentEffects,
    links: orderLinks,
    onStockChanged: stockChanged,
  });
  const orderPayments = new OrderPaymentService({
    db: database.db,
    gateway: paymentGateway,
    effects: paymentEffects,
    publicUrl: config.publicUrl,
    readOrder: (orderNumber, reader) => orders.findOrder(orderNumber, reader),
  });
  await app.register(orderPaymentRoutes, { gateway: paymentGateway, payments: orderPayments, secrets: orderSecrets });
  // The unpaid-order release job of server/main.ts releases orders whose buyer abandoned the second step.
  app.decorate('abandonedPayments', () => releaseAbandonedSecondSteps({ db: database.db, gateway: paymentGateway, effects: paymentEffects }));
  const refundDeps = { db: database.db, links: orderLinks, gateway: paymentGateway, effects: paymentEffects, now: () => new Date() };
  await app.register(paymentWebhookRoutes, { ...refundDeps, settleRefund: (refundId, outcome) => settleRefund(refundDeps, refundId, outcome) });
  // The payments job of server/main.ts (server/jobs/payments-job.ts) runs these passes.
  app.decorate('paymentsPass', (now?: Date) =>
    runPaymentUpkeep(
      {
        ...refundDeps,
        // The shop is told a day before an authorisation awaiting a certification ends.
        warnEndingSoon: (at) => warnAuthorisationsEndingSoon({ db: database.db, links: orderLinks, now: () => at }),
        onError: (reference, err) => app.log.warn({ err, reference }, 'payments job: left for a later pass'),
      },
      now ?? new Date(),
    ),
  );
  // One coupon-attempt counter for the three routes that take a code.
  const couponAttempts = createCouponAttemptGuard(app);
  await app.register(orderRoutes, { orders, secrets: orderSecrets, secureCookies: config.publicUrl.startsWith('https:'), couponAttempts, orderRateLimitMax: config.ORDER_RATE_LIMIT_MAX, unpaidAllowance: (userId) => readUnpaidAllowance(database.db, userId) });
  // Refunds, captures and voids go through the payment provider (docs/decisions/040).
  const adminOrders = new AdminOrderService({ db: database.db, links: orderLinks, onStockChanged: stockChanged, gateway: paymentGateway, effects: paymentEffects });
  await app.register(orderAdminRoutes, { adminOrders });
  // Customers' documents (certification cards) in the private store, read through their own routes (docs/decisions/029).
  const documents = new PrivateUploadService({ db: database.db, store: uploadStore });
  await app.register(privateDocumentRoutes, { documents });
  const certifications = new CertificationService({
    db: database.db,
    documents,
    publicUrl: config.publicUrl,
    // The EPA hold: card payments authorised while the certification was awaited are captured once it is verified.
    onOrdersVerified: async (orderIds) => {
      await captureVerifiedOrders({ ...refundDeps, onError: (orderId, err) => app.log.warn({ err, orderId }, 'capture after verification refused; the order stays authorised') }, orderIds);
    },
  });
  await app.register(certificationRoutes, { certifications });
  await app.register(certificationAdminRoutes, { certifications, adminOrders });
  await app.register(invoiceRoutes, { invoices: new InvoiceService(database.db, invoiceLogoReader(uploadStore)), orders, secrets: orderSecrets });
  await app.register(couponRoutes, { coupons: new CouponService(database.db), couponAttempts });
  await app.register(couponAdminRoutes, { coupons: new CouponAdminService(database.db) });
  await app.register(quoteRoutes, { quotes: new QuoteService(database.db, config.publicUrl, orders, undefined, stockChanged), secrets: orderSecrets });
  // Send Quote may reserve stock (docs/decisions/032); the release job of server/main.ts gives back what expired quotes hold.
  await app.register(quoteAdminRoutes, { adminQuotes: new AdminQuoteService(database.db, config.publicUrl, undefined, stockChanged) });
  await app.register(uploadsAdminRoutes, { uploads: new UploadService(database.db, uploadStore) });
  await app.register(uploadsRoutes, { store: uploadStore });
  await app.register(contactRoutes, { contact: new ContactService(database.db, config.publicUrl), shippingRates: fixedTableRates });
  await app.register(contactAdminRoutes, { contacts: new ContactAdminService(database.db, config.publicUrl) });

  changes.subscribe('catalog', () => services.catalog.invalidate());
  changes.subscribe('stock', () => services.catalog.stockChanged());
  // A settings save refreshes the public settings, the adverts (they show the free-shipping threshold) and the page heads.
  changes.subscribe('settings', () => {
    services.settings.invalidate();
    services.content.invalidate();
  });
  changes.subscribe('content', () => {
    services.content.invalidate();
    testimonials.invalidate();
  });
  // The home page shows the homepage-hero image, /about its own two, /certifications the certificates; /products, /contact,
  // /blog and /certifications read theirs from the hero images' own kept list.
  changes.subscribe('about', () => {
    heroImages.invalidate();
    about.invalidate();
    certificates.invalidate();
    services.content.invalidate();
  });
  // A post written, published or deleted refreshes the sitemap; the rendered pages follow /api/blog's answers.
  changes.subscribe('blog', () => seo.invalidate());

  // The server build of the storefront sits beside the browser build (dist/ssr next to dist/web).
  const renderPage = await loadPageRenderer(path.join(webRoot, '..', 'ssr', 'entry-server.js'));
  await app.register(spaPlugin, {
    root: webRoot,
    pageFor: (pathname, query) => seo.pageFor(pathname, query),
    renderPage,
    brandShell: async (shell) => brandedShell(shell, await services.settings.headDefaults()),
  });
  return app;
}
