import { getDb } from '@/lib/db/client';
import { emit, timed } from '@/lib/events';
import { assertSameSite, clientIp, HttpError, json, rateLimit, withErrorMapping } from '@/lib/http';
import { REVIEW_RATE_LIMITS } from '@/lib/review/limits';
import { reportForHost } from '@/lib/review/player';
import {
  acceptPlayable,
  fileFromMultipart,
  limitCompliance,
  networksFromMultipart,
  readUploadBody,
} from '@/lib/review/upload';

// POST /api/review/upload (docs/PRODUCT.md, HTTP API; docs/ARCHITECTURE.md, An upload): multipart with the zip in `file` and optionally `networks`
// (comma-separated matrix columns limiting the answer's `compliance`; an unknown id is a 400 validation). 200 the static report (its
// links for the host asked on); 413 {error:"size"} past 5 MB (counted while the body streams in);
// 400 {error:"type"|"names"|"archive"|"html"}; 429 past the per-IP limits (uploads, inflated bytes);
// 503 {error:"busy"} with Retry-After when the check queue is full or the site-wide inflate budget is spent.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withErrorMapping(async (request: Request) => {
  assertSameSite(request);
  const db = await getDb();
  const ip = clientIp(request);
  await rateLimit(db, REVIEW_RATE_LIMITS.uploadPerIp, ip);
  const body = await readUploadBody(request);
  const file = fileFromMultipart(request.headers.get('content-type'), body);
  const networks = networksFromMultipart(request.headers.get('content-type'), body);
  const report = await timed(
    () => acceptPlayable(db, file, ip),
    (seconds, result) =>
      emit('upload.checked', {
        seconds,
        outcome: result.ok ? 'accepted' : result.error instanceof HttpError ? 'refused' : 'error',
      }),
  );
  return json(200, limitCompliance(reportForHost(report, request.headers.get('host') ?? ''), networks));
});
