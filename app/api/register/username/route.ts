import { getDb } from '@/lib/db/client';
import { clientIp, json, rateLimit, validationError, withErrorMapping } from '@/lib/http';
import { REGISTER_LIMITS } from '@/lib/register/limits';
import { checkUsernameAvailable } from '@/lib/register/service';
import { fieldErrors } from '@/lib/schemas/fields';
import { registerUsernameQuery } from '@/lib/schemas/register';

// GET /api/register/username?username=: {available: boolean}. A name that breaks the rules is
// 400 with its message key. Rate-limited per IP, answered in constant time (at least 300 ms).

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withErrorMapping(async (request: Request) => {
  const db = await getDb();
  await rateLimit(db, REGISTER_LIMITS.usernameCheckPerIp, clientIp(request));
  const parsed = registerUsernameQuery.safeParse({
    username: new URL(request.url).searchParams.get('username') ?? '',
  });
  if (!parsed.success) throw validationError(fieldErrors(parsed.error));
  return json(200, { available: await checkUsernameAvailable(db, parsed.data.username) });
});
