import { randomUUID } from 'node:crypto';
import type { $ZodType, output } from 'zod/v4/core';
import { getDb, type Db } from '@/lib/db/client';
import { logger } from '@/lib/log';
import type { StoredAnswer } from '@/lib/outbox/answer';
import { submit, type DeliveryResult } from '@/lib/outbox/deliver';
import { findByKey, rememberAnswer, type OutboxRow } from '@/lib/outbox/store';
import { clientIp } from './client-ip';
import { json, withErrorMapping } from './errors';
import { assertSameSite, readJsonValue, validateJson, type ReadJsonOptions } from './guards';
import { rateLimit, type RateLimitRule } from './rate-limit';

// The one way a form submission is taken (contact, newsletter, registration, the playable report mail), in
// this order: same-site check; body read (size, syntax) and honeypot; a repeated idempotency key gets the
// first answer — before any rate limit, so a visitor retrying at its limit still learns what happened; the
// per-IP limit (every other attempt counts, valid or not); the schema; the per-address limits; the feature's
// own server-side checks; the outbox write with an immediate delivery attempt; the answer, remembered on the
// row for later repeats. The helper knows no form: each route describes its own.

export interface SubmissionContext<T> {
  data: T;
  request: Request;
  db: Db;
}

export interface Limit<T> {
  rule: RateLimitRule;
  /** Who is counted, e.g. the address (lower-cased); null = unknown, counted together. */
  identity(data: T): string | null;
}

export interface SubmissionRoute<S extends $ZodType, P> {
  schema: S;
  /** The outbox kind the submission is stored as (its feature registers the operation). */
  kind: string;
  read?: ReadJsonOptions;
  /** What a bot that filled the honeypot is told (nothing is stored). */
  decoy(): StoredAnswer;
  /** Counted per client IP for every attempt that is not a repeat, before the schema runs. */
  ipLimit: RateLimitRule;
  /** Counted after the schema, per something in the submission (its address). */
  limits?: Limit<output<S>>[];
  /** Server-side checks (throw an HttpError to refuse) and the payload to store. */
  prepare(context: SubmissionContext<output<S>>): P | Promise<P>;
  /** How long to wait for the first delivery before answering without its result. */
  waitMs?(): number | undefined;
  /** The first answer, from the immediate delivery's result (null: not finished within the wait). */
  answer(result: { row: OutboxRow; delivery: DeliveryResult | null; payload: P }): StoredAnswer;
  /** The answer to a repeated key (its row's remembered answer, or what can be said while it is pending). */
  replay(row: OutboxRow): StoredAnswer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body's `idempotencyKey` when it is a UUID (the schemas' rule), read before the schema runs. */
function idempotencyKeyOf(raw: unknown): string | undefined {
  const key =
    typeof raw === 'object' && raw !== null
      ? (raw as { idempotencyKey?: unknown }).idempotencyKey
      : undefined;
  return typeof key === 'string' && UUID.test(key) ? key : undefined;
}

const log = logger('submission');

/** The POST handler of a submission route. */
export function submissionRoute<S extends $ZodType, P>(route: SubmissionRoute<S, P>) {
  const replay = (row: OutboxRow) => {
    const answer = route.replay(row);
    log.info({ kind: route.kind, rowId: row.id, status: answer.status }, 'repeated submission answered');
    return json(answer.status, answer.body);
  };

  return withErrorMapping(async (request: Request) => {
    assertSameSite(request);
    const body = await readJsonValue(request, route.read);
    if (body.spam) {
      const decoy = route.decoy();
      return json(decoy.status, decoy.body);
    }
    const db = await getDb();
    const givenKey = idempotencyKeyOf(body.data);
    if (givenKey) {
      const earlier = await findByKey(db, route.kind, givenKey);
      if (earlier) return replay(earlier);
    }
    await rateLimit(db, route.ipLimit, clientIp(request));
    const data = validateJson(route.schema, body.data);
    for (const limit of route.limits ?? []) await rateLimit(db, limit.rule, limit.identity(data));
    const payload = await route.prepare({ data, request, db });

    const { row, created, delivery } = await submit(
      db,
      { kind: route.kind, idempotencyKey: givenKey ?? randomUUID(), payload },
      { waitMs: route.waitMs?.() },
    );
    if (!created) return replay(row);
    const answer = route.answer({ row, delivery, payload });
    await rememberAnswer(db, row.id, answer);
    log.info(
      { kind: route.kind, rowId: row.id, status: answer.status, delivery: delivery?.outcome ?? 'queued' },
      'submission stored',
    );
    return json(answer.status, answer.body);
  });
}
