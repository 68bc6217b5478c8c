import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databasePoolMax } from '@/lib/config';
import { logger } from '@/lib/log';
import { migratePostgresDatabase } from './migrate';
import * as schema from './schema';
import type { DatabaseHandle, Db } from './types';

/** Connects to PostgreSQL at `url` and applies pending migrations. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: databasePoolMax(),
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => logger('db').error({ err: error }, 'idle PostgreSQL connection failed'));
  try {
    await migratePostgresDatabase(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db: Db = drizzle({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
