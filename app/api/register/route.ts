import { validationError } from '@/lib/http';
import { submissionRoute } from '@/lib/http/submission';
import { isStoredAnswer, type StoredAnswer } from '@/lib/outbox/answer';
import { payloadOf } from '@/lib/outbox/store';
import { isCommonPassword } from '@/lib/register/common-passwords';
import { REGISTER_LIMITS } from '@/lib/register/limits';
import { platformLinks } from '@/lib/register/links';
import { refusalOf, resultFromBody } from '@/lib/register/outcome';
import { REGISTER_KIND } from '@/lib/register/outbox';
import { registerSchema, type RegisterPayload } from '@/lib/schemas/register';
import type { UpstreamAnswer } from '@/lib/upstream/answer';
import { selfserveConfigured } from '@/lib/upstream/selfserve';

// POST /api/register (docs/PRODUCT.md, Trial registration): 201 {outcome: "activated", daysValid,
// expiredDate, loginUrl} or {outcome: "review"}; 409 {error: "email_registered" | "username_taken"}; 400
// {error: "code_invalid" | "code_expired" | "code_locked"}, or a validation error (a password on the
// common-password list: `passwordCommon`); 202 {outcome: "pending"} when the selfserve API cannot be reached
// now: the application is in the outbox and delivered later. A repeated idempotency key gets the first
// answer.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const PENDING: StoredAnswer = { status: 202, body: { outcome: 'pending' } };
/** The embedded backend hashes a password (scrypt) and writes two tables: give it time before "pending". */
const EMBEDDED_WAIT_MS = 15_000;

function answerFor(upstream: UpstreamAnswer, locale: string): StoredAnswer {
  const refusal = refusalOf(upstream);
  if (refusal) return { status: upstream.status, body: { error: refusal } };
  return { status: 201, body: resultFromBody(upstream.body, platformLinks(locale === 'zh-CN').login) };
}

function localeOf(payload: unknown): string {
  const locale = (payload as { locale?: unknown } | null)?.locale;
  return typeof locale === 'string' ? locale : 'en';
}

export const POST = submissionRoute({
  schema: registerSchema,
  kind: REGISTER_KIND,
  // A bot filled the honeypot: it is told its application is under review, and nothing is stored.
  decoy: () => ({ status: 201, body: { outcome: 'review' } }),
  ipLimit: REGISTER_LIMITS.submitPerIp,
  prepare: async ({ data }): Promise<RegisterPayload> => {
    if (await isCommonPassword(data.password)) throw validationError({ password: 'passwordCommon' });
    const { idempotencyKey: _key, website: _honeypot, repassword: _repeated, ...registration } = data;
    return registration;
  },
  waitMs: () => (selfserveConfigured() ? undefined : EMBEDDED_WAIT_MS),
  answer: ({ delivery, payload }) =>
    delivery?.outcome === 'delivered' && delivery.answer
      ? answerFor(delivery.answer, payload.locale)
      : PENDING,
  replay: (row) => {
    if (isStoredAnswer(row.answer) && row.answer.status !== 202) return row.answer;
    if (row.status === 'delivered' && row.responseStatus)
      return answerFor({ status: row.responseStatus, body: row.responseBody }, localeOf(payloadOf(row)));
    return PENDING;
  },
});
