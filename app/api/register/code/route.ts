import { getDb } from '@/lib/db/client';
import { assertSameSite, clientIp, HttpError, json, rateLimit, readJson, withErrorMapping } from '@/lib/http';
import { REGISTER_LIMITS } from '@/lib/register/limits';
import { requestCode } from '@/lib/register/service';
import { registerCodeBody } from '@/lib/schemas/register';

// POST /api/register/code {email, locale}: 202 when the code is on its way; 429 with Retry-After
// when asked again within 60 s (`resend_too_soon`) or too often per address or IP (`rate_limited`).

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withErrorMapping(async (request: Request) => {
  assertSameSite(request);
  const db = await getDb();
  const body = await readJson(request, registerCodeBody);
  if (body.spam) return json(202, { status: 'sent' });
  const email = body.data.email.toLowerCase();
  await rateLimit(db, REGISTER_LIMITS.codePerIp, clientIp(request));
  await rateLimit(db, REGISTER_LIMITS.codeResend, email).catch((error: unknown) => {
    throw retag(error, 'resend_too_soon');
  });
  await rateLimit(db, REGISTER_LIMITS.codePerEmail, email);
  const answer = await requestCode(db, email, body.data.locale);
  const retryAfter = (answer.body as { retryAfter?: number }).retryAfter;
  return json(answer.status, answer.body, retryAfter ? { 'Retry-After': String(retryAfter) } : {});
});

function retag(error: unknown, code: string): unknown {
  if (error instanceof HttpError && error.status === 429)
    return new HttpError(429, { ...error.body, error: code }, error.headers);
  return error;
}
