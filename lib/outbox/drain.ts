import { shutdownGraceMs } from '@/lib/config';
import { logger } from '@/lib/log';
import { setDraining } from './draining';
import { emitOutboxEvent } from './events';
import { flightsInProgress, flightsLanded } from './flight';
import { releaseClaim } from './store';
import { processWorker } from './worker';

// The outbox's part of a graceful shutdown: stop claiming, let the deliveries in flight
// finish within the grace period, then release the claims of those still running, so that another instance
// takes their rows at once instead of waiting out the lease, and abort them. A released row's late answer is
// never recorded (its claim token is gone); the upstream's Idempotency-Key handling covers a request that got
// through anyway. A kill -9 skips all this: the lease runs out and the row is delivered again (at least once).

export interface DrainReport {
  /** Whether every delivery in flight finished within the grace period. */
  finished: boolean;
  /** Rows handed back for another worker. */
  released: number;
}

const log = logger('outbox');

export async function drainOutbox({
  graceMs = shutdownGraceMs(),
}: { graceMs?: number } = {}): Promise<DrainReport> {
  setDraining(true);
  const started = Date.now();
  await processWorker()?.stopClaiming();
  const inFlight = flightsInProgress().length;
  const finished = await flightsLanded(Math.max(0, graceMs - (Date.now() - started)));
  let released = 0;
  if (!finished) {
    // Release first, then abort: an aborted attempt that settled before the release would push the row's
    // next attempt out by its backoff instead of making it due now.
    for (const flight of flightsInProgress()) {
      const handedBack = await releaseClaim(flight.db, flight.rowId, flight.claimToken).catch(
        (error: unknown) => {
          log.error({ err: error, rowId: flight.rowId }, 'could not release a claim; its lease will run out');
          return false;
        },
      );
      if (handedBack) {
        released++;
        emitOutboxEvent({ type: 'released', kind: flight.kind, rowId: flight.rowId });
      }
      flight.controller.abort();
    }
    await flightsLanded(1_000);
  }
  log.info({ inFlight, finished, released, ms: Date.now() - started }, 'outbox drained');
  return { finished, released };
}
