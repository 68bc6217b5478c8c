import { getDb } from '@/lib/db/client';
import { assertSameSite, clientIp, json, rateLimit, readJson, withErrorMapping } from '@/lib/http';
import { findByKey, rememberAnswer, submit, type OutboxRow, type StoredAnswer } from '@/lib/outbox';
import { isStoredAnswer } from '@/lib/outbox/answer';
import { REGISTER_LIMITS } from '@/lib/register/limits';
import { platformLinks } from '@/lib/register/links';
import { refusalOf, resultFromBody } from '@/lib/register/outcome';
import { selfserveConfigured } from '@/lib/register/service';
import { registerSchema, type RegisterPayload } from '@/lib/schemas/register';
import type { UpstreamAnswer } from '@/lib/upstream/answer';

// POST /api/register (DESIGN §3): 201 {outcome: "activated", daysValid, expiredDate, loginUrl} or
// {outcome: "review"}; 409 {error: "email_registered" | "username_taken"}; 400 {error: "code_invalid" |
// "code_expired" | "code_locked"}; 202 {outcome: "pending"} when the selfserve API cannot be reached now:
// the application is in the outbox and delivered later. A repeated idempotency key gets the first answer.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const KIND = 'register';
const PENDING: StoredAnswer = { status: 202, body: { outcome: 'pending' } };
/** The embedded backend hashes a password (scrypt) and writes two tables: give it time before "pending". */
const EMBEDDED_WAIT_MS = 15_000;

function answerFor(upstream: UpstreamAnswer, locale: string): StoredAnswer {
  const refusal = refusalOf(upstream);
  if (refusal) return { status: upstream.status, body: { error: refusal } };
  return { status: 201, body: resultFromBody(upstream.body, platformLinks(locale === 'zh-CN').login) };
}

function replay(row: OutboxRow): Response {
  const locale = (row.payload as { locale?: string }).locale ?? 'en';
  let answer: StoredAnswer = PENDING;
  if (isStoredAnswer(row.answer) && row.answer.status !== 202) answer = row.answer;
  else if (row.status === 'delivered' && row.responseStatus)
    answer = answerFor({ status: row.responseStatus, body: row.responseBody }, locale);
  return json(answer.status, answer.body);
}

export const POST = withErrorMapping(async (request: Request) => {
  assertSameSite(request);
  const db = await getDb();
  await rateLimit(db, REGISTER_LIMITS.submitPerIp, clientIp(request));
  const body = await readJson(request, registerSchema);
  // A bot filled the honeypot: it is told its application is under review, and nothing is stored.
  if (body.spam) return json(201, { outcome: 'review' });

  const { idempotencyKey, website: _honeypot, repassword: _repeated, ...registration } = body.data;
  const payload: RegisterPayload = registration;
  const earlier = await findByKey(db, KIND, idempotencyKey);
  if (earlier) return replay(earlier);

  const { row, created, delivery } = await submit(
    db,
    { kind: KIND, idempotencyKey, payload },
    selfserveConfigured() ? {} : { waitMs: EMBEDDED_WAIT_MS },
  );
  if (!created) return replay(row);
  const answer =
    delivery?.outcome === 'delivered' && delivery.answer
      ? answerFor(delivery.answer, payload.locale)
      : PENDING;
  await rememberAnswer(db, row.id, answer);
  return json(answer.status, answer.body);
});
