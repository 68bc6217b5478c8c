import { closeDb, getDatabase } from '@/lib/db/client';
import { stopOutboxWorker } from '@/lib/outbox/worker';
import { emptyDataDir, freshDataDir, type TempDataDir } from './data-dir';
import { setEnv } from './env';
import { createTempDatabase, POSTGRES_URL, type TempDatabase } from './postgres';

// Runs a suite on the process-wide database (getDb(), as the route handlers use it): on PGlite in a fresh
// DATA_DIR, and on its own PostgreSQL database when DATABASE_URL was set for the test run.

export type Driver = 'pglite' | 'postgres';

// The test script runs the suite twice: without DATABASE_URL (PGlite) and under scripts/with-postgres.sh.
export const DRIVERS: Driver[] = POSTGRES_URL ? ['postgres'] : ['pglite'];

export interface SiteUnderTest {
  dataDir: string;
  /** Stops the worker, closes the database and removes what was created. */
  teardown(): Promise<void>;
}

/** Points the site's configuration at a fresh database of `driver` and opens it. */
export async function setUpSite(
  driver: Driver,
  env: Record<string, string | undefined>,
): Promise<SiteUnderTest> {
  let dataDir: TempDataDir;
  let tempDatabase: TempDatabase | undefined;
  if (driver === 'pglite') {
    dataDir = await freshDataDir();
  } else {
    // Mail files still go to DATA_DIR in PostgreSQL mode.
    dataDir = emptyDataDir();
    tempDatabase = await createTempDatabase();
  }
  const restoreEnv = setEnv({ ...env, DATA_DIR: dataDir.path, DATABASE_URL: tempDatabase?.url });
  await getDatabase();
  return {
    dataDir: dataDir.path,
    async teardown() {
      await stopOutboxWorker();
      await closeDb();
      await tempDatabase?.drop();
      dataDir.remove();
      restoreEnv();
    },
  };
}
