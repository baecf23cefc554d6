import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** Flags that keep Chromium quiet on a machine with no outside network, and let it run as root. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, then the usual locations; as root on Debian with none found, installs the `chromium` package. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  const found = CANDIDATES.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/etc/debian_version')) {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('No Chromium found: set CHROME_PATH or install the chromium package.');
}

/** Playwright gives each launch a new empty profile of its own. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_FLAGS });
}
