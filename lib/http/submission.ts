import { randomUUID } from 'node:crypto';
import type { $ZodType, output } from 'zod/v4/core';
import { getDb, type Db } from '@/lib/db/client';
import { logger } from '@/lib/log';
import { submit, type DeliveryResult } from '@/lib/outbox/deliver';
import type { StoredAnswer } from '@/lib/outbox/answer';
import { findByKey, rememberAnswer, type OutboxRow } from '@/lib/outbox/store';
import { json, withErrorMapping } from './errors';
import { assertSameSite, readJson, type ReadJsonOptions } from './guards';
import { rateLimit, type RateLimitRule } from './rate-limit';

// The one way a form submission is taken (contact, newsletter, registration, the playable report mail), in
// this order: same-site check; body read and validated; honeypot; a repeated idempotency key gets the first
// answer (before any rate limit, so a visitor retrying at its limit still learns what happened); the rate
// limits; the feature's own server-side checks; the outbox write with an immediate delivery attempt; the
// answer, remembered on the row for later repeats. The helper knows no form: each route describes its own.

export interface SubmissionContext<T> {
  data: T;
  request: Request;
  db: Db;
}

export interface Limit<T> {
  rule: RateLimitRule;
  /** Who is counted: an IP, an address (null = unknown, counted together). */
  identity(context: SubmissionContext<T>): string | null;
}

export interface SubmissionRoute<S extends $ZodType, P> {
  schema: S;
  /** The outbox kind the submission is stored as (its feature registers the operation). */
  kind: string;
  read?: ReadJsonOptions;
  /** What a bot that filled the honeypot is told (nothing is stored). */
  decoy(): StoredAnswer;
  /** The submission's idempotency key; undefined when the client sent none (a fresh key, no replay). */
  key(data: output<S>): string | undefined;
  limits: Limit<output<S>>[];
  /** Server-side checks (throw an HttpError to refuse) and the payload to store. */
  prepare(context: SubmissionContext<output<S>>): P | Promise<P>;
  /** How long to wait for the first delivery before answering without its result. */
  waitMs?(): number | undefined;
  /** The first answer, from the immediate delivery's result (null: not finished within the wait). */
  answer(result: { row: OutboxRow; delivery: DeliveryResult | null; payload: P }): StoredAnswer;
  /** The answer to a repeated key (its row's remembered answer, or what can be said while it is pending). */
  replay(row: OutboxRow): StoredAnswer;
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
    const body = await readJson(request, route.schema, route.read);
    if (body.spam) {
      const decoy = route.decoy();
      return json(decoy.status, decoy.body);
    }
    const db = await getDb();
    const context: SubmissionContext<output<S>> = { data: body.data, request, db };
    const givenKey = route.key(body.data);
    if (givenKey) {
      const earlier = await findByKey(db, route.kind, givenKey);
      if (earlier) return replay(earlier);
    }
    for (const limit of route.limits) await rateLimit(db, limit.rule, limit.identity(context));
    const payload = await route.prepare(context);

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
