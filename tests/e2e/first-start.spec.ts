import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/bench/support';

// The embedded database's first start through the real start path: the production server on an empty data
// directory creates the database (initdb in a short-lived child process, lib/db/pglite.ts), answers, and stays under
// 400 MB resident; a restart on the same data opens it again with what was written.

const RSS_BUDGET_MB = 400;

test('a first start on an empty DATA_DIR creates the database and stays under 400 MB; a restart keeps the data', async () => {
  test.setTimeout(360_000);
  const email = `first-start-${Date.now()}@example.com`;
  const subscribe = (url: string) =>
    fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, locale: 'en' }),
    });

  const first = await startServer(0);
  try {
    // Healthy means the database answered (GET /api/health pings it).
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health.db).toMatchObject({ ok: true, driver: 'pglite' });
    expect(fs.existsSync(path.join(first.dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(first.dataDir).filter((name) => name.includes('initdb'))).toEqual([]);
    expect((await subscribe(first.url)).status).toBe(201);
    expect(first.rssMb(), 'RSS after the first start').toBeLessThan(RSS_BUDGET_MB);
  } finally {
    await first.stop();
  }

  const again = await startServer(0, {}, first.dataDir);
  try {
    expect((await subscribe(again.url)).status).toBe(409);
    expect(again.rssMb(), 'RSS after a restart').toBeLessThan(RSS_BUDGET_MB);
  } finally {
    await again.stop();
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  }
});
