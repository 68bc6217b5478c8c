import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { closeDb, getDb } from '@/lib/db/client';
import { leads, outbox } from '@/lib/db/schema';
import { startOutboxWorker, stopOutboxWorker } from '@/lib/outbox/worker';
import { FAST_OUTBOX } from './support/env';
import { call, jsonRequest, nextIp, validContact } from './support/forms';
import { healthy, startFakeUpstream, type FakeUpstream } from './support/upstream';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';
import { waitFor } from './support/wait';

// 200 contact submissions through the real route handler (called with real Request objects) while the
// upstream answers 503 and hangs, with repeated idempotency keys and a restart of the worker and the database
// connection halfway; the upstream recovers and, in the end, has every submission exactly once.

interface Posted {
  body: Record<string, unknown>;
  ip: string;
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  return results;
}

describe.each(DRIVERS)('contact delivery on %s', (driver) => {
  let site: SiteUnderTest;
  let upstream: FakeUpstream;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    site = await setUpSite(driver, {
      ...FAST_OUTBOX,
      CREATIVE_API_URL: upstream.url,
      TRUST_PROXY: '1',
    });
    startOutboxWorker();
  });

  afterAll(async () => {
    await site?.teardown();
    await upstream?.close();
  });

  it(
    'gets each of 200 submissions to the upstream exactly once through outages, repeats and a restart',
    { timeout: 90_000 },
    async () => {
      const submissions: Posted[] = Array.from({ length: 200 }, () => ({
        body: validContact(),
        ip: nextIp(),
      }));
      const firstAnswers = new Map<string, { id: string; status: string }>();
      const post = async ({ body, ip }: Posted) => {
        const response = await call(postContact, jsonRequest('/api/contact', body, { ip }));
        expect(response.status, JSON.stringify(response.body)).toBe(202);
        return {
          key: body.idempotencyKey as string,
          answer: response.body as { id: string; status: string },
        };
      };

      // Phase 1: the upstream is down — every fifth request hangs until our timeout, the others get 503.
      let count = 0;
      upstream.behave(() => (++count % 5 === 0 ? 'hang' : { status: 503, body: { error: 'maintenance' } }));
      const phase1 = submissions.slice(0, 100);
      // Repeats of the same key while the first request may still be running.
      const phase1Answers = await inBatches([...phase1, ...phase1.slice(0, 15)], 12, post);
      for (const { key, answer } of phase1Answers.slice(0, 100)) firstAnswers.set(key, answer);
      expect(phase1Answers.slice(0, 100).every(({ answer }) => answer.status === 'queued')).toBe(true);
      for (const { key, answer } of phase1Answers.slice(100))
        expect(answer.id).toBe(firstAnswers.get(key)!.id);

      // Restart the worker and the database connection with deliveries still owed.
      const pendingBefore = (await (await getDb()).select().from(outbox).where(eq(outbox.status, 'pending')))
        .length;
      expect(pendingBefore).toBeGreaterThan(50);
      await stopOutboxWorker();
      await closeDb();
      await getDb();
      startOutboxWorker();

      // Phase 2: still flaky for a while, then the upstream recovers.
      count = 0;
      upstream.behave(() => (++count <= 40 ? { status: 503 } : healthy()));
      const phase2 = submissions.slice(100);
      const repeats = [...phase1.slice(20, 30), ...phase2.slice(0, 10)];
      const phase2Answers = await inBatches([...phase2, ...repeats], 12, post);
      for (const { key, answer } of phase2Answers.slice(0, 100)) firstAnswers.set(key, answer);
      for (const { key, answer } of phase2Answers.slice(100)) {
        expect(answer).toEqual(expect.objectContaining({ id: firstAnswers.get(key)!.id }));
      }
      expect(phase2Answers.some(({ answer }) => answer.status === 'delivered')).toBe(true);

      const db = await getDb();
      await waitFor(
        async () =>
          (await db.select().from(outbox).where(eq(outbox.kind, 'contact'))).every(
            (r) => r.status === 'delivered',
          ),
        'every submission delivered',
        60_000,
      );

      // Exactly once at the upstream: it holds the 200 keys, each with the submitted data. Delivery itself is
      // at-least-once — a request whose answer came after our timeout is sent again — and the Idempotency-Key
      // is what lets the upstream keep one copy; every copy it was sent carried the same data.
      expect([...upstream.stored.keys()].sort()).toEqual(
        submissions.map((s) => s.body.idempotencyKey).sort(),
      );
      for (const { body } of submissions) {
        const key = body.idempotencyKey as string;
        const stored = upstream.stored.get(key)!.body as Record<string, unknown>;
        expect(stored).toMatchObject({ email: body.email, company: body.company, im: body.im });
        expect(stored).not.toHaveProperty('website');
        expect(stored).not.toHaveProperty('idempotencyKey');
        for (const copy of upstream.requests.filter((r) => r.headers['idempotency-key'] === key)) {
          expect(copy.body).toEqual(stored);
        }
      }
      // And we never sent more than we recorded: at most one request per attempt (an attempt can end before
      // its request reaches the upstream: a connect timeout under load, or the worker stopped for the restart),
      // the last one answered 201, nothing sent after the delivery was recorded.
      const rowsByKey = new Map(
        (await db.select().from(outbox).where(eq(outbox.kind, 'contact'))).map((row) => [
          row.idempotencyKey,
          row,
        ]),
      );
      for (const { body } of submissions) {
        const copies = upstream.requests.filter((r) => r.headers['idempotency-key'] === body.idempotencyKey);
        expect(copies.length).toBeGreaterThanOrEqual(1);
        expect(copies.length).toBeLessThanOrEqual(rowsByKey.get(body.idempotencyKey as string)!.attempts);
        expect(copies.at(-1)!.reply).toBe(201);
      }
      expect(upstream.requests.some((r) => r.reply === 'hang')).toBe(true);
      expect(upstream.requests.some((r) => r.reply === 503)).toBe(true);

      // Nothing lost, nothing doubled on our side either; with an upstream configured nothing is stored locally.
      const rows = [...rowsByKey.values()];
      expect(rows).toHaveLength(200);
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set([...firstAnswers.values()].map((a) => a.id)));
      expect(await db.select().from(leads)).toHaveLength(0);

      // A repeat after delivery still gets the first answer, word for word.
      const first = submissions[0];
      const replay = await call(postContact, jsonRequest('/api/contact', first.body, { ip: first.ip }));
      expect(replay.body).toEqual(firstAnswers.get(first.body.idempotencyKey as string));
    },
  );
});
