import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { contactPerIp } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { emit } from '@/lib/events';
import { HttpError } from './errors';

// Fixed-window counters in the database, so every instance of the site shares them. One atomic upsert per
// check: the window restarts when it has expired, else the count goes up.

export interface RateLimitRule {
  /** Names the counter, e.g. `contact:ip`. */
  bucket: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The site's limits (documented in the README). A submission repeating an idempotency key is not counted. */
export const RATE_LIMITS = {
  /** Read on each use (CONTACT_PER_IP). */
  get contactPerIp(): RateLimitRule {
    return { bucket: 'contact:ip', limit: contactPerIp(), windowMs: 10 * MINUTE };
  },
  contactPerEmail: { bucket: 'contact:email', limit: 5, windowMs: HOUR },
  newsletterPerIp: { bucket: 'newsletter:ip', limit: 20, windowMs: 10 * MINUTE },
  newsletterPerEmail: { bucket: 'newsletter:email', limit: 5, windowMs: HOUR },
  searchPerIp: { bucket: 'search:ip', limit: 60, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

function counterKey(bucket: string, identity: string): string {
  return createHash('sha256').update(`${bucket}\n${identity}`).digest('hex');
}

/** Counts one hit of `identity` (an IP, an address; null = unknown) and says whether it is within the limit. */
export async function countHit(
  db: Db,
  rule: RateLimitRule,
  identity: string | null,
): Promise<RateLimitResult> {
  const key = counterKey(rule.bucket, identity ?? 'unknown');
  const window = sql`(${rule.windowMs} * interval '1 millisecond')`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`,
    });
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Number(row.secondsLeft)),
  };
}

/** Counts the hit and throws 429 with Retry-After when `identity` is over the limit. */
export async function rateLimit(db: Db, rule: RateLimitRule, identity: string | null): Promise<void> {
  const result = await countHit(db, rule, identity);
  if (!result.allowed) {
    emit('rate_limit.refused', { bucket: rule.bucket });
    throw new HttpError(
      429,
      { error: 'rate_limited', retryAfter: result.retryAfterSeconds },
      { 'Retry-After': String(result.retryAfterSeconds) },
    );
  }
}

/**
 * For budgets of a quantity rather than of requests (bytes inflated, say): adds `amount` to `identity`'s
 * counter only when the sum stays within the limit, in one atomic statement, so a refused amount costs
 * nothing and concurrent reservations on several instances never overshoot. Keep `rule.limit` under 2^30
 * (the counter is a 32-bit integer).
 */
export async function reserveAmount(
  db: Db,
  rule: RateLimitRule,
  identity: string | null,
  amount: number,
): Promise<RateLimitResult> {
  const key = counterKey(rule.bucket, identity ?? 'unknown');
  const window = sql`(${rule.windowMs} * interval '1 millisecond')`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const secondsLeft = sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`;
  if (amount > rule.limit) {
    return { allowed: false, count: 0, retryAfterSeconds: Math.ceil(rule.windowMs / 1000) };
  }
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${rateLimits.count} + excluded.count end`,
        resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} + excluded.count <= ${rule.limit}`,
    })
    .returning({ count: rateLimits.count, secondsLeft });
  if (row)
    return { allowed: true, count: row.count, retryAfterSeconds: Math.max(1, Number(row.secondsLeft)) };
  const [current] = await db
    .select({ count: rateLimits.count, secondsLeft })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return {
    allowed: false,
    count: current?.count ?? 0,
    retryAfterSeconds: Math.max(1, Number(current?.secondsLeft ?? 1)),
  };
}

/** Gives back an amount reserved with reserveAmount (the work it was for did not happen). */
export async function releaseAmount(
  db: Db,
  rule: RateLimitRule,
  identity: string | null,
  amount: number,
): Promise<void> {
  const key = counterKey(rule.bucket, identity ?? 'unknown');
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}, 0)` })
    .where(eq(rateLimits.key, key));
}
