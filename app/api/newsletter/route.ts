import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import {
  assertSameSite,
  clientIp,
  json,
  rateLimit,
  RATE_LIMITS,
  readJson,
  withErrorMapping,
} from '@/lib/http';
import {
  findByKey,
  rememberAnswer,
  storedAnswer,
  submit,
  type OutboxRow,
  type StoredAnswer,
} from '@/lib/outbox';
import { isAlreadySubscribed } from '@/lib/outbox/operations';
import { newsletterSchema } from '@/lib/schemas/newsletter';

// POST /api/newsletter (DESIGN §3): 201 subscribed, 409 {error: "already_subscribed"}, 400 invalid address.
// Goes through the outbox like every submission; when the answer cannot be known within the short wait
// (upstream down), the subscription is accepted (201) and delivered later.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const KIND = 'newsletter';
const SUBSCRIBED: StoredAnswer = { status: 201, body: { status: 'subscribed' } };
const ALREADY_SUBSCRIBED: StoredAnswer = { status: 409, body: { error: 'already_subscribed' } };

function replay(row: OutboxRow): Response {
  const answer = storedAnswer(row, SUBSCRIBED);
  return json(answer.status, answer.body);
}

export const POST = withErrorMapping(async (request: Request) => {
  assertSameSite(request);
  const db = await getDb();
  await rateLimit(db, RATE_LIMITS.newsletterPerIp, clientIp(request));
  const body = await readJson(request, newsletterSchema);
  // A bot filled the honeypot: it is told it subscribed, and nothing is stored.
  if (body.spam) return json(SUBSCRIBED.status, SUBSCRIBED.body);

  const email = body.data.email.toLowerCase();
  const idempotencyKey = body.data.idempotencyKey ?? randomUUID();
  if (body.data.idempotencyKey) {
    const earlier = await findByKey(db, KIND, idempotencyKey);
    if (earlier) return replay(earlier);
  }
  await rateLimit(db, RATE_LIMITS.newsletterPerEmail, email);

  const { row, created, delivery } = await submit(db, {
    kind: KIND,
    idempotencyKey,
    payload: { email, locale: body.data.locale },
  });
  if (!created) return replay(row);
  const answer =
    delivery?.outcome === 'delivered' &&
    delivery.answer?.status === 409 &&
    isAlreadySubscribed(delivery.answer.body)
      ? ALREADY_SUBSCRIBED
      : SUBSCRIBED;
  await rememberAnswer(db, row.id, answer);
  return json(answer.status, answer.body);
});
