import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { drainOutbox } from '@/lib/outbox/drain';
import { setDraining } from '@/lib/outbox/draining';
import { onOutboxEvent, type OutboxEvent } from '@/lib/outbox/events';
import { submit } from '@/lib/outbox/deliver';
import { enqueue, findById } from '@/lib/outbox/store';
import { OutboxWorker, startOutboxWorker, stopOutboxWorker } from '@/lib/outbox/worker';
import '@/lib/contact/outbox';
import { setEnv } from './support/env';
import { healthy, startFakeUpstream, type FakeUpstream } from './support/upstream';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';
import { waitFor } from './support/wait';

// The drain of a SIGTERM (docs/ARCHITECTURE.md, The server process) on a real database and a real HTTP upstream: deliveries in flight
// finish within the grace period; what is still running after it is released (due at once for any instance,
// not leased for a minute) and aborted; while draining, submissions are stored but not claimed.

describe.each(DRIVERS)('outbox drain on %s', (driver) => {
  let site: SiteUnderTest;
  let upstream: FakeUpstream;
  let restoreEnv: () => void = () => undefined;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    site = await setUpSite(driver, {
      CREATIVE_API_URL: upstream.url,
      UPSTREAM_TIMEOUT_MS: '10000',
      OUTBOX_POLL_MS: '40',
      OUTBOX_RETRY_BASE_MS: '40',
      OUTBOX_RETRY_MAX_MS: '200',
    });
  });

  afterEach(async () => {
    upstream.behave(healthy);
    await stopOutboxWorker();
    setDraining(false);
    restoreEnv();
    // Each test starts from an empty table: a row left pending would be claimed before the next test's rows.
    await (await getDb()).delete(outbox);
  });

  afterAll(async () => {
    await site?.teardown();
    await upstream?.close();
  });

  const requestsFor = (key: string) => upstream.requests.filter((r) => r.headers['idempotency-key'] === key);

  async function enqueueContacts(count: number): Promise<string[]> {
    const db = await getDb();
    const keys = Array.from({ length: count }, () => randomUUID());
    for (const key of keys) await enqueue(db, { kind: 'contact', idempotencyKey: key, payload: { key } });
    return keys;
  }

  it('lets the deliveries in flight finish within the grace period, and claims nothing new', async () => {
    upstream.behave(() => ({ status: 201, body: { ok: true }, delayMs: 600 }));
    const keys = await enqueueContacts(3);
    startOutboxWorker({ concurrency: 3 });
    await waitFor(() => keys.every((key) => requestsFor(key).length === 1), 'three deliveries in flight');
    const late = await enqueueContacts(1);

    const report = await drainOutbox({ graceMs: 5_000 });
    expect(report).toEqual({ finished: true, released: 0 });
    const db = await getDb();
    const rows = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.idempotencyKey, [...keys, ...late]));
    for (const row of rows.filter((r) => keys.includes(r.idempotencyKey)))
      expect(row.status).toBe('delivered');
    // The row that came after the signal is left for another instance: untouched, unclaimed.
    const waiting = rows.find((r) => r.idempotencyKey === late[0])!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    expect(requestsFor(late[0])).toHaveLength(0);
  });

  it('releases what is still running after the grace period, so another instance delivers it at once', async () => {
    upstream.behave(() => 'hang');
    const events: OutboxEvent[] = [];
    const unsubscribe = onOutboxEvent((event) => events.push(event));
    const keys = await enqueueContacts(4);
    startOutboxWorker({ concurrency: 4 });
    await waitFor(() => keys.every((key) => requestsFor(key).length === 1), 'four hanging deliveries');

    const started = Date.now();
    const report = await drainOutbox({ graceMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(report).toEqual({ finished: false, released: 4 });
    unsubscribe();
    expect(events.filter((event) => event.type === 'released')).toHaveLength(4);

    const db = await getDb();
    const released = await db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys));
    for (const row of released) {
      expect(row).toMatchObject({ status: 'pending', lockedUntil: null, claimToken: null, lastError: null });
    }
    // Another instance (a worker of its own, not draining) takes them at once: no lease to wait out.
    setDraining(false);
    upstream.behave(healthy);
    const successor = new OutboxWorker(getDb, { concurrency: 4 });
    successor.start();
    const takenOver = Date.now();
    try {
      await waitFor(
        async () =>
          (await db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys))).every(
            (row) => row.status === 'delivered',
          ),
        'the released rows delivered by the successor',
      );
    } finally {
      await successor.stop();
    }
    expect(Date.now() - takenOver).toBeLessThan(10_000);
    for (const key of keys) expect(upstream.stored.get(key)?.acceptedCount).toBe(1);
    // The aborted first attempts recorded nothing over the successor's result.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const row of await db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys)))
      expect(row.status).toBe('delivered');
  });

  it('stores a submission made while draining without delivering it, and answers at once', async () => {
    restoreEnv = setEnv({ OUTBOX_ANSWER_WAIT_MS: '5000' });
    setDraining(true);
    const db = await getDb();
    const key = randomUUID();
    const started = Date.now();
    const result = await submit(db, { kind: 'contact', idempotencyKey: key, payload: { key } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({ created: true, delivery: null });
    const [row] = await db.select().from(outbox).where(eq(outbox.idempotencyKey, key));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null, claimToken: null });
    expect(requestsFor(key)).toHaveLength(0);
    expect((await findById(db, row.id))?.status).toBe('pending');
  });
});
