import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';

/** How a page address is answered: a permanent redirect, or the shell with page-specific head tags and status. */
export type ShellPageAnswer = { redirect: string } | { status: number; head: string };

export interface SpaOptions {
  /** The Vite build output; when it holds no index.html only the API is served. */
  root: string;
  /** Head tags for pages that have their own (catalogue, products); null keeps the shell's default head. */
  pageFor?: (pathname: string, query: URLSearchParams) => Promise<ShellPageAnswer | null>;
}

/** The built shell's own <title> and description, replaced when a page brings its head. */
const DEFAULT_HEAD_TAGS = /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+name="description"[\s\S]*?\/?>/g;

/** The shell with `head` in place of its default title and description. */
export function shellWithHead(shell: string, head: string): string {
  return shell.replace(DEFAULT_HEAD_TAGS, '').replace('</head>', `    ${head}\n  </head>`);
}

const YEAR = 60 * 60 * 24 * 365;

/** Serves the built storefront: hashed assets cached for a year, the HTML shell never cached, client routes fall back to it. */
export const spaPlugin = fp(async (app: FastifyInstance, { root, pageFor }: SpaOptions) => {
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

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const answer = pageFor ? await pageFor(pathname, new URLSearchParams(search)) : null;
    if (answer && 'redirect' in answer) return reply.redirect(answer.redirect, 301);
    if (!shell) throw notFound(`No route for ${request.method} ${pathname}`);
    if (!answer) return sendShell(reply.code(200));
    return reply.code(answer.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(shellWithHead(shell, answer.head));
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (isPage) return answerPage(request, reply);
    throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaShell(reply: FastifyReply): FastifyReply;
  }
}
