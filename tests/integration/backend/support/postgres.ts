import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The PostgreSQL variants run only when DATABASE_URL is set (scripts/with-postgres.sh sets it). Each test file
// gets its own database on that server, so files running in parallel never see each other's rows.

/** DATABASE_URL as it was when the test process started (tests switch the variable between variants). */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTempDatabase(serverUrl = POSTGRES_URL): Promise<TempDatabase> {
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
