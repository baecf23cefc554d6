/**
 * The contract between the server and the storefront's server build (web/src/app/entry-server.tsx,
 * loaded by server/plugins/page-renderer.ts): what one page request carries, and what comes back.
 */
export interface PageRequest {
  /** Path and query, as requested. */
  url: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  /** Reads one of the shop's own API answers (GET) as the browser would get it. */
  readJson(url: string): Promise<{ status: number; body: unknown }>;
}

/** A page rendered to HTML: the markup of #root, its language, and the JSON of the API answers it was drawn from. */
export interface RenderedPage {
  html: string;
  language: string;
  state: string;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;
