import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outbox, OUTBOX_STATUSES, type OutboxStatus } from '@/lib/db/schema';

// The outbox table's operations. Time comparisons use the database clock (now()), so instances with skewed
// clocks agree. A row is "claimed" by setting a lease (locked_until) and a claim token; only the holder of
// the token may settle it, and an expired lease makes the row claimable again (its worker died).

export type OutboxRow = typeof outbox.$inferSelect;

export interface EnqueueInput {
  kind: string;
  idempotencyKey: string;
  payload: unknown;
}

export interface EnqueueResult {
  row: OutboxRow;
  /** False when a row with this kind and key existed: the submission is a repeat. */
  created: boolean;
}

const signals: EventEmitter = ((
  globalThis as { __playmindOutboxSignals?: EventEmitter }
).__playmindOutboxSignals ??= new EventEmitter().setMaxListeners(100));

/** Calls `listener` whenever a new row is enqueued in this process; returns the unsubscribe function. */
export function onEnqueued(listener: () => void): () => void {
  signals.on('enqueued', listener);
  return () => signals.off('enqueued', listener);
}

function interval(ms: number) {
  return sql`(${Math.max(0, Math.round(ms))} * interval '1 millisecond')`;
}

/**
 * Stores a submission under (kind, idempotencyKey), or finds the one already stored. With `claimForMs`, a new
 * row is created already claimed by the caller (attempt 1), so the caller can deliver it at once without a
 * worker taking it first.
 */
export async function enqueue(
  db: Db,
  input: EnqueueInput,
  options: { claimForMs?: number } = {},
): Promise<EnqueueResult> {
  const claim =
    options.claimForMs === undefined
      ? {}
      : { lockedUntil: sql`now() + ${interval(options.claimForMs)}`, claimToken: randomUUID(), attempts: 1 };
  const inserted = await db
    .insert(outbox)
    .values({ kind: input.kind, idempotencyKey: input.idempotencyKey, payload: input.payload, ...claim })
    .onConflictDoNothing({ target: [outbox.kind, outbox.idempotencyKey] })
    .returning();
  if (inserted[0]) {
    signals.emit('enqueued');
    return { row: inserted[0], created: true };
  }
  const existing = await findByKey(db, input.kind, input.idempotencyKey);
  if (!existing) throw new Error(`outbox row ${input.kind}/${input.idempotencyKey} vanished during enqueue`);
  return { row: existing, created: false };
}

export async function findByKey(
  db: Db,
  kind: string,
  idempotencyKey: string,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findById(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/**
 * Claims up to `limit` due rows for `leaseMs`. `FOR UPDATE SKIP LOCKED` lets workers on several instances
 * claim at the same moment without waiting for each other or taking the same row.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  if (limit <= 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + ${interval(leaseMs)}`,
      claimToken: randomUUID(),
      attempts: sql`${outbox.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export type Settlement =
  | { outcome: 'delivered'; status: number; body: unknown }
  | { outcome: 'retry'; error: string; delayMs: number; giveUp: boolean; status?: number; body?: unknown }
  | { outcome: 'failed'; error: string; status?: number; body?: unknown };

/**
 * Records the result of a delivery attempt. Returns false when the claim was no longer ours (the lease ran
 * out and another worker took the row), in which case nothing is written.
 */
export async function settle(db: Db, row: OutboxRow, settlement: Settlement): Promise<boolean> {
  const released = { lockedUntil: null, claimToken: null, updatedAt: sql`now()` };
  const response = { responseStatus: settlement.status ?? null, responseBody: settlement.body ?? null };
  const values =
    settlement.outcome === 'delivered'
      ? { ...released, ...response, status: 'delivered' as const, deliveredAt: sql`now()`, lastError: null }
      : settlement.outcome === 'failed'
        ? { ...released, ...response, status: 'failed' as const, lastError: settlement.error }
        : {
            ...released,
            ...response,
            status: settlement.giveUp ? ('failed' as const) : ('pending' as const),
            lastError: settlement.error,
            nextAttemptAt: sql`now() + ${interval(settlement.delayMs)}`,
          };
  if (!row.claimToken) throw new Error(`outbox row ${row.id} is settled without a claim`);
  const updated = await db
    .update(outbox)
    .set(values)
    .where(and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken)))
    .returning({ id: outbox.id });
  return updated.length > 0;
}

/** Overwrites a row's payload (secrets removed once the row is delivered). */
export async function replacePayload(db: Db, id: string, payload: unknown): Promise<void> {
  await db.update(outbox).set({ payload }).where(eq(outbox.id, id));
}

/** Keeps the first answer given for a row; later calls change nothing. */
export async function rememberAnswer(db: Db, id: string, answer: unknown): Promise<void> {
  await db
    .update(outbox)
    .set({ answer })
    .where(and(eq(outbox.id, id), isNull(outbox.answer)));
}

export interface ListOptions {
  statuses?: readonly OutboxStatus[];
  limit?: number;
}

export async function listOutbox(
  db: Db,
  { statuses = ['pending', 'failed'], limit = 200 }: ListOptions = {},
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.status, [...statuses]))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
}

export async function countByStatus(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<
    OutboxStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Puts failed rows (all of them, or the given ids) back in the queue, due now, with a fresh attempt count. */
export async function requeueFailed(db: Db, ids?: readonly string[]): Promise<number> {
  const failed = eq(outbox.status, 'failed');
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(ids ? and(failed, inArray(outbox.id, [...ids])) : failed)
    .returning({ id: outbox.id });
  if (rows.length > 0) signals.emit('enqueued');
  return rows.length;
}
