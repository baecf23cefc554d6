import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers; the Content-Security-Policy allows no inline script anywhere. */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Radix set style attributes at run time; no script can be injected through them.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
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

/** The headers helmet sends with every answer, recorded once for answers written before any hook runs. */
async function recordHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, HELMET_OPTIONS);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(transportSecurityHeaders(request));
  });
  app.decorate('securityHeaders', await recordHeaders());
}, { name: 'frigidflow-security-headers' });

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every answer (HSTS aside: it depends on the request), for the bad-URL and bad-request answers (server/plugins/errors.ts). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}
