import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { backoffCeiling } from '@/lib/outbox/backoff';
import { deliveriesSettled, submit } from '@/lib/outbox/deliver';
import {
  claimDue,
  enqueue,
  findById,
  listOutbox,
  payloadOf,
  requeueFailed,
  settle,
} from '@/lib/outbox/store';
import { OutboxWorker } from '@/lib/outbox/worker';
// The contact form's operation: rows of kind 'contact' go to the creative API over HTTP (CREATIVE_API_URL).
import '@/lib/contact/outbox';
import { freshDataDir, type TempDataDir } from '../../integration/backend/support/data-dir';
import { FAST_OUTBOX, setEnv } from '../../integration/backend/support/env';
import {
  createTempDatabase,
  POSTGRES_URL,
  type TempDatabase,
} from '../../integration/backend/support/postgres';
import { healthy, startFakeUpstream, type FakeUpstream } from '../../integration/backend/support/upstream';
import { waitFor } from '../../integration/backend/support/wait';

// The outbox against a real database (PGlite; PostgreSQL instead when DATABASE_URL is set, as the test script
// runs it a second time) and a real HTTP upstream on loopback: idempotency, retries with backoff, failed rows
// kept, leases, SKIP LOCKED.

const variants = [{ driver: POSTGRES_URL ? 'postgres' : 'pglite' }];

