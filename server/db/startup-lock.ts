
/** The advisory lock key every FrigidFlow instance takes while it migrates and seeds ("FFstart" in ASCII). */
export const STARTUP_LOCK_KEY = 0x464673746172;

/**
 * Runs the start's schema and data preparation in one instance at a time: instances started together on a new
 * PostgreSQL database would otherwise both create the tables (one fails) or both seed the demo catalogue. A session
 * advisory lock on a connection of its own, so a process that dies mid-way frees it with its connection. The embedded
 * database has one process by construction (the data-folder lock).
 */
export async function oneInstanceAtATime<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, application_name: 'frigidflow-start' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
