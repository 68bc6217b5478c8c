import { spawn } from 'node:child_process';
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

/**
 * PGlite's server settings: its own defaults, with 16 MB of shared buffers instead of initdb's 128 MB. The
 * database is small and PGlite reads its files through the operating system's page cache, so the buffers
 * only cost resident memory (about 120 MB of the process's).
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

/** Whether `directory` holds a database cluster (initdb writes PG_VERSION into every one it creates). */
export function isDatabaseDirectory(directory: string): boolean {
  return fs.existsSync(path.join(directory, 'PG_VERSION'));
}

// initdb inside PGlite leaves the process that ran it at ~900 MB resident for the rest of its life (its WASM
// memory only grows), where opening an existing database costs a fraction of that. So a new database is created
// by a short-lived child process; the server then opens it like any other.
const CREATE_DATABASE = `
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.close();
`;

/**
 * Creates the database cluster `directory` in a child process (with its own memory), under a temporary name
 * renamed into place once initdb has finished, so an interrupted first start leaves no half-made database.
 * The caller holds the directory's lock, so no other process opens it meanwhile.
 */
export async function createDatabaseDirectory(directory: string): Promise<void> {
  const staging = `${directory}.initdb-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CREATE_DATABASE, staging], {
      cwd: process.cwd(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => stderr.push(chunk));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !isDatabaseDirectory(staging)) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `Creating the embedded database in ${directory} failed (exit ${code}): ${stderr.join('').trim()}`,
    );
  }
  // A directory without PG_VERSION is no database (an empty folder, a crashed initdb): it is replaced.
  fs.rmSync(directory, { recursive: true, force: true });
  fs.renameSync(staging, directory);
}

/** Opens (creating on first use, ~5 s of initdb in a child process) the embedded database under dataDir and migrates it. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { directory, lockFile } = pglitePaths(dataDir);
  const lock = acquireDirectoryLock(lockFile);
  let client: PGlite | undefined;
  try {
    if (!isDatabaseDirectory(directory)) await createDatabaseDirectory(directory);
    client = await PGlite.create({ dataDir: directory, startParams: [...PGLITE_START_PARAMS] });
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
