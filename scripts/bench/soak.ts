// npm run bench:soak — 60 s of mixed traffic at 50 connections on loopback against the production build
// (`npm run build` first): pages (the query views among them), search, contact and newsletter submissions
// and playable uploads. Runs on the embedded database from a first start (an empty DATA_DIR), then the same
// on a throwaway PostgreSQL (scripts/with-postgres.sh, PGPORT) for comparison. Prints per database: errors
// (must be 0), lost submissions (must be 0: every contact answered 202 is in the outbox and stored as a lead
// once the server has drained), and the server's RSS after start and at the end (embedded: under 400 MB).
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../lib/db/client';
import { leads, outbox, subscriptions } from '../../lib/db/schema';
import { validPlayable } from '../../tests/fixtures/playable/playables';
import { contactBody, startServer, visitorIp } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The embedded database's budget: resident memory after start and after the soak. */
const EMBEDDED_RSS_BUDGET_MB = 400;
/** How long after the load the settled RSS is read: idle check workers stop after 10 s. */
const SETTLE_MS = 15_000;
/** How the PostgreSQL leg hands its figures to the first process. */
const RESULT_MARK = 'SOAK_RESULT ';

type Context = { key?: string; email?: string };

interface SoakResult {
  database: string;
  requests: number;
  reqPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  lost: number;
  notDelivered: number;
  rssStartMb: number;
  rssEndMb: number;
  rssSettledMb: number;
  shed: number;
  unexpected: Record<string, number>;
  uploads: boolean;
}

