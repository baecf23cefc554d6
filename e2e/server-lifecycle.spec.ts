import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type RunningServer } from '../scripts/lib/server-process';

const root = path.resolve(import.meta.dirname, '..');

function runToExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], { env: { ...process.env, DATABASE_URL: '', ...env } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('server process on the embedded database', () => {
  const started: RunningServer[] = [];
  afterAll(async () => {
    for (const s of started) await s.stop('SIGKILL');
    if (started[0]) fs.rmSync(started[0].dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const first = await startServer();
    started.push(first);
    const second = await runToExit({ DATA_DIR: first.dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/Another FrigidFlow server \(pid \d+\) is already using the data folder/);
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
  });

  it('opens the same data again after the server was killed with SIGKILL', async () => {
    const first = started[0]!;
    const before = (await (await fetch(`${first.url}/api/products`)).json()) as { products: { id: string }[] };
    await first.stop('SIGKILL');
    const again = await startServer({}, first.dataDir);
    started.push(again);
    const after = (await (await fetch(`${again.url}/api/products`)).json()) as { products: { id: string }[] };
    expect(after.products.map((p) => p.id)).toEqual(before.products.map((p) => p.id));
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const server = started[started.length - 1]!;
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, 'server.lock'))).toBe(false);
  });
});
