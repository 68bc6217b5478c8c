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
import { contactSchema } from '@/lib/schemas/contact';

// POST /api/contact (DESIGN §3): 202 {id, status: "delivered" | "queued"}. The submission is stored in the
// outbox before the answer; "delivered" when the upstream (or the embedded backend) took it within a short
// wait, "queued" when the outbox worker will finish the job. A repeated idempotency key gets the first answer.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const KIND = 'contact';

function replay(row: OutboxRow): Response {
  const answer = storedAnswer(row, { status: 202, body: { id: row.id, status: 'queued' } });
  return json(answer.status, answer.body);
}

export const POST = withErrorMapping(async (request: Request) => {
  assertSameSite(request);
  const db = await getDb();
  await rateLimit(db, RATE_LIMITS.contactPerIp, clientIp(request));
  const body = await readJson(request, contactSchema);
  // A bot filled the honeypot: it gets what a person would get, and nothing is stored.
  if (body.spam) return json(202, { id: randomUUID(), status: 'delivered' });

  const { idempotencyKey, website: _honeypot, ...contact } = body.data;
  const earlier = await findByKey(db, KIND, idempotencyKey);
  if (earlier) return replay(earlier);
  await rateLimit(db, RATE_LIMITS.contactPerEmail, contact.email.toLowerCase());

  const { row, created, delivery } = await submit(db, { kind: KIND, idempotencyKey, payload: contact });
  if (!created) return replay(row);
  const answer: StoredAnswer = {
    status: 202,
    body: { id: row.id, status: delivery?.outcome === 'delivered' ? 'delivered' : 'queued' },
  };
  await rememberAnswer(db, row.id, answer);
  return json(answer.status, answer.body);
});
