import { json } from '@/lib/http';

// GET /api/health/live: the process is up and answers requests. Nothing else is checked, so a
// database or SMTP outage never makes a supervisor restart a healthy process.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET() {
  return json(200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
}
