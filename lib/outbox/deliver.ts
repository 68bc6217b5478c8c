import { outboxSettings, type OutboxSettings } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { describeFailure, logger } from '@/lib/log';
import { PermanentDeliveryError, type UpstreamAnswer } from '@/lib/upstream/answer';
import { retryDelayMs } from './backoff';
import { isDraining } from './draining';
import { emitOutboxEvent } from './events';
import { flightsLanded, fly } from './flight';
import { outcomeByStatus } from './outcome';
import { operationFor } from './registry';
import { enqueue, payloadOf, settle, type EnqueueInput, type OutboxRow, type Settlement } from './store';
import type { Outcome } from './types';

// One delivery attempt of a claimed row, and the form handlers' entry point: store, try at once, answer.

export interface DeliveryResult {
  outcome: Outcome;
  answer: UpstreamAnswer | null;
}

const log = logger('outbox');

/** Resolves when every delivery running in this process has finished (tests, a worker's restart). */
export async function deliveriesSettled(): Promise<void> {
  await flightsLanded();
}

/**
 * Delivers a row this caller has claimed and records the result. Never rejects: a failure to record is
 * logged, and the row's lease then runs out so that a worker delivers it again (same Idempotency-Key).
 */
export function deliverClaimed(db: Db, row: OutboxRow, settings = outboxSettings()): Promise<DeliveryResult> {
  return fly(db, row, (signal) => deliverAndSettle(db, row, settings, signal));
}

async function attempt(
  db: Db,
  row: OutboxRow,
  settings: OutboxSettings,
  signal: AbortSignal,
): Promise<{ answer: UpstreamAnswer; outcome: Outcome; keep?: { payload: unknown } }> {
  const operation = operationFor(row.kind);
  // Not this process's kind (claimDue filters by kind, so only a direct call gets here): try again later.
  if (!operation) throw new Error(`no operation for outbox rows of kind "${row.kind}" in this process`);
  const payload = payloadOf(row);
  const started = Date.now();
  let answer: UpstreamAnswer;
  try {
    answer = await operation.deliver({
      db,
      idempotencyKey: row.idempotencyKey,
      payload,
      signal,
      timeoutMs: settings.upstreamTimeoutMs,
    });
  } catch (error) {
    emitOutboxEvent({ type: 'attempt', kind: row.kind, ms: Date.now() - started, status: null });
    throw error;
  }
  emitOutboxEvent({ type: 'attempt', kind: row.kind, ms: Date.now() - started, status: answer.status });
  const outcome = operation.outcome ? operation.outcome(answer) : outcomeByStatus(answer.status, answer.body);
  const keep =
    outcome === 'delivered' && operation.redact ? { payload: operation.redact(payload) } : undefined;
  return { answer, outcome, keep };
}

async function deliverAndSettle(
  db: Db,
  row: OutboxRow,
  settings: OutboxSettings,
  signal: AbortSignal,
): Promise<DeliveryResult> {
  let settlement: Settlement;
  let answer: UpstreamAnswer | null = null;
  let keep: { payload: unknown } | undefined;
  try {
    const result = await attempt(db, row, settings, signal);
    answer = result.answer;
    keep = result.keep;
    settlement =
      result.outcome === 'delivered'
        ? { outcome: 'delivered', status: answer.status, body: answer.body }
        : result.outcome === 'failed'
          ? {
              outcome: 'failed',
              status: answer.status,
              body: answer.body,
              error: `refused with HTTP ${answer.status}`,
            }
          : retry(row, settings, `HTTP ${answer.status}`, answer);
  } catch (error) {
    settlement =
      error instanceof PermanentDeliveryError
        ? { outcome: 'failed', error: describeFailure(error) }
        : retry(row, settings, describeFailure(error));
  }
  let recorded = false;
  try {
    recorded = await settle(db, row, settlement, { keep });
  } catch (error) {
    log.error({ err: error, kind: row.kind, rowId: row.id }, 'could not record a delivery result');
  }
  if (recorded) report(row, settlement);
  return {
    outcome: settlement.outcome === 'retry' && settlement.giveUp ? 'failed' : settlement.outcome,
    answer,
  };
}

/** One event and, for anything but success, one log line per recorded result. */
function report(row: OutboxRow, settlement: Settlement): void {
  const base = { kind: row.kind, rowId: row.id, attempts: row.attempts };
  if (settlement.outcome === 'delivered') {
    emitOutboxEvent({ type: 'delivered', ...base });
  } else if (settlement.outcome === 'retry' && !settlement.giveUp) {
    emitOutboxEvent({ type: 'retry', ...base, delayMs: settlement.delayMs, error: settlement.error });
    log.warn(
      { ...base, delayMs: settlement.delayMs, reason: settlement.error },
      'delivery failed, retry scheduled',
    );
  } else {
    emitOutboxEvent({ type: 'failed', ...base, error: settlement.error });
    log.error(
      { ...base, reason: settlement.error },
      'row marked failed: kept for `npm run outbox -- --retry-failed`',
    );
  }
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
 * While the process drains, the row is only stored: another instance (or this one's successor) delivers it.
 */
export async function submit(
  db: Db,
  input: EnqueueInput,
  { waitMs, settings = outboxSettings() }: { waitMs?: number; settings?: OutboxSettings } = {},
): Promise<SubmitResult> {
  const draining = isDraining();
  const { row, created } = await enqueue(db, input, draining ? {} : { claimForMs: settings.leaseMs });
  if (!created || draining) return { row, created, delivery: null };
  const delivery = deliverClaimed(db, row, settings);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs ?? settings.answerWaitMs);
  });
  const result = await Promise.race([delivery, timeout]);
  clearTimeout(timer);
  return { row, created, delivery: result };
}
