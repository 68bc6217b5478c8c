// npm run bench:playable — does the site stay responsive while uploads are checked? Against the production
// build (`npm run build` first), started here with `next start` on BENCH_PORT (default 3902):
//   1. the p99 of a static page and of /api/health, idle and while four 5 MB uploads are checked at a time;
//   2. the server's peak RSS growth meanwhile;
//   3. what happens to the 49 × 1 MiB case (and the other hostile archives) and the pages meanwhile;
//   4. eight 5 MB uploads at once: RSS.
// Goals: loaded p99 under 2× idle or under 100 ms, whichever is larger; RSS growth under 150 MB.
// Then, without the server, a build pipeline's figure: 30 builds (the network fixtures and engine patterns of
// tests/fixtures/playable/) through `playable-check --live --jobs 2` on 2 cores, its total time and the
// per-build median and p90. `npm run bench:playable -- --batch` measures that alone (no build needed).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '../../lib/playable/limits';
import * as engines from '../../tests/fixtures/playable/engines';
import * as hostile from '../../tests/fixtures/playable/hostile';
import * as networks from '../../tests/fixtures/playable/networks';
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

const BATCH_BUILDS = 30;
const BATCH_JOBS = 2;
const BATCH_CORES = 2;

/** The batch: every network fixture and engine pattern of the tests, as the uploads a pipeline would check. */
function batchUploads(): engines.Upload[] {
  const fixtures: networks.NetworkFixture[] = [
    ...networks.API_FIXTURES,
    ...(['mintegral', 'mraid', 'vungle', 'facebook'] as const).map(networks.multiNetworkBuild),
    networks.META_WITH_GAME_READY,
    networks.IRONSOURCE_GAME_END_ON_CTA,
    networks.MRAID_NO_WAIT,
    networks.MRAID_START_ONCE,
    networks.WINDOW_OPEN_CTA,
    networks.PARENT_WRAPPER_CTA,
    networks.BOTTOM_EDGE_CTA,
    networks.SLOW_TOUCH_HANDLER,
    networks.FULLSCREEN_ON_LOAD,
    networks.LOGGED_ERROR,
    networks.THROW_ON_LOAD,
    networks.INSTALL_ON_LOAD,
    networks.BLANK,
  ];
  const uploads = [
    ...fixtures.map((fixture) => ({ fileName: `${fixture.name}.zip`, files: fixture.files })),
    engines.cocosStyle(),
    engines.superHtmlStyle(),
    engines.pixiStyle(),
    engines.bundledModules(),
    engines.singleHtml(),
  ];
  // Fewer fixtures than builds (one removed from the tests): the list again, from the start.
  return Array.from({ length: BATCH_BUILDS }, (_, i) => uploads[i % uploads.length]);
}

/** The CLI as a pipeline runs it: its own bin, held to 2 cores where the machine has more. */
function runCheck(files: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const bin = path.resolve('scripts/playable-check.mjs');
  const args = [bin, ...files, '--live', '--jobs', String(BATCH_JOBS), '--json'];
  const pinned = os.availableParallelism() > BATCH_CORES && existsSync('/usr/bin/taskset');
  const [command, argv] = pinned
    ? ['/usr/bin/taskset', ['-c', `0-${BATCH_CORES - 1}`, process.execPath, ...args]]
    : [process.execPath, args];
  return new Promise((resolve) => {
    execFile(command, argv, { maxBuffer: 256 << 20 }, (error, stdout, stderr) => {
      const code = error ? (error as { code?: number }).code : 0;
      resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
    });
  });
}

async function batchFigure(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-playable-batch-'));
  try {
    // A folder per build: the packages keep their own names (the file check reads them).
    const files = await Promise.all(
      batchUploads().map(async (upload, i) => {
        const file = path.join(dir, String(i).padStart(2, '0'), upload.fileName);
        await mkdir(path.dirname(file));
        await writeFile(file, new Uint8Array(await engines.uploadBytes(upload)));
        return file;
      }),
    );
    const cores = Math.min(os.availableParallelism(), BATCH_CORES);
    console.log(
      `\nBatch: ${files.length} builds through playable-check --live --jobs ${BATCH_JOBS} on ${cores} cores`,
    );
    const started = performance.now();
    const run = await runCheck(files);
    const seconds = (performance.now() - started) / 1000;
    const lines = run.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { ms: number; error?: string; live?: boolean });
    if (lines.length !== files.length)
      throw new Error(`${lines.length} results for ${files.length} builds\n${run.stderr}`);
    const perBuild = lines.map((line) => line.ms / 1000);
    const played = lines.filter((line) => line.live).length;
    console.log(
      `  total ${seconds.toFixed(1)} s; per build median ${percentile(perBuild, 50).toFixed(1)} s, p90 ${percentile(perBuild, 90).toFixed(1)} s (${played} of ${files.length} played; exit code ${run.code})`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--batch')) await main();
await batchFigure();
