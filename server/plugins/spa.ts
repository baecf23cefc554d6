import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RenderPage } from '@domain/page-rendering';
import { notFound } from '../errors';
import { escapeHtml } from '../lib/escape-html';
import { PageCache, shellWithInlineStyles, shellWithPage } from './page-renderer';

/** The answer to an address with no route; the address itself is never echoed (a client may have sent kilobytes of it). */
export const NO_ROUTE_MESSAGE = 'There is nothing at this address.';

/** Storefront pages whose code and data the shell can start loading before the app asks for them. */
export type PageModule = 'catalogue' | 'product' | 'wholesale';

/** What a page will need at once: its lazily loaded module and the API answers it reads first. */
export interface PagePreload {
  module: PageModule;
  data: string[];
}

/**
 * How a page address is answered: a permanent redirect, or the shell with page-specific head tags and status
 * (in place of the shell's title and description, or beside them with keepDefaultHead).
 */
export type ShellPageAnswer =
  | { redirect: string }
  | { status: number; head: string; preload?: PagePreload; keepDefaultHead?: boolean; /** the address's language, for <html lang> of a page the browser draws */ language?: string };

/** The source of each page module, as the Vite manifest names it. */
const PAGE_SOURCES: Record<PageModule, string> = {
  catalogue: 'src/features/catalog/pages/products-page.tsx',
  product: 'src/features/catalog/pages/product-detail-page.tsx',
  wholesale: 'src/features/wholesale/pages/freon-wholesale-page.tsx',
};

/** The build module of en.json's page texts (vite.config.ts). */
const ENGLISH_PAGE_TEXTS = '../english-texts-pages';

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
  // The pages' English texts (web/src/i18n/text-parts.ts) come too: the page renders only once they are in.
  const modules = manifest ? [PAGE_SOURCES[preload.module], ENGLISH_PAGE_TEXTS].flatMap((key) => moduleFiles(manifest, key, shell)) : [];
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
  /** Renders public pages to HTML on the server (see page-renderer.ts); without it the browser draws every page. */
  renderPage?: RenderPage | null;
  /** The shell with the shop's favicon and default head (settings); the built shell as it is without it. */
  brandShell?: (shell: string) => Promise<string>;
}

/** The built shell's own <title> and description, replaced when a page brings its head. */
const DEFAULT_HEAD_TAGS = /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+name="description"[\s\S]*?\/?>/g;

/** The shell with `head` in place of its default title and description, and <html lang> the page's language when given. */
export function shellWithHead(shell: string, head: string, keepDefaultHead = false, language?: string): string {
  // A function, so a "$&" or "$$" in a product's name or description is written as it is.
  const html = (keepDefaultHead ? shell : shell.replace(DEFAULT_HEAD_TAGS, '')).replace('</head>', () => `    ${head}\n  </head>`);
  return language && /^[a-z]{2}$/.test(language) ? html.replace(/<html lang="[^"]*">/, `<html lang="${language}">`) : html;
}

const YEAR = 60 * 60 * 24 * 365;

/** Addresses answered by the API, the built assets or the upload store: a miss there is a 404, never the storefront. */
const NOT_PAGES = /^\/(?:api|assets)\/|^\/uploads(?:[/?#]|$)/;

/** Longest file name (bytes) the file systems we run on allow; a longer path segment cannot name a file. */
const NAME_MAX = 255;

/**
 * An address no built file can have: a NUL, or a segment too long for a file name. The static files' route would
 * answer 403 (the file system refuses the name); it is simply not there.
 */
export function cannotBeAFile(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return decoded.includes('\0') || decoded.split('/').some((segment) => Buffer.byteLength(segment) > NAME_MAX);
}

/** Serves the built storefront: hashed assets cached for a year, the HTML shell never cached, client routes fall back to it. */
export const spaPlugin = fp(async (app: FastifyInstance, { root, pageFor, renderPage, brandShell }: SpaOptions) => {
  const indexFile = path.join(root, 'index.html');
  const shell = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const currentShell = async (built: string) => (brandShell ? brandShell(built) : built);
  const manifest = readManifest(root);
  const pages = renderPage ? new PageCache(renderPage) : null;

  if (shell) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      // scripts/build.ts writes .br and .gz beside each asset.
      preCompressed: true,
      // Folders are not pages: answer them like any missing file instead of 403.
      allowedPath: (pathName) => !pathName.endsWith('/') && path.extname(pathName) !== '',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600');
      },
    });
  }

  // Such an address goes where any missing file goes: the error shape under /api/ and /assets/, the page otherwise.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '/*' || !cannotBeAFile(request.url)) return;
    reply.callNotFound();
    return reply;
  });

  // Built assets never change while the server runs (their names carry their hash).
  const assets = new Map<string, string | null>();
  const readAsset = (href: string): string | null => {
    if (!assets.has(href)) {
      try {
        assets.set(href, fs.readFileSync(path.join(root, href), 'utf8'));
      } catch {
        assets.set(href, null);
      }
    }
    return assets.get(href) ?? null;
  };
  const sendHtml = (reply: FastifyReply, html: string | null) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  const sendShell = async (reply: FastifyReply) => sendHtml(reply, shell ? await currentShell(shell) : null);

  /** The page drawn on the server when it is one of the public pages; the page as the browser would draw it otherwise. */
  const withRenderedPage = async (request: FastifyRequest, reply: FastifyReply, html: string): Promise<string> => {
    if (!pages) return html;
    try {
      const page = await pages.renderPage({
        url: request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
        readJson: async (url) => {
          const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
          return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
        },
      });
      if (!page) return html;
      reply.header('Vary', 'Cookie, Accept-Language');
      return shellWithPage(shellWithInlineStyles(html, readAsset), page);
    } catch (error) {
      // The browser can still draw the page: a rendering fault costs speed, never the page.
      request.log.error({ err: error }, 'server rendering failed; sending the page for the browser to draw');
      return html;
    }
  };

  app.decorate('sendSpaShell', sendShell);

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const answer = pageFor ? await pageFor(pathname, new URLSearchParams(search)) : null;
    if (answer && 'redirect' in answer) return reply.redirect(answer.redirect, 301);
    if (!shell) throw notFound(NO_ROUTE_MESSAGE);
    // A page with no head of its own is drawn in the browser; the home page is always drawn here.
    if (!answer) return pathname === '/' ? sendHtml(reply, await withRenderedPage(request, reply, await currentShell(shell))) : sendShell(reply.code(200));
    const head = answer.preload ? `${answer.head}\n    ${preloadTags(answer.preload, manifest, shell)}` : answer.head;
    return sendHtml(reply.code(answer.status), await withRenderedPage(request, reply, shellWithHead(await currentShell(shell), head, answer.keepDefaultHead, answer.language)));
  };
  if (shell) app.get('/', { schema: { hide: true } }, answerPage);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(request.url);
    if (isPage) return answerPage(request, reply);
    throw notFound(NO_ROUTE_MESSAGE);
  });
}, { name: 'frigidflow-spa' });

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaShell(reply: FastifyReply): Promise<FastifyReply>;
  }
}
