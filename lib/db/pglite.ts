import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { acquireDirectoryLock } from './lock';
import { migratePgliteDatabase } from './migrate';
import * as schema from './schema';
import type { DatabaseHandle, Db } from './types';

/** Where the embedded database lives inside DATA_DIR, and the lock that guards it. */
export function pglitePaths(dataDir: string): { directory: string; lockFile: string } {
  const root = path.resolve(dataDir);
  return { directory: path.join(root, 'db'), lockFile: path.join(root, 'db.lock') };
}

/** Opens (creating on first use, ~5 s of initdb) the embedded database under dataDir and migrates it. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { directory, lockFile } = pglitePaths(dataDir);
  const lock = acquireDirectoryLock(lockFile);
  let client: PGlite | undefined;
  try {
    fs.mkdirSync(directory, { recursive: true });
    client = await PGlite.create({ dataDir: directory });
    await migratePgliteDatabase(client);
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
  const pglite = client;
  const db: Db = drizzle({ client: pglite, schema });
  return {
    db,
    driver: 'pglite',
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
}
