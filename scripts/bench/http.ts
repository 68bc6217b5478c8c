// npm run bench:http — autocannon on loopback against the production build (`npm run build` first), side by
// side in one run: a file from public/, a statically generated page through the proxy, /api/search and
// POST /api/contact. Prints req/s, p50 and p99 latency, and each target's throughput relative to the file.
// Each visitor gets its own X-Forwarded-For (TRUST_PROXY=1), so the per-IP limits see many visitors.
import autocannon from 'autocannon';
import { contactBody, startServer, visitorIp } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Target = { name: string; path: string; method?: 'GET' | 'POST'; body?: () => string };

const targets: Target[] = [
  { name: 'public file', path: '/guides/playable-testing-guide.en.html' },
  { name: 'static page via proxy', path: '/mindworks' },
  { name: 'static page, CJK locale', path: '/cn/news' },
  // These read their view from the URL (tabs, filters), so they render per request.
  { name: 'per-request page (URL state)', path: '/blog' },
  { name: 'per-request page, CJK locale', path: '/cn/our-work?type=interactive' },
  { name: 'GET /api/search', path: '/api/search?q=playable&locale=en' },
  {
    name: 'POST /api/contact',
    path: '/api/contact',
    method: 'POST',
    body: () => JSON.stringify(contactBody()),
  },
];

async function run(url: string, target: Target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': visitorIp() },
          ...(target.body ? { body: target.body() } : {}),
        }),
      },
    ],
  });
  return result;
}

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3901), { TRUST_PROXY: '1' });
  console.log(`bench:http: ${CONNECTIONS} connections, ${DURATION_S} s per target, ${server.url}\n`);
  try {
    const rows = [];
    let baseline = 0;
    for (const target of targets) {
      const result = await run(server.url, target);
      const rps = result.requests.average;
      if (!baseline) baseline = rps;
      const bad = result.non2xx + result.errors + result.timeouts;
      rows.push({
        target: target.name,
        path: target.path,
        'req/s': Math.round(rps),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'vs file': `${(rps / baseline).toFixed(2)}×`,
        'non-2xx/errors': bad,
      });
    }
    console.table(rows);
    console.log(`server RSS at the end: ${server.rssMb().toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

void main();
