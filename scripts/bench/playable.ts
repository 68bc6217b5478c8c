// npm run bench:playable — does the site stay responsive while uploads are checked? Against the production
// build (`npm run build` first), started here with `next start` on BENCH_PORT (default 3902):
//   1. the p99 of a static page and of /api/health, idle and while four 5 MB uploads are checked at a time;
//   2. the server's peak RSS growth meanwhile;
//   3. what happens to the 49 × 1 MiB case (and the other hostile archives) and the pages meanwhile;
//   4. eight 5 MB uploads at once: RSS.
// Goals (issue 13): loaded p99 under 2× idle or under 100 ms, whichever is larger; RSS growth under 150 MB.
import { randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '../../lib/playable/limits';
import * as hostile from '../../tests/fixtures/playable/hostile';
import { validPlayable, validPlayableFiles, zipFiles } from '../../tests/fixtures/playable/playables';
import { type BenchServer, startServer, visitorIp } from './support';

const STATIC_PAGE = '/product/playable-ads';
const HEALTH = '/api/health';
const IDLE_SECONDS = 10;
const LOADED_SECONDS = 20;
const PARALLEL_UPLOADS = 4;

/** Generated engine code: distinct functions, so it compresses like real minified JavaScript (about 4:1). */
function engineScript(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = `function f${i}(a,b){var c=a*${(i * 7919) % 1000}+b;if(c>${i % 97}){return f${Math.max(0, i - 1)}(c-${i % 13},b)}return[c,"${randomBytes(4).toString('hex')}"]}\n`;
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

/** A 5 MB playable as studios ship them: 1 MB of engine code (a Cocos 2.x engine's size) and images. */
async function fullSizePlayable(): Promise<Buffer> {
  const files = validPlayableFiles(2);
  files['Game/js/engine.js'] = engineScript(1_000_000);
  const images = 150;
  const imageBytes = Math.floor((MAX_UPLOAD_BYTES - 600_000) / images);
  for (let i = 0; i < images; i++) files[`Game/img/tile_${i}.png`] = randomBytes(imageBytes);
  return zipFiles(files);
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Requests `path` one after another until `stop` resolves; answers each latency in ms. */
async function probe(base: string, path: string, stop: Promise<void>): Promise<number[]> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const latencies: number[] = [];
  while (!stopped) {
    const started = performance.now();
    const response = await fetch(base + path, { headers: { 'x-forwarded-for': visitorIp() } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

interface UploadOutcome {
  status: number;
  ms: number;
  body: Record<string, unknown>;
}

async function upload(base: string, fileName: string, data: Buffer): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], fileName, { type: 'application/zip' }));
  const started = performance.now();
  const response = await fetch(`${base}/api/review/upload`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': visitorIp() },
  });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, ms: performance.now() - started, body };
}

/** Samples the server's RSS every 50 ms until stopped; answers the peak in MB. */
function watchRss(server: BenchServer): { stop(): number } {
  let peak = server.rssMb();
  const timer = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, server.rssMb());
    },
  };
}

function after(seconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}

/** p50/p99 of both probes while `during` runs (or for `seconds` when it is null). */
async function measure(
  server: BenchServer,
  seconds: number,
  during?: (stop: Promise<void>) => Promise<void>,
) {
  const stop = after(seconds);
  const [page, health] = await Promise.all([
    probe(server.url, STATIC_PAGE, stop),
    probe(server.url, HEALTH, stop),
    during?.(stop),
  ]);
  return {
    page: { n: page.length, p50: round(percentile(page, 50)), p99: round(percentile(page, 99)) },
    health: { n: health.length, p50: round(percentile(health, 50)), p99: round(percentile(health, 99)) },
  };
}

/** Keeps `parallel` uploads of `zip` in flight until `stop`; answers every outcome. */
async function keepUploading(base: string, zip: Buffer, parallel: number, stop: Promise<void>) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const outcomes: UploadOutcome[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (!stopped) outcomes.push(await upload(base, 'Game.zip', zip));
    }),
  );
  return outcomes;
}

function describeOutcome({ status, body }: UploadOutcome): string {
  if (status === 200) return '200 checked';
  return `${status} ${[body.error, body.reason].filter(Boolean).join('/')}`;
}

