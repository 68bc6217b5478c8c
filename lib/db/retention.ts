import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  leads,
  outbox,
  playableUploads,
  rateLimits,
  subscriptions,
  trialAccounts,
  verificationCodes,
} from './schema';
import type { Db } from './types';
import { logger } from '@/lib/log';

// Personal data is kept one year (docs/PRODUCT.md, Legal texts and retention). The sweep is plain DELETEs on
// database time, so several instances may run it at once: a row deleted by one is simply not found by the
// other. Later tables (codes, trial applications, playable uploads) add one rule each.

export interface RetentionRule {
  name: string;
  table: PgTable;
  /** The time column compared with the database clock. */
  column: PgColumn;
  /** A PostgreSQL interval: rows whose column is older than this are deleted. */
  maxAge: string;
  /** Further condition, e.g. only delivered outbox rows. */
  where?: SQL;
}

export const retentionRules: RetentionRule[] = [
  { name: 'leads', table: leads, column: leads.createdAt, maxAge: '1 year' },
  { name: 'subscriptions', table: subscriptions, column: subscriptions.createdAt, maxAge: '1 year' },
  // Undelivered rows stay until someone retries them: a failed submission is never dropped silently.
  {
    name: 'outbox',
    table: outbox,
    column: outbox.createdAt,
    maxAge: '1 year',
    where: eq(outbox.status, 'delivered'),
  },
  { name: 'rate_limits', table: rateLimits, column: rateLimits.resetAt, maxAge: '0 seconds' },
  // Trial applications (accounts of the embedded backend) are personal data: one year.
  { name: 'trial_accounts', table: trialAccounts, column: trialAccounts.createdAt, maxAge: '1 year' },
  // A code is useless once its 10 minutes are over.
  {
    name: 'verification_codes',
    table: verificationCodes,
    column: verificationCodes.expiresAt,
    maxAge: '0 seconds',
  },
  // Uploaded playables (their stored chunks go with them: ON DELETE CASCADE) after 24 hours.
  { name: 'playable_uploads', table: playableUploads, column: playableUploads.createdAt, maxAge: '24 hours' },
];

/** Deletes everything past its retention; returns the number of rows deleted per rule. */
export async function sweepExpiredData(
  db: Db,
  rules: readonly RetentionRule[] = retentionRules,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of rules) {
    const expired = lt(rule.column, sql`now() - ${rule.maxAge}::interval`);
    const rows = await db
      .delete(rule.table)
      .where(rule.where ? and(expired, rule.where) : expired)
      .returning({ one: sql<number>`1` });
    deleted[rule.name] = rows.length;
  }
  return deleted;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the sweep shortly after start and then once a day. Returns a function that stops it.
 * Timers are unref'd so they never keep a script or test process alive.
 */
export function scheduleDailySweep(getDb: () => Promise<Db>, firstRunDelayMs = 60_000): () => void {
  const run = async () => {
    try {
      const deleted = await sweepExpiredData(await getDb());
      const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
      if (total > 0) logger('retention').info({ deleted }, 'deleted expired rows');
    } catch (error) {
      logger('retention').error({ err: error }, 'sweep failed');
    }
  };
  let daily: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void run();
    daily = setInterval(() => void run(), DAY_MS);
    daily.unref();
  }, firstRunDelayMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (daily) clearInterval(daily);
  };
}
