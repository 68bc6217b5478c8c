import { dataDir, databaseUrl } from '@/lib/config';
import { logger } from '@/lib/log';
import type { DatabaseHandle, Db } from './types';

export type { DatabaseDriver, DatabaseHandle, Db } from './types';

// The process-wide database: PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR.
// Opened lazily, once per process (a globalThis singleton, because `next dev` evaluates modules many times),
// never while `next build` prerenders pages, and warmed in the background at server start (instrumentation.ts)
// so the first form submission does not wait for PGlite's initdb.

export class BuildPhaseError extends Error {
  constructor() {
    super('The database is not available during `next build`; read it at request time (dynamic routes).');
    this.name = 'BuildPhaseError';
  }
}

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

export interface OpenOptions {
  /** PostgreSQL connection string; without it the embedded database under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
}

/** Opens a database without touching the process-wide one (scripts, tests, a second worker). */
export async function openDatabase(
  options: OpenOptions = { databaseUrl: databaseUrl(), dataDir: dataDir() },
): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir);
}

const state = globalThis as typeof globalThis & { __playmindDatabase?: Promise<DatabaseHandle> };

/** The process-wide database handle (driver, ping, close). */
export function getDatabase(): Promise<DatabaseHandle> {
  if (isBuildPhase()) return Promise.reject(new BuildPhaseError());
  if (!state.__playmindDatabase) {
    const opening = openDatabase();
    state.__playmindDatabase = opening;
    // A failed open (lock held, database down) is not cached: the next call tries again.
    opening.catch(() => {
      if (state.__playmindDatabase === opening) state.__playmindDatabase = undefined;
    });
  }
  return state.__playmindDatabase;
}

/** The drizzle instance of the process-wide database. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Starts opening the database without waiting for it; errors are logged, and the next getDb() retries. */
export function warmDb(): void {
  getDatabase().catch((error: unknown) => {
    logger('db').error({ err: error }, 'could not open the database');
  });
}

/** Closes the process-wide database (tests, scripts, a restart); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const opening = state.__playmindDatabase;
  state.__playmindDatabase = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}
