// Next calls register() once when a server process starts. In the Node.js runtime (never during
// `next build`) it stamps socket addresses for rate limits, opens the database in the background so the
// first form submission does not wait for PGlite's initdb, starts the outbox worker and the daily
// retention sweep. The metrics registry subscribes to the site's events before the first request. On SIGTERM
// the server entry (server/index.mjs) runs the shutdown hooks registered here (lib/lifecycle.mjs).

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [
    { installSocketAddressHeader },
    { getDb, warmDb },
    { startOutboxWorker, stopOutboxWorker },
    { scheduleDailySweep },
    { startMetrics },
    { onShutdown },
  ] = await Promise.all([
    import('./lib/http/client-ip'),
    import('./lib/db/client'),
    import('./lib/outbox/worker'),
    import('./lib/db/retention'),
    import('./lib/metrics/registry'),
    import('./lib/lifecycle.mjs'),
  ]);
  installSocketAddressHeader();
  startMetrics();
  warmDb();
  startOutboxWorker();
  // Stop claiming and let the deliveries in flight finish, so a restart does not deliver them twice.
  onShutdown('outbox', () => stopOutboxWorker());
  scheduleDailySweep(getDb);
}
