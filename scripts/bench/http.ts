// npm run bench:http — autocannon on loopback against the production build (`npm run build` first), side by
// side in one run: a file from public/ (the baseline), statically generated pages, each view a URL's query
// chooses (blog tab, our-work filter with and without matches, search, the privacy versions by query and by
// host), /api/search and POST /api/contact. Prints req/s, p50 and p99 latency and each target's throughput
// relative to the file; every page kind's goal is 0.4× the file. Each visitor gets its own
// X-Forwarded-For (TRUST_PROXY=1), so the per-IP limits see many visitors. Repeated URLs are answered from the
// server's memory of prerendered pages (server/page-cache.mjs); one more row asks a new URL every time, so it
// shows what the same page costs through Next (and the cache's bookkeeping on every miss).
import autocannon from 'autocannon';
import { contactBody, startServer, visitorIp } from './support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/**
 * Before the measured pass, every GET target is loaded unmeasured for this long, and again just before its
 * own measurement: a server that has just started runs unoptimized code and fills its caches for tens of
 * seconds (/mindworks, same build, 6 s runs back to back: 300, 416, 510, 521, 640 req/s), so without it the
 * list measured its own order rather than the pages.
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);

/** A page kind's goal against the public file of the same run. */
const PAGE_GOAL = 0.4;

type Target = {
  name: string;
  path: string;
  /** A page (held to PAGE_GOAL); the file, the API and the form are measured for comparison. */
  page?: boolean;
  host?: string;
  /** A new query on every request: never an answer the server has kept. */
  freshQuery?: boolean;
  method?: 'GET' | 'POST';
  body?: () => string;
};

const targets: Target[] = [
  { name: 'public file', path: '/guides/playable-testing-guide.en.html' },
  { name: 'static page', path: '/mindworks', page: true },
  { name: 'static page, a new URL each time', path: '/mindworks', freshQuery: true },
  { name: 'static page, CJK locale', path: '/cn/news', page: true },
  // Views chosen by the URL's query, rewritten by the proxy to pages generated at build time.
  { name: 'blog tab', path: '/jp/blog?tab=insights', page: true },
  { name: 'our-work filter', path: '/cn/our-work?type=interactive&tag=casual', page: true },
  { name: 'our-work filter, no match', path: '/kr/our-work?tag=casino&tag=ecommerce', page: true },
  { name: 'search page', path: '/search?q=playable&tab=work', page: true },
  { name: 'privacy, ?version=cn', path: '/privacy?version=cn', page: true },
  { name: 'privacy, .cn host', path: '/cn/privacy', host: 'www.playmind-studio.cn', page: true },
  { name: 'GET /api/search', path: '/api/search?q=playable&locale=en' },
  {
    name: 'POST /api/contact',
    path: '/api/contact',
    method: 'POST',
    body: () => JSON.stringify(contactBody()),
  },
];

let fresh = 0;

/** One autocannon run on `target`; `warmup` seconds of unmeasured load first. */
async function run(url: string, target: Target, duration: number, warmup: number) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration,
    ...(warmup > 0 ? { warmup: { connections: CONNECTIONS, duration: warmup } } : {}),
    headers: { 'content-type': 'application/json', ...(target.host ? { host: target.host } : {}) },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...(target.freshQuery ? { path: `${target.path}?fresh=${(fresh += 1)}` } : {}),
          headers: { ...request.headers, 'x-forwarded-for': visitorIp() },
          ...(target.body ? { body: target.body() } : {}),
        }),
      },
    ],
  });
  return result;
}

async function main() {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 0), {
    TRUST_PROXY: '1',
    SITE_HOST_CN: 'www.playmind-studio.cn',
  });
  console.log(
    `bench:http: ${CONNECTIONS} connections, ${DURATION_S} s per target after ${WARMUP_S} s of warm-up, ${server.url}\n`,
  );
  try {
    if (WARMUP_S > 0) {
      for (const target of targets) if (target.method !== 'POST') await run(server.url, target, WARMUP_S, 0);
    }
    const rows = [];
    let baseline = 0;
    const missed: string[] = [];
    for (const target of targets) {
      const result = await run(server.url, target, DURATION_S, WARMUP_S);
      const rps = result.requests.average;
      if (!baseline) baseline = rps;
      const bad = result.non2xx + result.errors + result.timeouts;
      const ratio = rps / baseline;
      if (target.page && (ratio < PAGE_GOAL || bad > 0)) missed.push(target.name);
      rows.push({
        target: target.name,
        path: target.path,
        'req/s': Math.round(rps),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'vs file': `${ratio.toFixed(2)}×`,
        'non-2xx/errors': bad,
      });
    }
    console.table(rows);
    console.log(
      `pages at ≥ ${PAGE_GOAL}× the file with no errors: ${missed.length === 0 ? 'met' : `MISSED by ${missed.join(', ')}`}`,
    );
    console.log(`server RSS at the end: ${server.rssMb().toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

void main();
