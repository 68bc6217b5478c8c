// Liveness for load balancers and the test harness. The forms issue extends it with db, mail and upstreams.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true });
}
