import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Stripe's script, its fields' frames, its 3-D Secure frames and its API, allowed only when Stripe is on (docs/decisions/040). */
export const STRIPE_CSP_SOURCES = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

export interface SecurityHeadersOptions {
  /** The payment provider is Stripe: its browser library may load and talk to Stripe. */
  stripe?: boolean;
}

/** Security headers; the Content-Security-Policy allows no inline script anywhere. */
function helmetOptions({ stripe = false }: SecurityHeadersOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_CSP_SOURCES.scriptSrc : [])],
        // frame-src falls back to default-src when absent: named only to add Stripe's frames to our own.
        ...(stripe ? { frameSrc: ["'self'", ...STRIPE_CSP_SOURCES.frameSrc] } : {}),
        // React and Radix set style attributes at run time; no script can be injected through them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? STRIPE_CSP_SOURCES.connectSrc : [])],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    // Sent per request below: only an answer the browser got over HTTPS may pin the host to HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The headers helmet sends with every answer, recorded once for answers written before any hook runs. */
async function recordHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(Object.entries(res.headers).filter(([name, value]) => !skip.has(name) && typeof value === 'string')) as Record<string, string>;
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

/**
 * HSTS only for a request that came over HTTPS as the server sees it: its own TLS, or a trusted proxy's
 * X-Forwarded-Proto (TRUST_PROXY); over plain HTTP browsers ignore it and it only misleads.
 */
export function transportSecurityHeaders(request: FastifyRequest): Record<string, string> {
  return request.protocol === 'https' ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {};
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const helmetSettings = helmetOptions(options);
  await app.register(helmet, helmetSettings);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(transportSecurityHeaders(request));
  });
  app.decorate('securityHeaders', await recordHeaders(helmetSettings));
}, { name: 'frigidflow-security-headers' });

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every answer (HSTS aside: it depends on the request), for the bad-URL and bad-request answers (server/plugins/errors.ts). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}
