// Next calls register() once when a server process starts. In the Node.js runtime (never during
// `next build`) it stamps socket addresses for rate limits, checks the data key (the server refuses to start
// without one on PostgreSQL), opens the database in the background so the first form submission does not
// wait for PGlite's initdb, registers every outbox operation, starts the outbox worker and the daily
// retention sweep, and makes SIGTERM/SIGINT drain the outbox before the server exits (lib/shutdown.ts).

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [
    { installSocketAddressHeader },
    { getDb, warmDb },
    { keyRing, drainOutbox, startOutboxWorker },
    { scheduleDailySweep },
    { onShutdown, takeOverSignals },
    { logger },
  ] = await Promise.all([
    import('./lib/http/client-ip'),
    import('./lib/db/client'),
    import('./lib/outbox'),
    import('./lib/db/retention'),
    import('./lib/shutdown'),
    import('./lib/log'),
    import('./lib/deliveries'),
  ]);
  try {
    keyRing();
  } catch (error) {
    logger('start').fatal({ err: error }, 'refusing to start');
    process.exit(1);
  }
  installSocketAddressHeader();
  warmDb();
  startOutboxWorker();
  scheduleDailySweep(getDb);
  onShutdown('outbox', async () => {
    await drainOutbox();
  });
  takeOverSignals();
}
