import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { getDb } from '@/lib/db/client';
import { onEvent } from '@/lib/events';
import { countByStatus } from '@/lib/outbox';
import { oldestPendingAgeSeconds } from './outbox-age';

// The site's Prometheus metrics (GET /api/metrics). Counters move on the events features emit (lib/events.ts);
// the outbox gauges are read from the database when scraped, so every instance reports the shared table.
// One registry per process, on globalThis: instrumentation.ts starts it and the route reads it, and Next
// bundles the two separately.

const PREFIX = 'playmind_';

/** Latency buckets of an upstream call (its timeout is 10 s by default). */
const UPSTREAM_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A playable check takes milliseconds for a small file and up to seconds for a 5 MB archive. */
const CHECK_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function statusClass(status: number | null): string {
  return status === null ? 'none' : `${Math.floor(status / 100)}xx`;
}

function createRegistry(): Registry {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  // The outbox gauges are read in one go when the first of them is collected (the registry collects its
  // metrics in the order they were registered).
  const databaseUp = new Gauge({
    name: `${PREFIX}database_up`,
    help: 'Whether the database answered the last scrape (1) or not (0).',
    registers: [],
  });
  const oldestPending = new Gauge({
    name: `${PREFIX}outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest pending outbox row (0 when none is pending).',
    registers: [],
  });
  new Gauge({
    name: `${PREFIX}outbox_rows`,
    help: 'Outbox rows by state, in the shared table.',
    labelNames: ['state'],
    registers,
    async collect() {
      try {
        const db = await getDb();
        const [counts, age] = await Promise.all([countByStatus(db), oldestPendingAgeSeconds(db)]);
        for (const [state, rows] of Object.entries(counts)) this.set({ state }, rows);
        oldestPending.set(age);
        databaseUp.set(1);
      } catch {
        this.reset();
        oldestPending.reset();
        databaseUp.set(0);
      }
    },
  });
  registry.registerMetric(oldestPending);
  registry.registerMetric(databaseUp);

  const deliveries = new Counter({
    name: `${PREFIX}outbox_deliveries_total`,
    help: 'Outbox delivery attempts by operation and result (delivered, retry, failed).',
    labelNames: ['kind', 'result'],
    registers,
  });
  const upstreamLatency = new Histogram({
    name: `${PREFIX}upstream_request_duration_seconds`,
    help: 'Upstream API requests by upstream and answer class (2xx..5xx, none = no answer).',
    labelNames: ['upstream', 'status'],
    buckets: UPSTREAM_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with 429, by rate-limit rule.',
    labelNames: ['bucket'],
    registers,
  });
  const uploadChecks = new Histogram({
    name: `${PREFIX}upload_check_duration_seconds`,
    help: 'Checks of uploaded playables by outcome (accepted, refused, error); _count is the number of checks.',
    labelNames: ['outcome'],
    buckets: CHECK_BUCKETS,
    registers,
  });

  onEvent('outbox', (event) => {
    if (event.type === 'delivered' || event.type === 'retry' || event.type === 'failed')
      deliveries.inc({ kind: event.kind, result: event.type });
  });
  onEvent('upstream.request', ({ upstream, status, seconds }) =>
    upstreamLatency.observe({ upstream, status: statusClass(status) }, seconds),
  );
  onEvent('rate_limit.refused', ({ bucket }) => refusals.inc({ bucket }));
  onEvent('upload.checked', ({ outcome, seconds }) => uploadChecks.observe({ outcome }, seconds));
  return registry;
}

const state = globalThis as typeof globalThis & { __playmindMetrics?: Registry };

/** The process's registry, created (and subscribed to the site's events) on first use. */
export function startMetrics(): Registry {
  return (state.__playmindMetrics ??= createRegistry());
}

/** The metrics in Prometheus text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const registry = startMetrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
