import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outbox, OUTBOX_STATUSES, type OutboxStatus } from '@/lib/db/schema';
import { emitOutboxEvent } from './events';
import { keyRing, open, seal } from './seal';

// The outbox table's operations. Time comparisons use the database clock (now()), so instances with skewed
// clocks agree. A row is "claimed" by setting a lease (locked_until) and a claim token; only the holder of
// the token may settle it, and an expired lease makes the row claimable again (its worker died). Payloads are
// sealed (lib/outbox/seal.ts) on the way in and opened with payloadOf().

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

/** Calls `listener` whenever rows become due in this process (enqueued, requeued); returns the unsubscribe. */
export function onEnqueued(listener: () => void): () => void {
  signals.on('enqueued', listener);
  return () => signals.off('enqueued', listener);
}

function interval(ms: number) {
  return sql`(${Math.max(0, Math.round(ms))} * interval '1 millisecond')`;
}

/** What a sealed payload is bound to: it opens only on its own row. */
function boundTo(row: { kind: string; idempotencyKey: string }): string {
  return `${row.kind}\n${row.idempotencyKey}`;
}

function sealedColumns(row: { kind: string; idempotencyKey: string }, payload: unknown) {
  const { keyId, sealed } = seal(payload, boundTo(row));
  return { payload: null, sealedPayload: sealed, keyId };
}

/** The row's payload in clear (rows written before sealing kept it in `payload`). */
export function payloadOf(row: OutboxRow): unknown {
  if (row.sealedPayload !== null && row.keyId !== null)
    return open({ keyId: row.keyId, sealed: row.sealedPayload }, boundTo(row));
  return row.payload;
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
    .values({
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      ...sealedColumns(input, input.payload),
      ...claim,
    })
    .onConflictDoNothing({ target: [outbox.kind, outbox.idempotencyKey] })
    .returning();
  if (inserted[0]) {
    signals.emit('enqueued');
    emitOutboxEvent({ type: 'enqueued', kind: input.kind });
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
 * Claims up to `limit` due rows of the given kinds for `leaseMs`. `FOR UPDATE SKIP LOCKED` lets workers on
 * several instances claim at the same moment without waiting for each other or taking the same row.
 */
export async function claimDue(
  db: Db,
  limit: number,
  leaseMs: number,
  kinds?: readonly string[],
): Promise<OutboxRow[]> {
  if (limit <= 0 || kinds?.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
        kinds ? inArray(outbox.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + ${interval(leaseMs)}`,
      claimToken: randomUUID(),
      attempts: sql`${outbox.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  for (const row of rows) emitOutboxEvent({ type: 'claimed', kind: row.kind, rowId: row.id });
  return rows;
}

export type Settlement =
  | { outcome: 'delivered'; status: number; body: unknown }
  | { outcome: 'retry'; error: string; delayMs: number; giveUp: boolean; status?: number; body?: unknown }
  | { outcome: 'failed'; error: string; status?: number; body?: unknown };

/**
 * Records the result of a delivery attempt. For a delivered row, `keep` replaces its payload in the same
 * statement (what the operation keeps once delivered: no password survives the "delivered" mark by even one
 * statement). Returns false when the claim was no longer ours (the lease ran out, or a drain released it and
 * another worker took the row), in which case nothing is written.
 */
export async function settle(
  db: Db,
  row: OutboxRow,
  settlement: Settlement,
  { keep }: { keep?: { payload: unknown } } = {},
): Promise<boolean> {
  const released = { lockedUntil: null, claimToken: null, updatedAt: sql`now()` };
  const response = { responseStatus: settlement.status ?? null, responseBody: settlement.body ?? null };
  const values =
    settlement.outcome === 'delivered'
      ? {
          ...released,
          ...response,
          status: 'delivered' as const,
          deliveredAt: sql`now()`,
          lastError: null,
          ...(keep ? sealedColumns(row, keep.payload) : {}),
        }
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

/**
 * Hands a claim back without a result (a drain whose grace period ran out): the row is due again at once for
 * any worker. Returns false when the claim was no longer ours.
 */
export async function releaseClaim(db: Db, rowId: string, claimToken: string): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ lockedUntil: null, claimToken: null, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(outbox.id, rowId), eq(outbox.claimToken, claimToken), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  return updated.length > 0;
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

/** Makes every pending row that no worker holds due now (after an outage: no waiting out the backoff). */
export async function retryPendingNow(db: Db): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(eq(outbox.status, 'pending'), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`))),
    )
    .returning({ id: outbox.id });
  if (rows.length > 0) signals.emit('enqueued');
  return rows.length;
}

/**
 * Seals again, with the current key, every row still in clear or sealed with another key (key rotation;
 * rows from before sealing). Each row is rewritten only if nobody changed its payload meanwhile.
 */
export async function resealRows(db: Db, batchSize = 200): Promise<number> {
  const current = keyRing().current.id;
  let total = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(outbox)
      .where(or(and(isNull(outbox.sealedPayload), isNotNull(outbox.payload)), ne(outbox.keyId, current)))
      .limit(batchSize);
    if (rows.length === 0) return total;
    let changed = 0;
    for (const row of rows) {
      const updated = await db
        .update(outbox)
        .set(sealedColumns(row, payloadOf(row)))
        .where(
          and(eq(outbox.id, row.id), row.keyId === null ? isNull(outbox.keyId) : eq(outbox.keyId, row.keyId)),
        )
        .returning({ id: outbox.id });
      changed += updated.length;
    }
    total += changed;
    if (changed === 0) return total;
  }
}