describe.each(variants)('outbox on $driver', ({ driver }) => {
  let handle: DatabaseHandle;
  let upstream: FakeUpstream;
  let dataDir: TempDataDir | undefined;
  let tempDatabase: TempDatabase | undefined;
  let restoreEnv: () => void;
  const workers: OutboxWorker[] = [];

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    restoreEnv = setEnv({ ...FAST_OUTBOX, CREATIVE_API_URL: upstream.url, OUTBOX_MAX_ATTEMPTS: '4' });
    if (driver === 'pglite') {
      dataDir = await freshDataDir();
      handle = await openDatabase({ dataDir: dataDir.path });
    } else {
      tempDatabase = await createTempDatabase();
      handle = await openDatabase({ databaseUrl: tempDatabase.url, dataDir: 'unused' });
    }
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await deliveriesSettled();
    upstream.behave(healthy);
  });

  afterAll(async () => {
    await handle?.close();
    await upstream?.close();
    await tempDatabase?.drop();
    dataDir?.remove();
    restoreEnv?.();
  });

  function startWorker(database = handle): OutboxWorker {
    const worker = new OutboxWorker(async () => database.db, { concurrency: 4 });
    workers.push(worker);
    worker.start();
    return worker;
  }

  const requestsFor = (key: string) => upstream.requests.filter((r) => r.headers['idempotency-key'] === key);

  it('stores the submission, delivers it with Idempotency-Key, and a repeated key delivers nothing more', async () => {
    const key = randomUUID();
    const first = await submit(handle.db, { kind: 'contact', idempotencyKey: key, payload: { n: 1 } });
    expect(first.created).toBe(true);
    expect(first.delivery?.outcome).toBe('delivered');
    const request = requestsFor(key)[0];
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/contact');
    expect(request.headers.accept).toContain('application/json');
    expect(request.body).toEqual({ n: 1 });

    const again = await submit(handle.db, { kind: 'contact', idempotencyKey: key, payload: { n: 2 } });
    expect(again.created).toBe(false);
    expect(again.row.id).toBe(first.row.id);
    expect(payloadOf(again.row)).toEqual({ n: 1 });
    expect(requestsFor(key)).toHaveLength(1);
    expect((await findById(handle.db, first.row.id))?.status).toBe('delivered');
  });

  it('retries 503s and timeouts with growing, jittered delays until the upstream recovers', async () => {
    const key = randomUUID();
    let calls = 0;
    upstream.behave((request) => {
      if (request.headers['idempotency-key'] !== key) return healthy();
      calls++;
      if (calls <= 2) return { status: 503 };
      if (calls === 3) return 'hang';
      return healthy();
    });
    const result = await submit(handle.db, { kind: 'contact', idempotencyKey: key, payload: { n: 3 } });
    expect(result.delivery?.outcome).toBe('retry');
    const queued = await findById(handle.db, result.row.id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(queued!.updatedAt.getTime());

    startWorker();
    const delivered = await waitFor(async () => {
      const row = await findById(handle.db, result.row.id);
      return row?.status === 'delivered' ? row : undefined;
    }, 'delivery after recovery');
    expect(delivered.attempts).toBe(4);
    expect(delivered.lastError).toBeNull();

    // Each retry waited at least half its backoff ceiling after the previous attempt ended.
    const times = upstream.requests.filter((r) => r.headers['idempotency-key'] === key).map((r) => r.at);
    expect(times).toHaveLength(4);
    const timeoutMs = Number(FAST_OUTBOX.UPSTREAM_TIMEOUT_MS);
    const base = {
      baseMs: Number(FAST_OUTBOX.OUTBOX_RETRY_BASE_MS),
      maxMs: Number(FAST_OUTBOX.OUTBOX_RETRY_MAX_MS),
    };
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(backoffCeiling(1, base) / 2);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(backoffCeiling(2, base) / 2);
    expect(times[3] - times[2]).toBeGreaterThanOrEqual(timeoutMs + backoffCeiling(3, base) / 2);
    expect(upstream.stored.get(key)?.acceptedCount).toBe(1);
  });

  it('keeps a row that keeps failing, lists it as failed, and delivers it once retried', async () => {
    const key = randomUUID();
    upstream.behave(() => ({ status: 500 }));
    const result = await submit(handle.db, { kind: 'contact', idempotencyKey: key, payload: { n: 4 } });
    startWorker();
    await waitFor(
      async () => (await findById(handle.db, result.row.id))?.status === 'failed',
      'the row to fail',
    );
    expect(requestsFor(key)).toHaveLength(4); // OUTBOX_MAX_ATTEMPTS
    const listed = await listOutbox(handle.db);
    expect(listed.map((row) => row.id)).toContain(result.row.id);
    expect(listed.find((row) => row.id === result.row.id)).toMatchObject({
      status: 'failed',
      lastError: 'HTTP 500',
    });

    upstream.behave(healthy);
    expect(await requeueFailed(handle.db, [result.row.id])).toBe(1);
    await waitFor(
      async () => (await findById(handle.db, result.row.id))?.status === 'delivered',
      'redelivery',
    );
    expect(upstream.stored.get(key)?.acceptedCount).toBe(1);
  });

  it('marks a row refused with a 4xx as failed at once, without retrying', async () => {
    const key = randomUUID();
    upstream.behave(() => ({ status: 422, body: { error: 'bad' } }));
    const result = await submit(handle.db, { kind: 'contact', idempotencyKey: key, payload: { n: 5 } });
    expect(result.delivery?.outcome).toBe('failed');
    expect(await findById(handle.db, result.row.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      responseStatus: 422,
      responseBody: { error: 'bad' },
    });
  });

  it('lets another worker take over a row whose worker died, and ignores the dead worker afterwards', async () => {
    const key = randomUUID();
    // Claimed for 300 ms by a "worker" that never reports back.
    const { row } = await enqueue(
      handle.db,
      { kind: 'contact', idempotencyKey: key, payload: { n: 6 } },
      { claimForMs: 300 },
    );
    startWorker();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requestsFor(key)).toHaveLength(0); // the lease still holds
    await waitFor(async () => (await findById(handle.db, row.id))?.status === 'delivered', 'takeover');
    expect(requestsFor(key)).toHaveLength(1);
    // The dead worker's late report does not overwrite the result.
    expect(await settle(handle.db, row, { outcome: 'failed', error: 'late' })).toBe(false);
    expect((await findById(handle.db, row.id))?.status).toBe('delivered');
  });

  it('never delivers a row twice when two workers claim concurrently', async () => {
    upstream.behave(() => ({ status: 201, body: { ok: true }, delayMs: 15 }));
    // What is tested is the claim: a request that times out is sent again by design (at-least-once), so the
    // timeout here is far longer than a busy machine can stall the 15 ms answer.
    const restoreTimeout = setEnv({ UPSTREAM_TIMEOUT_MS: '10000' });
    onTestFinished(restoreTimeout);
    const keys = Array.from({ length: 60 }, () => randomUUID());
    for (const key of keys)
      await enqueue(handle.db, { kind: 'contact', idempotencyKey: key, payload: { key } });

    // On PostgreSQL the second worker has its own connection pool, as a second instance would.
    const second =
      driver === 'postgres'
        ? await openDatabase({ databaseUrl: tempDatabase!.url, dataDir: 'unused' })
        : handle;
    try {
      const a = startWorker();
      const b = startWorker(second);
      await waitFor(async () => {
        const rows = await handle.db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys));
        return rows.every((row) => row.status === 'delivered');
      }, 'all rows delivered');
      await Promise.all([a.stop(), b.stop()]);
      for (const key of keys) expect(requestsFor(key)).toHaveLength(1);
      expect(a.claimed + b.claimed).toBe(keys.length);
      expect(a.claimed).toBeGreaterThan(0);
      expect(b.claimed).toBeGreaterThan(0);
    } finally {
      if (second !== handle) await second.close();
    }
  });

  it.runIf(driver === 'postgres')(
    'skips rows another transaction holds instead of waiting for them',
    async () => {
      const keys = Array.from({ length: 10 }, () => randomUUID());
      for (const key of keys)
        await enqueue(handle.db, { kind: 'skiplock', idempotencyKey: key, payload: {} });
      const holder = new pg.Client({ connectionString: tempDatabase!.url });
      await holder.connect();
      try {
        await holder.query('begin');
        const held = await holder.query<{ id: string }>(
          `select id from outbox where kind = 'skiplock' order by id limit 4 for update`,
        );
        const started = Date.now();
        const claimed = await claimDue(handle.db, 100, 60_000);
        expect(Date.now() - started).toBeLessThan(2_000);
        const claimedIds = claimed.filter((row) => row.kind === 'skiplock').map((row) => row.id);
        expect(claimedIds).toHaveLength(6);
        for (const { id } of held.rows) expect(claimedIds).not.toContain(id);
        await holder.query('commit');
      } finally {
        await holder.end();
        await handle.db.delete(outbox).where(eq(outbox.kind, 'skiplock'));
      }
    },
  );
});
