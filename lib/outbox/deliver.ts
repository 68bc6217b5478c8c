import { outboxSettings, type OutboxSettings } from '@/lib/config';
import { emit } from '@/lib/events';
import type { Db } from '@/lib/db/client';
import { PermanentDeliveryError, type UpstreamAnswer } from '@/lib/upstream/answer';
import { callUpstream, upstreamClient } from '@/lib/upstream/http';
import { retryDelayMs } from './backoff';
import { operations, outcomeByStatus, type Outcome } from './operations';
import { enqueue, replacePayload, settle, type EnqueueInput, type OutboxRow, type Settlement } from './store';

// One delivery attempt of a claimed row, and the form handlers' entry point: store, try at once, answer.

export interface DeliveryResult {
  outcome: Outcome;
  answer: UpstreamAnswer | null;
}

const inFlight: Set<Promise<unknown>> = ((
  globalThis as { __playmindDeliveries?: Set<Promise<unknown>> }
).__playmindDeliveries ??= new Set());

function track<T>(delivery: Promise<T>): Promise<T> {
  inFlight.add(delivery);
  void delivery.finally(() => inFlight.delete(delivery));
  return delivery;
}

/** Resolves when every delivery running in this process has finished (for a clean shutdown or restart). */
export async function deliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

async function attempt(db: Db, row: OutboxRow, settings: OutboxSettings): Promise<UpstreamAnswer> {
  const operation = operations[row.kind];
  if (!operation) throw new PermanentDeliveryError(`no operation delivers outbox rows of kind "${row.kind}"`);
  if (operation.upstream && upstreamClient(operation.upstream)) {
    return callUpstream(operation.upstream, {
      method: 'POST',
      path: operation.path,
      data: row.payload,
      idempotencyKey: row.idempotencyKey,
      timeoutMs: settings.upstreamTimeoutMs,
    });
  }
  return operation.embedded(db, row.idempotencyKey, row.payload);
}

/**
 * Delivers a row this caller has claimed and records the result. Never rejects: a failure to record is
 * logged, and the row's lease then runs out so that a worker delivers it again (same Idempotency-Key).
 */
export function deliverClaimed(db: Db, row: OutboxRow, settings = outboxSettings()): Promise<DeliveryResult> {
  return track(deliverAndSettle(db, row, settings));
}

async function deliverAndSettle(db: Db, row: OutboxRow, settings: OutboxSettings): Promise<DeliveryResult> {
  let settlement: Settlement;
  let answer: UpstreamAnswer | null = null;
  try {
    answer = await attempt(db, row, settings);
    const outcome = (operations[row.kind].outcome ?? ((a: UpstreamAnswer) => outcomeByStatus(a.status)))(
      answer,
    );
    settlement =
      outcome === 'delivered'
        ? { outcome, status: answer.status, body: answer.body }
        : outcome === 'failed'
          ? { outcome, status: answer.status, body: answer.body, error: `refused with HTTP ${answer.status}` }
          : retry(row, settings, `HTTP ${answer.status}`, answer);
  } catch (error) {
    settlement =
      error instanceof PermanentDeliveryError
        ? { outcome: 'failed', error: describe(error) }
        : retry(row, settings, describe(error));
  }
  const outcome = settlement.outcome === 'retry' && settlement.giveUp ? 'failed' : settlement.outcome;
  emit('outbox.delivery', { kind: row.kind, outcome });
  try {
    const settled = await settle(db, row, settlement);
    const redact = operations[row.kind]?.redact;
    if (settled && settlement.outcome === 'delivered' && redact)
      await replacePayload(db, row.id, redact(row.payload));
  } catch (error) {
    console.error(`[outbox] could not record the result for ${row.kind} ${row.id}:`, describe(error));
  }
  return { outcome, answer };
}

function retry(row: OutboxRow, settings: OutboxSettings, error: string, answer?: UpstreamAnswer): Settlement {
  return {
    outcome: 'retry',
    error,
    status: answer?.status,
    body: answer?.body,
    delayMs: retryDelayMs(row.attempts, { baseMs: settings.retryBaseMs, maxMs: settings.retryMaxMs }),
    giveUp: row.attempts >= settings.maxAttempts,
  };
}

export interface SubmitResult {
  row: OutboxRow;
  /** False: the idempotency key was seen before and `row` is the first submission's row. */
  created: boolean;
  /** The first attempt's result when it finished within the wait, else null ("queued"). */
  delivery: DeliveryResult | null;
}

/**
 * Stores a submission under its idempotency key, then tries to deliver it at once, waiting at most
 * `waitMs` for the result. The attempt goes on after the wait; if it fails, the worker retries with backoff.
 */
export async function submit(
  db: Db,
  input: EnqueueInput,
  { waitMs, settings = outboxSettings() }: { waitMs?: number; settings?: OutboxSettings } = {},
): Promise<SubmitResult> {
  const { row, created } = await enqueue(db, input, { claimForMs: settings.leaseMs });
  if (!created) return { row, created, delivery: null };
  const delivery = deliverClaimed(db, row, settings);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs ?? settings.answerWaitMs);
  });
  const result = await Promise.race([delivery, timeout]);
  clearTimeout(timer);
  return { row, created, delivery: result };
}
