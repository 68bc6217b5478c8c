import { isDraining } from '@/lib/lifecycle.mjs';
import { runHealthChecks } from '@/lib/health/registry';
import { registerSiteHealthChecks } from '@/lib/health/site-checks';
import { json } from '@/lib/http';

// GET /api/health/ready: whether this instance should get traffic. 200 while the database answers,
// with mail and upstreams reported (`degraded` when down, never a reason to take the instance out); 503 when
// the database is down or the instance is shutting down (lib/lifecycle.mjs).

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

registerSiteHealthChecks();

export async function GET() {
  if (isDraining()) return json(503, { status: 'draining', checks: {} }, { 'Retry-After': '5' });
  const report = await runHealthChecks();
  return json(
    report.ready ? 200 : 503,
    { status: report.status, checks: report.checks },
    report.ready ? {} : { 'Retry-After': '5' },
  );
}
