import { existsSync } from 'node:fs';
import { allDemos, type Demo } from '@/lib/demos/catalog';
import { demoLookup } from '@/lib/demos/serve';
import { zipDemo } from '@/lib/demos/zip';
import { runPlayableJob } from '@/lib/playable/check-jobs';
import { CHROMIUM_PATH } from '@/lib/chromium';
import { DEFAULT_SEED } from '@/lib/playable/explorer';
import { runLive } from '@/lib/playable/live-run';
import { answerPlayRequest, IMMUTABLE_CACHE_CONTROL, type PlayerSettings } from '@/lib/playable/serve';
import { SHIM_PATH } from '@/lib/playable/shim';
import { STATIC_CHECKS, type PlayableReport } from '@/lib/playable/types';
import { indexPlayable } from '@/lib/playable/unzip';
import { playEach } from '@/tests/fixtures/playable/live-play';

// Every demo in content/demos, packaged as the studio ships it: under 400 KB zipped, through the tester's
// static checks with nothing to fix, then played by the tester's live run (the CLI's runner: its shim, its
// explorer) with the lifecycle seen; and served by the upload host's code, cacheable for good.

const MAX_ZIPPED_BYTES = 400 * 1024;
/**
 * Two live runs at a time: the demos draw every frame in software, and all six at once, beside the other
 * test files, left the 3D drive short of its end card within the time it was played (install undetected);
 * three at once left the squad game's explorer, which answers what changed on screen, short of its end.
 */
const PARALLEL_RUNS = 2;
const DEMO_BUDGET_MS = 90_000;
const demos = allDemos();
const cases = demos.map((demo) => [demo.slug, demo] as const);

interface Checked {
  zipped: number;
  report: PlayableReport;
  live?: PlayableReport;
}
const results = new Map<string, Checked>();

async function check(demo: Demo, live: boolean): Promise<Checked> {
  const { fileName, buffer } = await zipDemo(demo);
  const indexed = await indexPlayable(buffer, fileName);
  if (!indexed.ok) throw new Error(`${demo.slug} refused: ${indexed.detail}`);
  const checked = await runPlayableJob({
    kind: 'check' as const,
    upload: new Uint8Array(buffer),
    indexed,
    id: demo.id,
  });
  if (!checked.ok) throw new Error(`${demo.slug} refused: ${checked.detail}`);
  const result: Checked = { zipped: buffer.length, report: checked.report };
  if (live) {
    const upload = { id: demo.id, archive: buffer, index: indexed.index, htmlPath: indexed.htmlPath };
    // Played longer than the CLI's default budget: these games take a person 20-35 s, and the demos draw every
    // frame in software beside the other test files' browsers. The explorer answers what changed on screen, and
    // on a loaded machine a frame compared late can send it elsewhere: a demo not played to its end gets a
    // second play, as a person would give it, and plays differently (the explorer's next seed); one that
    // never ends fails both.
    for (let play = 1; play <= 2 && !playedToEnd(result.live); play++)
      result.live = (
        await runLive(upload, checked.report, { budgetMs: DEMO_BUDGET_MS, seed: DEFAULT_SEED + play - 1 })
      ).report;
  }
  return result;
}

const hasBrowser = existsSync(CHROMIUM_PATH);

function playedToEnd(live: PlayableReport | undefined): boolean {
  return !!live && live.checks.install.status === 'success' && live.checks.game_end.status === 'success';
}

beforeAll(async () => {
  await playEach(
    demos,
    async (demo) => void results.set(demo.slug, await check(demo, hasBrowser)),
    PARALLEL_RUNS,
  );
}, 600_000);

describe.each(cases)('%s', (slug, demo) => {
  it('is under 400 KB zipped, in the studio shape', () => {
    const { zipped, report } = results.get(slug)!;
    expect(zipped).toBeLessThan(MAX_ZIPPED_BYTES);
    expect(report.shape).toBe('studio');
    expect(report.entry).toBe(demo.htmlPath);
  });

  it('passes every static check of the tester', () => {
    const { report } = results.get(slug)!;
    for (const name of STATIC_CHECKS) expect(report.checks[name], name).toMatchObject({ status: 'success' });
  });

  it.skipIf(!hasBrowser)(
    'plays in the live run: ready, started, ended, install from a tap, nothing failed',
    () => {
      const live = results.get(slug)!.live!;
      for (const name of ['game_ready', 'game_start', 'game_end', 'install'] as const)
        expect(live.checks[name], name).toMatchObject({ status: 'success' });
      expect(live.apis).toContain('mintegral');
      expect(live.steps).toBeGreaterThan(0);
      const failed = Object.entries(live.checks).filter(([, result]) => result.status === 'failed');
      expect(failed).toEqual([]);
      // The studio's own column of the compliance matrix is ready once the live run settled it.
      expect(live.compliance?.studio).toMatchObject({ ready: true, misses: [], pending: [] });
    },
  );
});

describe('served from its player origin by the upload host’s code', () => {
  const settings: PlayerSettings = {
    frameAncestors: ['http://localhost:*'],
    hsts: false,
    testerUrl: 'http://localhost:3000/review',
  };
  const frame = (extra: Record<string, string> = {}) => new Headers({ 'sec-fetch-dest': 'iframe', ...extra });

  it.each(cases)(
    '%s: its page with the shim, cached for good with an ETag, 304 when unchanged',
    async (_slug, demo) => {
      const lookup = demoLookup(demo.id)!;
      const page = await answerPlayRequest(
        { method: 'GET', path: demo.htmlPath, headers: frame() },
        lookup,
        settings,
      );
      expect(page.status).toBe(200);
      expect(page.body.toString('utf8')).toContain(SHIM_PATH);
      expect(page.headers['Cache-Control']).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(page.headers.ETag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      const again = await answerPlayRequest(
        {
          method: 'GET',
          path: demo.htmlPath,
          headers: frame({ 'if-none-match': `W/${page.headers.ETag}, "other"` }),
        },
        lookup,
        settings,
      );
      expect(again).toMatchObject({ status: 304, headers: { ETag: page.headers.ETag } });
      expect(again.body.length).toBe(0);
      const stale = await answerPlayRequest(
        { method: 'GET', path: demo.htmlPath, headers: frame({ 'if-none-match': '"other"' }) },
        lookup,
        settings,
      );
      expect(stale.status).toBe(200);
    },
  );

  it('answers a top-level visit with the pointer page, uncached, and unknown files with 404', async () => {
    const demo = demos[0];
    const lookup = demoLookup(demo.id)!;
    const top = await answerPlayRequest(
      { method: 'GET', path: demo.htmlPath, headers: new Headers() },
      lookup,
      settings,
    );
    expect(top.status).toBe(403);
    expect(top.headers['Cache-Control']).toBe('no-store');
    const missing = await answerPlayRequest(
      { method: 'GET', path: `${demo.name}/nothing.png`, headers: frame() },
      lookup,
      settings,
    );
    expect(missing.status).toBe(404);
  });

  it('knows no id but the demos’', () => {
    expect(demoLookup('a'.repeat(26))).toBeNull();
  });
});
