import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../errors';
import { escapeHtml } from '../lib/escape-html';

/** Storefront pages whose code and data the shell can start loading before the app asks for them. */
export type PageModule = 'catalogue' | 'product' | 'wholesale';

/** What a page will need at once: its lazily loaded module and the API answers it reads first. */
export interface PagePreload {
  module: PageModule;
  data: string[];
}

/** How a page address is answered: a permanent redirect, or the shell with page-specific head tags and status. */
export type ShellPageAnswer = { redirect: string } | { status: number; head: string; preload?: PagePreload };

/** The source of each page module, as the Vite manifest names it. */
const PAGE_SOURCES: Record<PageModule, string> = {
  catalogue: 'src/features/catalog/pages/products-page.tsx',
  product: 'src/features/catalog/pages/product-detail-page.tsx',
  wholesale: 'src/features/wholesale/pages/freon-wholesale-page.tsx',
};

type Manifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(root: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** A module's chunk and the chunks it imports, minus what the shell already loads. */
function moduleFiles(manifest: Manifest, key: string, shell: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const own = shell.includes(`/${entry.file}"`) ? [] : [`/${entry.file}`];
  return [...own, ...(entry.imports ?? []).flatMap((next) => moduleFiles(manifest, next, shell, seen))];
}

/** Link tags that start a page's chunk and first API read in parallel with the main script, not after it. */
export function preloadTags(preload: PagePreload, manifest: Manifest | null, shell: string): string {
  const modules = manifest ? moduleFiles(manifest, PAGE_SOURCES[preload.module], shell) : [];
  return [
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`),
    ...preload.data.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`),
  ].join('\n    ');
}

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
  const manifest = readManifest(root);

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
    const head = answer.preload ? `${answer.head}\n    ${preloadTags(answer.preload, manifest, shell)}` : answer.head;
    return reply.code(answer.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(shellWithHead(shell, head));
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
