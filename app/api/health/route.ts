import { UPSTREAM_NAMES, type UpstreamName } from '@/lib/config';
import { getDatabase } from '@/lib/db/client';
import { json } from '@/lib/http';
import { checkMail } from '@/lib/mail/send';
import { countByStatus } from '@/lib/outbox';
import { playerHealth } from '@/lib/review/player';
import { probeUpstream, type UpstreamState } from '@/lib/upstream/http';

// GET /api/health (DESIGN §3): 200 {ok, db, mail, upstreams} when the site can take submissions, else 503.
// Upstreams being down does not make the site unhealthy: the outbox keeps submissions until they recover.
// `player` is "degraded" (with the reason) while playables are served from loopback on a public site: the
// site works, a phone cannot open the preview.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const CHECK_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

async function databaseHealth() {
  try {
    const handle = await withTimeout(getDatabase(), 'database');
    await withTimeout(handle.ping(), 'database');
    const outbox = await withTimeout(countByStatus(handle.db), 'database');
    return { ok: true, driver: handle.driver, outbox: { pending: outbox.pending, failed: outbox.failed } };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function GET() {
  const [db, mail, states] = await Promise.all([
    databaseHealth(),
    checkMail(CHECK_TIMEOUT_MS),
    Promise.all(UPSTREAM_NAMES.map((name) => probeUpstream(name))),
  ]);
  const upstreams = Object.fromEntries(UPSTREAM_NAMES.map((name, i) => [name, states[i]])) as Record<
    UpstreamName,
    UpstreamState
  >;
  const ok = db.ok && mail.ok;
  return json(ok ? 200 : 503, { ok, db, mail, upstreams, player: playerHealth() });
}
