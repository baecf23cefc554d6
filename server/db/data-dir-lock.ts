import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes an exclusive lock on the data folder: two processes on one PGlite folder silently lose writes.
 * The lock records the owner's pid, so a lock left by a killed process is taken over at once.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const staging = `${lockFile}.${process.pid}.${attempt}`;
    fs.writeFileSync(staging, String(process.pid));
    try {
      fs.linkSync(staging, lockFile); // atomic: fails when a lock exists
      fs.rmSync(staging);
      return () => {
        if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (err) {
      fs.rmSync(staging, { force: true });
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readPid(lockFile);
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `Another FrigidFlow server (pid ${owner}) is already using the data folder ${dataDir}. ` +
          'Stop it first, or start this one with a different DATA_DIR.',
      );
    }
    const stale = `${lockFile}.stale.${process.pid}`;
    try {
      fs.renameSync(lockFile, stale);
      fs.rmSync(stale, { force: true });
    } catch {
      // another starter took the stale lock away first; try again
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}; another server is starting there.`);
}