async function soak(databaseUrl: string | undefined): Promise<SoakResult> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 0), { TRUST_PROXY: '1' });
  const rssStart = server.rssMb();
  const acceptedContacts = new Set<string>();
  const acceptedSubscriptions = new Set<string>();
  const unexpected: Record<string, number> = {};
  // An upload refused 503 with Retry-After while the check queue is full is the designed back-pressure
  // (docs/PRODUCT.md, HTTP API), counted apart from errors; a 503 without it would be an error.
  let shed = 0;
  const note = (what: string, status: number) => {
    const key = `${what} → ${status}`;
    unexpected[key] = (unexpected[key] ?? 0) + 1;
  };

  // Uploads exist once the playable-testing area is built; without the endpoint the mix leaves them out.
  const zip = (await validPlayable(2)).buffer;
  const boundary = `----bench${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Game.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  const uploadBody = Buffer.from([...Buffer.from(head), ...zip, ...Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const probe = await fetch(`${server.url}/api/review/upload`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': visitorIp() },
    body: new Uint8Array(uploadBody),
  });
  const withUploads = probe.status === 200;

  const get = (path: string) => ({
    method: 'GET' as const,
    path,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { 'x-forwarded-for': visitorIp() },
    }),
    onResponse: (status: number) => {
      if (status !== 200) note(`GET ${path}`, status);
    },
  });
  const requests: autocannon.Request[] = [
    get('/'),
    get('/cn/blog'),
    get('/blog?tab=insights'),
    get('/api/search?q=playable&locale=en'),
    {
      method: 'POST',
      path: '/api/contact',
      setupRequest: (request: autocannon.Request, context: Context) => {
        const body = contactBody();
        context.key = body.idempotencyKey as string;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
          body: JSON.stringify(body),
        };
      },
      onResponse: (status: number, _body: string, context: Context) => {
        if (status === 202) acceptedContacts.add(context.key!);
        else note('POST /api/contact', status);
      },
    },
    get('/jp/our-work'),
    get('/kr/our-work?type=interactive&tag=casual'),
    get('/search?q=playable&tab=work'),
    {
      method: 'POST',
      path: '/api/newsletter',
      setupRequest: (request: autocannon.Request, context: Context) => {
        context.email = `soak.${randomUUID()}@example.com`;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
          body: JSON.stringify({ email: context.email }),
        };
      },
      onResponse: (status: number, _body: string, context: Context) => {
        if (status === 201) acceptedSubscriptions.add(context.email!);
        else note('POST /api/newsletter', status);
      },
    },
    ...(withUploads
      ? [
          {
            method: 'POST' as const,
            path: '/api/review/upload',
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              headers: {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'x-forwarded-for': visitorIp(),
              },
              body: uploadBody,
            }),
            onResponse: (status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
              if (status === 503 && headers?.['retry-after']) shed += 1;
              else if (status !== 200) note('POST /api/review/upload', status);
            },
          },
        ]
      : []),
  ];

  const database = databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)';
  console.error(
    `bench:soak ${database}: ${CONNECTIONS} connections for ${DURATION_S} s at ${server.url}; uploads ${withUploads ? 'included' : `left out (upload answered ${probe.status})`}`,
  );
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
  });
  const rssEnd = server.rssMb();

  // Let the outbox worker deliver what is still queued, and idle check workers stop (lib/playable/pool.ts: after
  // 10 s), then read the settled RSS and the database with the server stopped.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rssSettled = server.rssMb();
  await server.stop();
  const handle = await openDatabase({ databaseUrl, dataDir: server.dataDir });
  const keys = [...acceptedContacts];
  let inOutbox = 0;
  let asLeads = 0;
  for (let i = 0; i < keys.length; i += 500) {
    const batch = keys.slice(i, i + 500);
    inOutbox += (
      await handle.db
        .select({ k: outbox.idempotencyKey })
        .from(outbox)
        .where(inArray(outbox.idempotencyKey, batch))
    ).length;
    asLeads += (
      await handle.db
        .select({ k: leads.idempotencyKey })
        .from(leads)
        .where(inArray(leads.idempotencyKey, batch))
    ).length;
  }
  const emails = [...acceptedSubscriptions];
  let subscribed = 0;
  for (let i = 0; i < emails.length; i += 500) {
    subscribed += (
      await handle.db
        .select({ e: subscriptions.email })
        .from(subscriptions)
        .where(inArray(subscriptions.email, emails.slice(i, i + 500)))
    ).length;
  }
  await handle.close();

  const errors = result.errors + result.timeouts + Object.values(unexpected).reduce((a, b) => a + b, 0);
  return {
    database,
    requests: result.requests.total,
    reqPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    lost: acceptedContacts.size - inOutbox + (acceptedSubscriptions.size - subscribed),
    notDelivered: acceptedContacts.size - asLeads,
    rssStartMb: Math.round(rssStart),
    rssEndMb: Math.round(rssEnd),
    rssSettledMb: Math.round(rssSettled),
    shed,
    unexpected,
    uploads: withUploads,
  };
}

/** The same soak on a throwaway PostgreSQL, in a child process under scripts/with-postgres.sh. */
function soakOnPostgres(): SoakResult | string {
  const run = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', process.execPath, ...process.execArgv, process.argv[1]!],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = run.stdout.split('\n').find((text) => text.startsWith(RESULT_MARK));
  return line
    ? (JSON.parse(line.slice(RESULT_MARK.length)) as SoakResult)
    : `not measured (exit ${run.status})`;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // The PostgreSQL leg (or a run against a database of one's own): figures on one line for the caller.
    console.log(RESULT_MARK + JSON.stringify(await soak(databaseUrl)));
    return;
  }
  const embedded = await soak(undefined);
  const postgres = process.env.BENCH_SOAK_EMBEDDED_ONLY ? 'left out' : soakOnPostgres();
  const results = typeof postgres === 'string' ? [embedded] : [embedded, postgres];
  console.table(
    results.map((result) => ({
      database: result.database,
      requests: result.requests,
      'req/s': result.reqPerSecond,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
      lost: result.lost,
      'not yet leads': result.notDelivered,
      'RSS after start MB': result.rssStartMb,
      'RSS at end MB': result.rssEndMb,
      [`RSS ${SETTLE_MS / 1000} s later MB`]: result.rssSettledMb,
      'uploads shed (503)': result.shed,
    })),
  );
  if (typeof postgres === 'string') console.log(`PostgreSQL: ${postgres}`);
  for (const result of results) {
    if (Object.keys(result.unexpected).length)
      console.log(`${result.database}, unexpected answers:`, result.unexpected);
    console.log(
      `${result.database}: errors ${result.errors} (budget 0: ${result.errors === 0 ? 'met' : 'MISSED'}), lost submissions ${result.lost} (budget 0: ${result.lost === 0 ? 'met' : 'MISSED'})`,
    );
  }
  const settled = Math.max(embedded.rssStartMb, embedded.rssSettledMb);
  console.log(
    `embedded RSS ${embedded.rssStartMb} MB after start, ${embedded.rssEndMb} MB at the end of the load, ${embedded.rssSettledMb} MB ${SETTLE_MS / 1000} s later (budget ${EMBEDDED_RSS_BUDGET_MB} MB after start and settled: ${settled < EMBEDDED_RSS_BUDGET_MB ? 'met' : 'MISSED'}; at the end of the load: ${embedded.rssEndMb < EMBEDDED_RSS_BUDGET_MB ? 'met' : 'MISSED'})`,
  );
}

void main();
