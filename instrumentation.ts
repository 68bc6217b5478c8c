// Next calls register() once when a server process starts. In the Node.js runtime (never during
// `next build`) it first checks the host configuration and exits when it is unsafe (a player origin on the
// site's registrable domain, hosts that differ from the build's), then stamps socket addresses for rate
// limits, opens the database in the background so the first form submission does not wait for PGlite's
// initdb, starts the outbox worker and the daily retention sweep.

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { refuseToStartOnHostProblems } = await import('./lib/security/startup');
  // Written out in full: the build replaces it with the record of its own hosts (next.config.ts `env`).
  refuseToStartOnHostProblems(process.env.PLAYMIND_BUILD_HOSTS);
  const [{ installSocketAddressHeader }, { getDb, warmDb }, { startOutboxWorker }, { scheduleDailySweep }] =
    await Promise.all([
      import('./lib/http/client-ip'),
      import('./lib/db/client'),
      import('./lib/outbox/worker'),
      import('./lib/db/retention'),
    ]);
  installSocketAddressHeader();
  warmDb();
  startOutboxWorker();
  scheduleDailySweep(getDb);
}
