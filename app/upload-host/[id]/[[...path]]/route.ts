import { getDb } from '@/lib/db/client';
import { demoLookup } from '@/lib/demos/serve';
import { answerPlayRequest, archivePath, notFoundResponse, type PlayResponse } from '@/lib/playable/serve';
import { UPLOAD_HOST_PREFIX } from '@/lib/proxy/rules';
import { patternOfUploadHost, playerSettings } from '@/lib/review/player';
import { findUploadFile } from '@/lib/review/storage';
import { uploadIdOfHost } from '@/lib/playable/origin';

// The upload hosts' one handler (docs/ARCHITECTURE.md, The playable tester). proxy.ts rewrites every request
// whose Host is an upload host (`<id>.<player domain>`) to /upload-host/<label>/<path>; nothing else of the
// site runs there. It serves only the upload its Host names, and only when that is the id in the path: a site
// host that reaches this route directly (the path is public) gets 404, so site hosts serve no upload file.
// The studio's demos (lib/demos) are served here too, by the same code: their ids are checked first, then the
// uploads'.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function toResponse(answer: PlayResponse, method: string): Response {
  const body = method === 'HEAD' || answer.status === 304 ? null : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers: answer.headers });
}

async function handle(request: Request, { params }: RouteContext<'/upload-host/[id]/[[...path]]'>) {
  const { id } = await params;
  const host = request.headers.get('host') ?? '';
  const pattern = patternOfUploadHost(host);
  if (!pattern) {
    // A site host: the site's own 404, without the player's headers.
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const settings = playerSettings(pattern);
  const hostId = uploadIdOfHost(host, [pattern]);
  if (hostId === null || hostId !== id) return toResponse(notFoundResponse(settings), request.method);
  // Next hands the route the URL as the client sent it (the rewrite only chose the route); should it ever
  // hand over the rewritten one, its prefix is dropped. Either way the path is decoded here exactly once.
  const prefix = `${UPLOAD_HOST_PREFIX}/${encodeURIComponent(id)}`;
  const sent = new URL(request.url).pathname;
  const pathname = sent === prefix ? '/' : sent.startsWith(`${prefix}/`) ? sent.slice(prefix.length) : sent;
  try {
    const lookup = demoLookup(id) ?? (async (path: string) => findUploadFile(await getDb(), id, path));
    const answer = await answerPlayRequest(
      { method: request.method, path: archivePath(pathname), headers: request.headers },
      lookup,
      settings,
    );
    return toResponse(answer, request.method);
  } catch (error) {
    console.error('[review] play failed:', error instanceof Error ? error.message : error);
    return new Response('Unavailable', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      },
    });
  }
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
