import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process';
import { launchChromium } from './chromium';

export interface ShopSuite {
  /** The running shop; read it inside a test or a later hook, not while the describe block is collected. */
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the built shop on a fresh data folder and a headless Chromium for the describe block it is called in,
 * and after its tests closes both and removes the data folder. `env` is added to the server's environment; pass a
 * function to read values that an earlier `beforeAll` of the same block sets up (an SMTP server's URL, say).
 */
export function startShopForSuite(env: Record<string, string> | (() => Record<string, string>) = {}): ShopSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? env() : env);
    browser = await launchChromium();
  });

  afterAll(async () => {
    try {
      await browser?.close();
      await server?.stop();
    } finally {
      if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  return {
    get server() {
      if (!server) throw new Error('The shop server is not started yet: read shop.server inside a test or a later hook.');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not launched yet: read shop.browser inside a test or a later hook.');
      return browser;
    },
  };
}
