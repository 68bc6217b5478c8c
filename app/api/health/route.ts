import { runHealthChecks } from '@/lib/health/registry';
import { registerSiteHealthChecks } from '@/lib/health/site-checks';
import { json } from '@/lib/http';

// GET /api/health, kept for monitors written against it: 200 `{ok, status, db, mail, upstreams,
// checks}` while the site can take submissions, 503 only when a critical check (the database) is down. Mail and
// upstreams being down is `status: "degraded"`: the outbox keeps submissions until they recover. Load
// balancers should use /api/health/ready, and process supervisors /api/health/live.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

registerSiteHealthChecks();

export async function GET() {
  const report = await runHealthChecks();
  const details = Object.entries(report.checks).map(([name, check]) => [name, check.detail ?? {}]);
  const checks = Object.fromEntries(
    Object.entries(report.checks).map(([name, check]) => [name, check.status]),
  );
  return json(
    report.ready ? 200 : 503,
    { ok: report.ready, status: report.status, ...Object.fromEntries(details), checks },
    report.ready ? {} : { 'Retry-After': '5' },
  );
}
