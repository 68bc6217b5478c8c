import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Db;
  readonly driver: DatabaseDriver;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /** Closes connections and, for PGlite, releases the directory lock. */
  close(): Promise<void>;
}
