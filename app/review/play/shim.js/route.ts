import { shimScript } from '@/lib/playable/shim';

// GET /review/play/shim.js: the shim for the site's own player (/review/play/<id>/…), whose pages load it
// with <script src> (lib/playable/shim.ts LEGACY_SHIM_PATH). An upload host answers SHIM_PATH instead.

export const dynamic = 'force-static';

const body = shimScript();

export function GET(): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
