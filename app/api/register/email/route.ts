import { getDb } from '@/lib/db/client';
import { clientIp, json, rateLimit, validationError, withErrorMapping } from '@/lib/http';
import { REGISTER_LIMITS } from '@/lib/register/limits';
import { checkEmail } from '@/lib/register/service';
import { fieldErrors } from '@/lib/schemas/fields';
import { registerEmailQuery } from '@/lib/schemas/register';

// GET /api/register/email?email=: {registered: boolean}. Rate-limited per IP and answered in
// constant time (at least 300 ms), so it cannot be used to list accounts quickly.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withErrorMapping(async (request: Request) => {
  const db = await getDb();
  await rateLimit(db, REGISTER_LIMITS.emailCheckPerIp, clientIp(request));
  const parsed = registerEmailQuery.safeParse({
    email: new URL(request.url).searchParams.get('email') ?? '',
  });
  if (!parsed.success) throw validationError(fieldErrors(parsed.error));
  return json(200, { registered: await checkEmail(db, parsed.data.email) });
});
