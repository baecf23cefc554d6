import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../scripts/lib/server-process';

const root = path.resolve(import.meta.dirname, '..');
const hasScript = spawnSync('script', ['--version']).status === 0;

/** Runs the server in a pseudo terminal (util-linux `script`) until its output matches, then stops it by its process group. */
async function outputInTerminal(env: Record<string, string>, until: RegExp): Promise<string> {
  const child = spawn('script', ['-qfec', `${process.execPath} dist/server/main.js`, '/dev/null'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_FORMAT: '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no match within 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (until.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', () => reject(new Error(`server exited:\n${output}`)));
    });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
  return output;
}

describe('start-up log lines', () => {
  const started: RunningServer[] = [];
  afterAll(async () => {
    for (const s of started) {
      await s.stop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });

  it('stays one JSON object a line when the output is not a terminal, with one line naming the address', async () => {
    const server = await startServer({ LOG_LEVEL: 'info', LOG_FORMAT: '' });
    started.push(server);
    await fetch(`${server.url}/api/health`);
    const lines = server.output().split('\n').filter(Boolean);
    const records = lines.map((line) => JSON.parse(line) as { msg?: string; level?: number });
    const addressLines = records.filter((r) => /https?:\/\//.test(r.msg ?? ''));
    expect(addressLines.map((r) => r.msg)).toEqual([`FrigidFlow is ready at ${server.url}`]);
    expect(records.some((r) => r.msg === 'incoming request')).toBe(true);
  });

  it.skipIf(!hasScript && !process.env.CI)('shows readable lines and the address to open in a terminal', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-e2e-'));
    const port = await freePort();
    try {
      const output = await outputInTerminal({ DATA_DIR: dataDir, PORT: String(port), HOST: '0.0.0.0', LOG_LEVEL: 'info' }, /ready at/);
      // eslint-disable-next-line no-control-regex -- colours
      const plain = output.replace(/\u001b\[[\d;]*m/g, '');
      expect(plain).toMatch(new RegExp(`INFO: FrigidFlow is ready at http://localhost:${port}\\r?\\n`));
      expect(plain).not.toMatch(/^\{/m);
      expect(plain.match(/http:\/\//g)).toHaveLength(1);
    } finally {
      // The server takes its data folder's lock; the folder goes once the stopped server has let it go.
      await expect.poll(() => fs.existsSync(path.join(dataDir, 'server.lock')), { timeout: 30_000 }).toBe(false);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
