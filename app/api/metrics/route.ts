import { metricsToken } from '@/lib/config';
import { jsonError } from '@/lib/http';
import { socketFacts } from '@/lib/http/client-ip';
import { metricsAccess, metricsText } from '@/lib/metrics';

// GET /api/metrics: Prometheus text format, for `Authorization: Bearer $METRICS_TOKEN` or a client
// on this machine (lib/metrics/access.ts); everyone else gets 401.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const socket = socketFacts(request);
  const access = metricsAccess(
    {
      authorization: request.headers.get('authorization'),
      socketAddress: socket?.address ?? null,
      forwarded: socket?.forwarded ?? null,
      host: request.headers.get('host'),
    },
    metricsToken(),
  );
  if (access === null) {
    return jsonError(401, 'unauthorized', {}, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  }
  const { contentType, body } = await metricsText();
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}
