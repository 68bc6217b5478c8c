import { getDb } from '@/lib/db/client';
import { assertSameSite, clientIp, json, jsonError, rateLimit, readJson, withErrorMapping } from '@/lib/http';
import { REVIEW_RATE_LIMITS } from '@/lib/review/limits';
import { storeLiveResults, withStoredLive } from '@/lib/review/live-results';
import { reportForHost } from '@/lib/review/player';
import { normalizeReport } from '@/lib/playable/normalize';
import { storeLiveSchema } from '@/lib/schemas/review-live';

// POST /api/review/report/<id>/live: the Test step stores its settled live run with the report (a fresh
// upload only: 404 past its 24 hours), so `/review?report=<id>` reopens it with the live results. JSON within
// the 64 KB body limit, validated (400 validation); answers the report as it now reads.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withErrorMapping(
  async (request: Request, { params }: RouteContext<'/api/review/report/[id]/live'>) => {
    assertSameSite(request);
    const { id } = await params;
    const db = await getDb();
    await rateLimit(db, REVIEW_RATE_LIMITS.uploadPerIp, clientIp(request));
    const body = await readJson(request, storeLiveSchema, { honeypot: '' });
    if (body.spam) return jsonError(400, 'validation');
    const report = await storeLiveResults(db, id, body.data);
    if (!report) return jsonError(404, 'not_found');
    return json(
      200,
      reportForHost(withStoredLive(normalizeReport(report)), request.headers.get('host') ?? ''),
    );
  },
);