function summarize(outcomes: UploadOutcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = describeOutcome(outcome);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${count} × ${key}`).join(', ');
}

async function main(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3902), { TRUST_PROXY: '1' });
  try {
    const full = await fullSizePlayable();
    console.log(
      `Playable upload bench on ${server.url} (one 5 MB playable: ${(full.length / 1e6).toFixed(2)} MB)\n`,
    );

    // Warm up: the pages, PGlite, and the check worker.
    await measure(server, 3);
    await upload(server.url, 'Game.zip', (await validPlayable(1)).buffer);
    await upload(server.url, 'Game.zip', full);

    const idle = await measure(server, IDLE_SECONDS);
    const idleRss = server.rssMb();

    const rss = watchRss(server);
    let outcomes: UploadOutcome[] = [];
    const loaded = await measure(server, LOADED_SECONDS, async (stop) => {
      outcomes = await keepUploading(server.url, full, PARALLEL_UPLOADS, stop);
    });
    const loadedPeak = rss.stop();
    const checked = outcomes.filter((outcome) => outcome.status === 200);

    const rows = [
      { probe: `${STATIC_PAGE} idle`, ...idle.page },
      { probe: `${STATIC_PAGE} while ${PARALLEL_UPLOADS} uploads are checked`, ...loaded.page },
      { probe: `${HEALTH} idle`, ...idle.health },
      { probe: `${HEALTH} while ${PARALLEL_UPLOADS} uploads are checked`, ...loaded.health },
    ];
    console.table(rows);
    console.log(
      `Uploads during the loaded run: ${summarize(outcomes)}; a checked one took p50 ${round(
        percentile(
          checked.map((o) => o.ms),
          50,
        ),
      )} ms, p99 ${round(
        percentile(
          checked.map((o) => o.ms),
          99,
        ),
      )} ms.`,
    );
    for (const [name, idleP99, loadedP99] of [
      ['static page', idle.page.p99, loaded.page.p99],
      ['/api/health', idle.health.p99, loaded.health.p99],
    ] as const) {
      const goal = Math.max(2 * idleP99, 100);
      console.log(
        `Goal, ${name}: loaded p99 ${loadedP99} ms under ${round(goal)} ms: ${loadedP99 < goal ? 'met' : 'MISSED'}`,
      );
    }
    const growth = loadedPeak - idleRss;
    console.log(
      `Goal, RSS: ${round(idleRss)} MB idle, peak ${round(loadedPeak)} MB, growth ${round(growth)} MB under 150 MB: ${growth < 150 ? 'met' : 'MISSED'}\n`,
    );

    // The 49 × 1 MiB case and the other hostile archives, one after another, while the probes run.
    const hostileCases: [string, () => Buffer | Promise<Buffer>][] = [
      ['49 × 1 MiB scripts (~80 KB zip)', () => hostile.mebibyteScriptsZip()],
      ['1 GiB zeros bomb (honest sizes)', () => hostile.zerosBomb(true)],
      ['1 GiB zeros bomb (lying sizes)', () => hostile.zerosBomb(false)],
      ['overlapping entries', () => hostile.overlappingKernelZip()],
      ['20,000 entries', () => hostile.manyEntriesZip(20_000)],
    ];
    const hostileRows: Record<string, unknown>[] = [];
    const duringHostile = await measure(server, 8, async () => {
      for (const [name, make] of hostileCases) {
        const outcome = await upload(server.url, 'Game.zip', await make());
        hostileRows.push({ archive: name, answer: describeOutcome(outcome), ms: round(outcome.ms) });
      }
    });
    console.table(hostileRows);
    console.log(
      `Meanwhile: ${STATIC_PAGE} p99 ${duringHostile.page.p99} ms, ${HEALTH} p99 ${duringHostile.health.p99} ms\n`,
    );

    // Eight 5 MB uploads at once.
    const before = server.rssMb();
    const eightRss = watchRss(server);
    const started = performance.now();
    const eight = await Promise.all(Array.from({ length: 8 }, () => upload(server.url, 'Game.zip', full)));
    const seconds = (performance.now() - started) / 1000;
    const eightPeak = eightRss.stop();
    console.log(
      `Eight 5 MB uploads at once: ${summarize(eight)} in ${seconds.toFixed(1)} s; RSS ${round(before)} MB before, peak ${round(eightPeak)} MB (growth ${round(eightPeak - before)} MB), ${round(server.rssMb())} MB after.`,
    );
  } finally {
    await server.stop();
  }
}

await main();
