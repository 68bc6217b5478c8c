// npm run bench:playable — static-check time and peak memory for a full-size playable (5 MB, 200 entries)
// and for each hostile archive of the playable issue. Each case runs in its own child process, so one
// case's garbage does not count against the next; RSS is sampled every 2 ms while the case runs.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { readPlayableZip } from '../../lib/playable/unzip';
import { buildStaticReport, failedChecks } from '../../lib/playable/report';
import { MAX_UPLOAD_BYTES } from '../../lib/playable/limits';
import * as hostile from '../../tests/fixtures/playable/hostile';
import { validPlayable, validPlayableFiles, zipFiles } from '../../tests/fixtures/playable/playables';

type Case = { name: string; file: string; make: () => Promise<Buffer> | Buffer };

async function fullSizePlayable(): Promise<Buffer> {
  // 199 incompressible assets next to the HTML: just under the 5 MB upload cap once zipped.
  const files = validPlayableFiles(2);
  const assetSize = Math.floor((MAX_UPLOAD_BYTES - 120_000) / 199);
  for (let i = 0; i < 199; i++) files[`Game/assets/tile_${i}.png`] = randomBytes(assetSize);
  return zipFiles(files);
}

const cases: Case[] = [
  { name: 'valid, 5 MB, 200 entries', file: 'Game.zip', make: fullSizePlayable },
  { name: 'valid, two steps (small)', file: 'Game.zip', make: async () => (await validPlayable(2)).buffer },
  { name: '1 GiB zeros bomb (honest sizes)', file: 'Game.zip', make: () => hostile.zerosBomb(true) },
  { name: '1 GiB zeros bomb (lying sizes)', file: 'Game.zip', make: () => hostile.zerosBomb(false) },
  { name: 'entry lying about its size', file: 'Game.zip', make: () => hostile.lyingSizeZip() },
  { name: 'overlapping entries', file: 'Game.zip', make: () => hostile.overlappingKernelZip() },
  {
    name: 'nested zip',
    file: 'Game.zip',
    make: async () => hostile.nestedZipByContent((await validPlayable(1)).buffer),
  },
  { name: '20,000 entries', file: 'Game.zip', make: () => hostile.manyEntriesZip(20_000) },
  { name: '../ entry', file: 'Game.zip', make: () => hostile.namedEntryZip('Game/../evil.js') },
  { name: 'absolute entry', file: 'Game.zip', make: () => hostile.namedEntryZip('/etc/evil.js') },
  { name: 'backslash entry', file: 'Game.zip', make: () => hostile.namedEntryZip('Game\\evil.js') },
  { name: 'symlink entry', file: 'Game.zip', make: () => hostile.symlinkZip() },
  {
    name: 'truncated archive',
    file: 'Game.zip',
    make: async () => hostile.truncatedZip((await validPlayable(1)).buffer),
  },
  { name: 'junk bytes', file: 'Game.zip', make: () => hostile.notAZip() },
];

/** In the child: build the archive, then time the check and sample RSS growth while it runs. */
async function runCase(index: number): Promise<void> {
  const { file, make } = cases[index]!;
  const archive = await make();
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const started = process.hrtime.bigint();
  const result = await readPlayableZip(archive, file);
  const report = result.ok ? buildStaticReport('bench', result) : undefined;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  peak = Math.max(peak, process.memoryUsage().rss);
  clearInterval(timer);
  const outcome = result.ok
    ? `accepted; failed checks: ${failedChecks(report!).join(', ') || 'none'}`
    : `refused: ${result.error}/${result.reason}`;
  console.log(
    JSON.stringify({
      bytes: archive.length,
      ms,
      growthMb: (peak - before) / 2 ** 20,
      peakMb: peak / 2 ** 20,
      outcome,
    }),
  );
}

function main(): void {
  const child = process.argv.indexOf('--case');
  if (child !== -1) {
    void runCase(Number(process.argv[child + 1]));
    return;
  }
  console.log('Playable static checks: one child process per archive\n');
  const rows = cases.map((entry, index) => {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--case', String(index)],
      {
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      },
    );
    const line = run.stdout.trim().split('\n').pop() ?? '';
    try {
      const figures = JSON.parse(line);
      return {
        archive: entry.name,
        'zip KB': Math.round(figures.bytes / 1024),
        'check ms': Number(figures.ms.toFixed(1)),
        'RSS growth MB': Number(figures.growthMb.toFixed(1)),
        'peak RSS MB': Number(figures.peakMb.toFixed(1)),
        outcome: figures.outcome,
      };
    } catch {
      return {
        archive: entry.name,
        outcome: `crashed: ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`,
      };
    }
  });
  console.table(rows);
  const worst = Math.max(
    ...rows.map((row) => ('RSS growth MB' in row ? (row['RSS growth MB'] ?? Infinity) : Infinity)),
  );
  console.log(
    `\nBudget: RSS growth under 100 MB while checking any archive: ${worst < 100 ? 'met' : 'MISSED'} (worst ${worst} MB)`,
  );
}

main();
