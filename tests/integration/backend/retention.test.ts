import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, openDatabase, type Db } from '@/lib/db/client';
import { leads, outbox, rateLimits, subscriptions } from '@/lib/db/schema';
import { retentionRules, sweepExpiredData } from '@/lib/db/retention';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';

// Personal data is kept one year (docs/PRODUCT.md, Legal texts and retention); expired rate-limit windows go too. Failed or pending submissions
// are never swept. The sweep may run on several instances at once.

const yearAgo = sql`now() - interval '1 year 1 day'`;
const monthAgo = sql`now() - interval '30 days'`;

function lead(createdAt: ReturnType<typeof sql>, tag: string) {
  return {
    idempotencyKey: randomUUID(),
    fullName: tag,
    country: 'DE',
    company: 'Acme',
    companyType: 'games',
    position: 'Producer',
    email: `${tag}@example.com`,
    phone: '1',
    imType: 'qq',
    imAccount: '1',
    interestedIn: ['video_editor'],
    productType: 'casual',
    appUrl: 'https://example.com',
    isCrossBorder: false,
    subscribe: false,
    locale: 'en',
    createdAt,
  };
}

async function seed(db: Db) {
  await db.insert(leads).values([lead(yearAgo, 'old'), lead(monthAgo, 'recent')]);
  await db.insert(subscriptions).values([
    { email: 'old@example.com', locale: 'en', source: 'newsletter', createdAt: yearAgo },
    { email: 'recent@example.com', locale: 'en', source: 'newsletter', createdAt: monthAgo },
  ]);
  const row = (status: 'delivered' | 'failed' | 'pending', createdAt: ReturnType<typeof sql>) => ({
    kind: 'contact',
    idempotencyKey: randomUUID(),
    payload: { status },
    status,
    createdAt,
  });
  await db
    .insert(outbox)
    .values([
      row('delivered', yearAgo),
      row('failed', yearAgo),
      row('pending', yearAgo),
      row('delivered', monthAgo),
    ]);
  await db.insert(rateLimits).values([
    { key: 'expired', count: 3, resetAt: sql`now() - interval '1 second'` },
    { key: 'running', count: 3, resetAt: sql`now() + interval '5 minutes'` },
  ]);
}

describe.each(DRIVERS)('retention sweep on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, {});
  });

  afterAll(async () => {
    await site?.teardown();
  });

  it('deletes what is past its retention and keeps the rest, even when two instances sweep at once', async () => {
    const db = await getDb();
    await seed(db);
    // A second instance has its own connections on PostgreSQL; PGlite allows one process, so it shares.
    const other =
      driver === 'postgres'
        ? await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'unused' })
        : null;
    try {
      const [first, second] = await Promise.all([sweepExpiredData(db), sweepExpiredData(other?.db ?? db)]);
      for (const name of ['leads', 'subscriptions', 'outbox', 'rate_limits']) {
        expect(first[name] + second[name], name).toBe(1);
      }
    } finally {
      await other?.close();
    }
    expect((await db.select().from(leads)).map((r) => r.fullName)).toEqual(['recent']);
    expect((await db.select().from(subscriptions)).map((r) => r.email)).toEqual(['recent@example.com']);
    expect((await db.select().from(outbox)).map((r) => r.status).sort()).toEqual([
      'delivered',
      'failed',
      'pending',
    ]);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['running']);
    // A second sweep finds nothing, for every rule (later issues add rules of their own).
    const again = await sweepExpiredData(db);
    expect(Object.keys(again)).toEqual(retentionRules.map((rule) => rule.name));
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });
});
