// npm run bench:soak — 60 s of mixed traffic at 50 connections on loopback against the production build
// (`npm run build` first) with the embedded database: pages, search, contact and newsletter submissions and
// playable uploads. Prints errors (must be 0), lost submissions (must be 0: every contact answered 202 is in
// the outbox and stored as a lead once the server has drained), and the server's RSS at start and end.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../lib/db/client';
import { leads, outbox, subscriptions } from '../../lib/db/schema';
import { validPlayable } from '../../tests/fixtures/playable/playables';
import { contactBody, startServer, visitorIp } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Context = { key?: string; email?: string };

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3902), { TRUST_PROXY: '1' });
  const rssStart = server.rssMb();
  const acceptedContacts = new Set<string>();
  const acceptedSubscriptions = new Set<string>();
  const unexpected: Record<string, number> = {};
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
            onResponse: (status: number) => {
              if (status !== 200) note('POST /api/review/upload', status);
            },
          },
        ]
      : []),
  ];

  console.log(
    `bench:soak: ${CONNECTIONS} connections for ${DURATION_S} s at ${server.url}; uploads ${withUploads ? 'included' : `left out (upload answered ${probe.status})`}`,
  );
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests,
  });
  const rssEnd = server.rssMb();

  // Let the outbox worker deliver what is still queued, then read the database with the server stopped.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await server.stop();
  const handle = await openDatabase({ dataDir: server.dataDir });
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
  const lost = acceptedContacts.size - inOutbox + (acceptedSubscriptions.size - subscribed);
  console.table([
    {
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'contacts accepted': acceptedContacts.size,
      'in outbox': inOutbox,
      'stored as leads': asLeads,
      'subscriptions accepted': acceptedSubscriptions.size,
      'stored subscriptions': subscribed,
    },
  ]);
  if (Object.keys(unexpected).length) console.log('unexpected answers:', unexpected);
  console.log(`errors: ${errors} (budget 0: ${errors === 0 ? 'met' : 'MISSED'})`);
  console.log(
    `lost submissions: ${lost} (budget 0: ${lost === 0 ? 'met' : 'MISSED'}); not yet delivered as leads: ${acceptedContacts.size - asLeads}`,
  );
  console.log(`server RSS: ${rssStart.toFixed(0)} MB at start, ${rssEnd.toFixed(0)} MB at the end`);
}

void main();
