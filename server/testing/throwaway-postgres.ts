import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/lib/server-process';

/** The PostgreSQL programs a throwaway cluster needs, and how to run them here. */
interface Toolkit {
  bin: string;
  /** Prefix of every command: initdb and postgres refuse to run as root, so root runs them as `postgres`. */
  runAs: string[];
  owner: { uid: number; gid: number } | null;
}

const PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];

function binFolders(): string[] {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian)
    ? fs
        .readdirSync(debian)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debian, version, 'bin'))
    : [];
  return [...versions, ...fromPath];
}

const idOf = (flag: '-u' | '-g', user: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());

/** Where initdb, pg_ctl and postgres are and who may run them; a reason when a cluster cannot be made here. */
export function findPostgresToolkit(): Toolkit | { missing: string } {
  const bin = binFolders().find((folder) => PROGRAMS.every((program) => fs.existsSync(path.join(folder, program))));
  if (!bin) return { missing: `no folder holds ${PROGRAMS.join(', ')} (looked in /usr/lib/postgresql/*/bin and PATH)` };
  if (process.getuid?.() !== 0) return { bin, runAs: [], owner: null };
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((file) => fs.existsSync(file));
  if (!runuser) return { missing: 'running as root without runuser, and initdb refuses root' };
  try {
    return { bin, runAs: [runuser, '-u', 'postgres', '--'], owner: { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres') } };
  } catch {
    return { missing: 'running as root with no postgres user to run initdb as' };
  }
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the cluster (if running) and removes its folder. */
  destroy(): void;
  /** The server's log, for a failing test's message. */
  log(): string;
}

/** A PostgreSQL cluster of its own: initdb in a temporary folder, a free port, trust auth on 127.0.0.1 only, one database. */
export async function startThrowawayPostgres(toolkit: Toolkit, database = 'shop'): Promise<ThrowawayPostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  if (toolkit.owner) fs.chownSync(folder, toolkit.owner.uid, toolkit.owner.gid);
  const run = (program: string, args: string[]) => {
    const [command = '', ...rest] = [...toolkit.runAs, path.join(toolkit.bin, program), ...args];
    // Run from the cluster's folder: the postgres user may not enter the caller's working directory.
    const result = spawnSync(command, rest, { cwd: folder, encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}\n${readLog()}`);
  };
  const readLog = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // Small and fast: nothing here needs to survive a crash of the machine.
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [`port = ${port}`, "listen_addresses = '127.0.0.1'", "unix_socket_directories = ''", 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off', 'max_connections = 40', 'shared_buffers = 16MB', ''].join('\n'),
  );
  const start = () => run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    start,
    stop,
    log: readLog,
    destroy: () => {
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        try {
          stop('immediate');
        } catch {
          // already stopped
        }
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
