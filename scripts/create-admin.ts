import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/data-dir-lock';
import { ensureAdminAccount } from '../server/modules/auth/admin-account';

const args = z.object({
  email: z.string().trim().email({ message: '--email must be an e-mail address' }),
  password: z.string().min(8, { message: '--password must be at least 8 characters' }).max(128),
  name: z.string().trim().min(1).max(100).optional(),
});

/** npm run create-admin -- --email E --password P [--name N]: creates or promotes an admin account. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  const parsed = args.safeParse(values);
  if (!parsed.success) {
    process.stderr.write(`${parsed.error.issues.map((i) => i.message).join('\n')}\nusage: npm run create-admin -- --email E --password P\n`);
    process.exit(2);
  }
  const config = loadConfig();
  // PGlite allows one process per folder; the running server holds it, so stop it first.
  const release = config.DATABASE_URL ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'pg') });
  try {
    await database.migrate();
    const outcome = await ensureAdminAccount(database.db, parsed.data);
    process.stdout.write(`Admin account ${parsed.data.email.toLowerCase()} ${outcome}.\n`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
