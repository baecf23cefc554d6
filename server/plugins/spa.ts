import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';

export interface SpaOptions {
  /** The Vite build output; when it holds no index.html only the API is served. */
  root: string;
}

const YEAR = 60 * 60 * 24 * 365;

/** Serves the built storefront: hashed assets cached for a year, the HTML shell never cached, client routes fall back to it. */
export const spaPlugin = fp(async (app: FastifyInstance, { root }: SpaOptions) => {
  const indexFile = path.join(root, 'index.html');
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  if (shell) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // Folders are not pages: answer them like any missing file instead of 403.
      allowedPath: (pathName) => !pathName.endsWith('/') && path.extname(pathName) !== '',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600');
      },
    });
  }

  const sendShell = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(shell);

  app.decorate('sendSpaShell', sendShell);
  if (shell) app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/') &&
      shell !== null;
    if (isPage) return sendShell(reply.code(200));
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaShell(reply: FastifyReply): FastifyReply;
  }
}
