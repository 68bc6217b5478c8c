import { demoOfCase } from '@/lib/demos/catalog';
import { json, jsonError, withErrorMapping } from '@/lib/http';
import { patternForSiteHost } from '@/lib/review/player';
import { playerUrl } from '@/lib/playable/origin';

// GET /api/demos/<case slug>: where the case's demo plays for the host it is asked on (the .cn player on the
// .cn site; on the embedded default, this server's own port). The case page asks only when the visitor
// presses "Play the demo", so nothing of a demo is part of the page's first load.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withErrorMapping(
  async (request: Request, { params }: RouteContext<'/api/demos/[slug]'>) => {
    const { slug } = await params;
    const demo = demoOfCase(slug);
    if (!demo) return jsonError(404, 'not_found');
    const pattern = patternForSiteHost(request.headers.get('host') ?? '');
    return json(200, {
      slug: demo.slug,
      id: demo.id,
      name: demo.name,
      orientation: demo.manifest.orientation,
      player: playerUrl(pattern, demo.id, demo.htmlPath),
    });
  },
);
