import { UPSTREAM_NAMES } from '@/lib/config';
import { getDatabase } from '@/lib/db/client';
import { checkMail } from '@/lib/mail/send';
import { countByStatus } from '@/lib/outbox';
import { playerHealth } from '@/lib/review/player';
import { probeUpstream } from '@/lib/upstream/http';
import { CHECK_TIMEOUT_MS, registerHealthCheck } from './registry';

// The site's own health checks, registered with lib/health/registry.ts. Each keeps the shape /api/health has
// always answered (`db`, `mail`, `upstreams`). Another feature registers its check the same way, from its own
// module, and imports it here or in instrumentation.ts.

/** Registers the database (critical), mail and upstream checks; safe to call again. */
export function registerSiteHealthChecks(): void {
  registerHealthCheck({
    name: 'db',
    critical: true,
    async run() {
      const handle = await getDatabase();
      await handle.ping();
      const outbox = await countByStatus(handle.db);
      return {
        status: 'ok',
        detail: {
          ok: true,
          driver: handle.driver,
          outbox: { pending: outbox.pending, failed: outbox.failed },
        },
      };
    },
  });

  // Mail waits safely in the outbox while SMTP is down: degraded, not down.
  registerHealthCheck({
    name: 'mail',
    critical: false,
    async run() {
      const mail = await checkMail(CHECK_TIMEOUT_MS);
      return { status: mail.ok ? 'ok' : 'down', detail: { ...mail } };
    },
  });

  // An upstream API being down delays deliveries; the outbox keeps them.
  registerHealthCheck({
    name: 'upstreams',
    critical: false,
    async run() {
      const states = await Promise.all(UPSTREAM_NAMES.map((name) => probeUpstream(name)));
      const detail = Object.fromEntries(UPSTREAM_NAMES.map((name, i) => [name, states[i]]));
      return { status: states.includes('down') ? 'down' : 'ok', detail };
    },
  });

  // Playables served from loopback while the site's hosts are public: the site works, a phone cannot open the
  // preview (lib/review/player.ts says why and what to set).
  registerHealthCheck({
    name: 'player',
    critical: false,
    async run() {
      const health = playerHealth();
      return { status: health.status === 'ok' ? 'ok' : 'degraded', detail: { ...health } };
    },
  });
}
