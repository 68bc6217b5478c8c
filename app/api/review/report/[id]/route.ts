import { getDb } from '@/lib/db/client';
import { json, jsonError, withErrorMapping } from '@/lib/http';
import { withStoredLive } from '@/lib/review/live-results';
import { reportForHost } from '@/lib/review/player';
import { findUpload, isReportId } from '@/lib/review/storage';

// GET /api/review/report/<id> (docs/PRODUCT.md, HTTP API): the stored report of an upload of the last 24 hours (with its
// live run when the Test step stored one), in
// the current report version, with its player and preview links for the host it is asked on.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withErrorMapping(
  async (request: Request, { params }: RouteContext<'/api/review/report/[id]'>) => {
    const { id } = await params;
    if (!isReportId(id)) return jsonError(404, 'not_found');
    const upload = await findUpload(await getDb(), id);
    if (!upload) return jsonError(404, 'not_found');
    return json(200, reportForHost(withStoredLive(upload.report), request.headers.get('host') ?? ''));
  },
);
