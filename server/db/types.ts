import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The database handle both drivers (PGlite, node-postgres) are used through; also a transaction's `tx`. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
