// Next calls register() once when a server process starts. In the Node.js runtime (never during
// `next build`) it first checks the host configuration and exits when it is unsafe (a player origin on the
// site's registrable domain, hosts that differ from the build's), then stamps socket addresses for rate limits,
// checks the data key (the server refuses to start without one on PostgreSQL), opens the database in the
// background so the first form submission does not wait for PGlite's initdb, registers every outbox operation,
// starts the outbox worker and the daily retention sweep, and subscribes the metrics registry to the site's
// events before the first request. On SIGTERM/SIGINT the server entry (server/index.mjs) runs the shutdown
// hooks registered here (lib/lifecycle.mjs): the outbox drains before the process exits.

/** Time the drain leaves itself to hand back its claims before the server's grace period ends. */
const RELEASE_MARGIN_MS = 1_000;

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseToStartOnHostProblems, refuseToStartWithoutDataKey } = await import('./lib/security/startup');
  // Written out in full: the build replaces it with the record of its own hosts (next.config.ts `env`).
  refuseToStartOnHostProblems(process.env.PLAYMIND_BUILD_HOSTS);
  refuseToStartWithoutDataKey();
  const [
    { installSocketAddressHeader },
    { getDb, warmDb },
    { drainOutbox, startOutboxWorker },
    { scheduleDailySweep },
    { startMetrics },
    { onShutdown },
  ] = await Promise.all([
    import('./lib/http/client-ip'),
    import('./lib/db/client'),
    import('./lib/outbox'),
    import('./lib/db/retention'),
    import('./lib/metrics/registry'),
    import('./lib/lifecycle.mjs'),
    import('./lib/deliveries'),
  ]);
  installSocketAddressHeader();
  startMetrics();
  warmDb();
  startOutboxWorker();
  scheduleDailySweep(getDb);
  // Stop claiming, let the deliveries in flight finish, hand back the rest: a restart delivers nothing twice.
  onShutdown('outbox', async ({ graceMs }) => {
    await drainOutbox({ graceMs: Math.max(0, graceMs - RELEASE_MARGIN_MS) });
  });
}
