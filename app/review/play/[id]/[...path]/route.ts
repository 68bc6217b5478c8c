import { getDb } from '@/lib/db/client';
import { buildPlayResponse, playResponseHeaders } from '@/lib/playable/serve';
import { networkScriptMock } from '@/lib/playable/shim';
import { requestedPath } from '@/lib/review/play';
import { findUploadFile } from '@/lib/review/storage';

// GET /review/play/<id>/<path> (DESIGN §5): a file of an uploaded playable, from the database. HTML gets the
// lifecycle shim first in <head> and the sandbox CSP (opaque origin, no network); every file gets nosniff
// and no-referrer. The site's own CSP and X-Frame-Options are not sent here (lib/security/headers.ts).

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { ...playResponseHeaders('missing.txt'), 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export async function GET(request: Request, { params }: RouteContext<'/review/play/[id]/[...path]'>) {
  const { id } = await params;
  const path = requestedPath(request.url, id);
  if (!path) return notFound();
  try {
    const stored = await findUploadFile(await getDb(), id, path);
    // A network's own script (mraid.js…) that the package does not hold is answered by buildPlayResponse.
    if (!stored || (!stored.data && !networkScriptMock(path))) return notFound();
    const files = stored.data ? new Map([[path, stored.data]]) : new Map<string, Buffer>();
    const response = buildPlayResponse(files, stored.htmlPath, path);
    return new Response(new Uint8Array(response.body), {
      status: response.status,
      headers: response.headers,
    });
  } catch (error) {
    console.error('[review] play failed:', error instanceof Error ? error.message : error);
    return new Response('Unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
