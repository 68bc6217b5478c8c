import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { trialAccounts, verificationCodes } from '@/lib/db/schema';
import { retentionRules, sweepExpiredData } from '@/lib/db/retention';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';

// Trial applications are personal data kept one year; a code is useless after its 10 minutes (docs/PRODUCT.md, Legal texts and retention).
// The rules are read from the sweep's own list, so the test follows what the sweep really does.

describe.each(DRIVERS)('retention of registration data on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, {});
  });

  afterAll(async () => {
    await site?.teardown();
  });

  const ruleFor = (table: unknown) => retentionRules.find((rule) => rule.table === table);

  it('has a rule for trial applications (1 year, by creation) and codes (at expiry)', () => {
    expect(ruleFor(trialAccounts)).toMatchObject({ maxAge: '1 year', column: trialAccounts.createdAt });
    expect(ruleFor(verificationCodes)).toMatchObject({
      maxAge: '0 seconds',
      column: verificationCodes.expiresAt,
    });
  });

  it('deletes old applications and expired codes, and keeps the rest', async () => {
    const db = await getDb();
    const account = (tag: string, createdAt: ReturnType<typeof sql>) => ({
      idempotencyKey: randomUUID(),
      email: `${tag}@example.com`,
      username: tag,
      passwordHash: 'scrypt$x',
      status: 'active' as const,
      profile: {},
      locale: 'en',
      createdAt,
    });
    await db
      .insert(trialAccounts)
      .values([
        account('old_one', sql`now() - interval '1 year 1 day'`),
        account('recent_one', sql`now() - interval '300 days'`),
      ]);
    await db.insert(verificationCodes).values([
      { email: 'expired@example.com', codeHash: 'x', expiresAt: sql`now() - interval '1 second'` },
      { email: 'live@example.com', codeHash: 'y', expiresAt: sql`now() + interval '9 minutes'` },
    ]);
    const rules = [ruleFor(trialAccounts)!, ruleFor(verificationCodes)!];
    const deleted = await sweepExpiredData(db, rules);
    expect(Object.values(deleted)).toEqual([1, 1]);
    expect((await db.select().from(trialAccounts)).map((row) => row.username)).toEqual(['recent_one']);
    expect((await db.select().from(verificationCodes)).map((row) => row.email)).toEqual(['live@example.com']);
  });
});
