import { describe, expect, it } from 'vitest';
import { liveFacts } from '@/lib/playable/compliance/live-facts';
import { complianceOf, judgeColumn } from '@/lib/playable/compliance/matrix';
import { COLUMNS } from '@/lib/playable/compliance/rules';
import {
  COMPLIANCE_COLUMNS,
  type ColumnId,
  type LiveFacts,
  type StaticFacts,
} from '@/lib/playable/compliance/types';
import { applyShimEvent, finishLiveRun, initLiveState } from '@/lib/playable/live';
import type { ApiId } from '@/lib/playable/networks';
import type { ShimEvent } from '@/lib/playable/protocol';
import { buildStaticReport, type PlayableReport } from '@/lib/playable/report';
import {
  apiFixture,
  NETWORK_API,
  ownBuild,
  type PackagedBuild,
  paddedPage,
  studioPackage,
} from '../../fixtures/playable/network-packages';

// The compliance matrix on the team's per-API builds, packaged per network, with live runs replayed
// through the live reducer; then every rule of every column with a fact that misses it.

function staticReport(build: PackagedBuild, uploadBytes?: number): PlayableReport {
  return buildStaticReport('r1', build, { uploadBytes });
}

type Input = Record<string, unknown>;
const hello: Input = { type: 'hello' };
const paint: Input = { type: 'paint', via: '2d' };
const tap: Input = { type: 'gesture', kind: 'pointerdown' };
const call = (api: ApiId | 'generic', name: string, gestures: number): Input => ({
  type: 'call',
  api,
  name,
  gesture: gestures > 0,
  gestures,
});

/** A tester's run of a build of `api`: load, a tap on the stage, a tap on the install button; then ended. */
function playedThrough(report: PlayableReport, api: ApiId): LiveFacts {
  const fixture = apiFixture(api);
  const cta = fixture.via.install!.replace(/ after .*$/, '');
  const events: Input[] = [hello, paint];
  if (fixture.via.game_ready) events.push(call(api, fixture.via.game_ready, 0));
  if (api === 'mintegral') events.push(call(api, 'gameStart', 0));
  events.push(tap);
  if (fixture.via.game_end) events.push(call(api, fixture.via.game_end, 1));
  events.push(tap, call(api, cta, 2));
  let clock = 0;
  let state = initLiveState(report);
  for (const input of events) {
    clock += 10;
    state = applyShimEvent(state, { source: 'playable-shim', t: clock, ...input } as ShimEvent);
  }
  return liveFacts(finishLiveRun(state));
}

describe('the matrix on each network’s own build', () => {
  for (const network of COMPLIANCE_COLUMNS) {
    it(`${network}: ready after the live run, and every other network names what to change`, () => {
      const report = staticReport(ownBuild(network));
      const before = report.compliance[network]!;
      expect(before.misses).toEqual([]);
      expect(before.ready).toBe(false);
      expect(before.pending.length).toBeGreaterThan(0);

      const facts = complianceOf(report.facts!, playedThrough(report, NETWORK_API[network]));
      expect(facts[network]).toMatchObject({ ready: true, misses: [], pending: [] });
      for (const other of COMPLIANCE_COLUMNS) {
        const result = facts[other]!;
        if (NETWORK_API[other] === NETWORK_API[network] && result.ready) continue;
        expect(result.ready, `${network} build on ${other}`).toBe(false);
        for (const miss of result.misses) expect(miss.fix.length).toBeGreaterThan(5);
      }
    });
  }

  it('names the CTA and the script tags to change for another network', () => {
    const report = staticReport(ownBuild('applovin'));
    const meta = report.compliance.meta!;
    expect(meta.misses).toContainEqual(
      expect.objectContaining({ rule: 'cta', fix: 'replace mraid.open() by FbPlayableAd.onCTAClick()' }),
    );
    expect(meta.warnings).toContainEqual(
      expect.objectContaining({ rule: 'network-scripts', fix: 'remove the script tag for mraid.js' }),
    );
    expect(report.compliance.tiktok!.misses).toContainEqual(
      expect.objectContaining({
        rule: 'config-json',
        fix: expect.stringContaining('{"playable_orientation": 1}'),
      }),
    );
  });

  it('names each file to inline, with its size, for a single-page network', () => {
    const report = staticReport(studioPackage(apiFixture('mraid')));
    // One problem, listed once: the first file's fix, the others under `more`.
    const inline = report.compliance.applovin!.misses.filter((miss) => miss.rule === 'inline');
    expect(inline).toHaveLength(1);
    const fixes = [inline[0], ...(inline[0].more ?? [])].map((m) => m.fix);
    expect(fixes).toEqual([
      expect.stringMatching(/^inline Mraid\/style\.css \(\d+ bytes\) in a <style> element$/),
      expect.stringMatching(/^inline Mraid\/js\/game\.js \(\d+ (bytes|KB)\) in a <script> element$/),
    ]);
  });
});

describe('a build with an external CDN script', () => {
  it('misses every network', () => {
    for (const network of COMPLIANCE_COLUMNS) {
      const build = ownBuild(network);
      const page = build.files.get(build.htmlPath)!.toString();
      build.files.set(
        build.htmlPath,
        Buffer.from(
          page.replace(
            '</head>',
            '<script src="https://cdn.example.com/lib/phaser.min.js"></script>\n</head>',
          ),
        ),
      );
      const result = staticReport(build).compliance[network]!;
      expect(result.ready).toBe(false);
      expect(
        result.misses.some((miss) => miss.detail.includes('https://cdn.example.com/lib/phaser.min.js')),
        network,
      ).toBe(true);
    }
  });
});

describe('a build that calls the lifecycle through a wrapper', () => {
  it('misses the calls the scan cannot see until the live run sees them', () => {
    const build = ownBuild('studio');
    // As the team's demos do: `host('install')` looks the function up by name, so no call is in the source.
    for (const [path, content] of build.files) {
      if (!/\.(js|html)$/.test(path)) continue;
      const source = content
        .toString()
        .replace(/(?:window\.)?\b(install|gameReady|gameEnd)\(\)/g, "host('$1')");
      build.files.set(path, Buffer.from(source));
    }
    const entry = build.files.get(build.htmlPath)!.toString();
    build.files.set(
      build.htmlPath,
      Buffer.from(
        entry.replace(
          '<head>',
          '<head><script>function host(name) { var f = window[name]; if (f) f(); }</script>',
        ),
      ),
    );
    const report = staticReport(build);
    const before = report.compliance.studio!;
    expect(before.misses.map((miss) => miss.rule).sort()).toEqual(['cta', 'game-end', 'game-ready']);

    const after = complianceOf(report.facts!, playedThrough(report, 'mintegral'), ['studio']).studio!;
    expect(after).toMatchObject({ ready: true, misses: [] });
  });
});

describe('a 4.5 MB single HTML', () => {
  it('is ready for AppLovin and misses Meta’s 2 MB single-file limit with the size named', () => {
    const build = paddedPage(apiFixture('mraid'), 4_500_000);
    expect(build.files.get(build.htmlPath)!.length).toBe(4_500_000);
    const report = staticReport(build);
    const matrix = complianceOf(report.facts!, playedThrough(report, 'mraid'));
    expect(matrix.applovin!.ready).toBe(true);
    const size = matrix.meta!.misses.find((miss) => miss.rule === 'size')!;
    expect(size.detail).toBe('the page is 4,500,000 bytes (4.5 MB); the limit is 2,000,000 bytes (2 MB)');
    expect(size.fix).toContain('ship a zip of at most 5 MB and 100 files');
    expect(size.fix).toContain('cut 2.5 MB');
  });
});

// ─── every rule: the own build meets it; one changed fact misses it ─────────────────────────────────────

type Breaker = (facts: StaticFacts, live: LiveFacts, column: ColumnId) => void;

const place = { file: 'index.html', line: 3, col: 1 };
const otherApi = (column: ColumnId): ApiId => (NETWORK_API[column] === 'facebook' ? 'mraid' : 'facebook');

const BREAKERS: Record<string, Breaker> = {
  package: (s, _live, column) => {
    if (column === 'studio') {
      s.fileCheck.push({
        detail: 'No .DS_Store',
        fix: 'a file left by the operating system: remove it',
        warning: false,
      });
    } else if (['applovin', 'unity', 'ironsource', 'moloco', 'chartboost'].includes(column)) {
      s.shape = 'studio';
      s.files.push({ path: 'Game/style.css', bytes: 10, deflated: 10 });
    } else if (column === 'mintegral') {
      s.shape = 'root-html';
    } else if (column === 'vungle' || column === 'tiktok' || column === 'snapchat') {
      s.entry = 'Game/index.html';
    } else {
      s.shape = 'single-html';
    }
  },
  size: (s, _live, column) => {
    const budget = COLUMNS.find((c) => c.id === column)!.budgets;
    if (s.shape === 'single-html') s.htmlBytes = (budget.html ?? 0) + 1;
    else s.zipBytes = (budget.zip ?? 0) + 1;
    if (budget.html && !budget.zip) s.htmlBytes = budget.html + 1;
  },
  'file-count': (s) => {
    s.shape = 'studio';
    for (let i = 0; i < 520; i++) s.files.push({ path: `Game/f${i}.png`, bytes: 1, deflated: 1 });
  },
  'file-types': (s) => void s.files.push({ path: 'Game/music.mp3', bytes: 1, deflated: 1 }),
  utf8: (s) => void s.nonUtf8.push('Game/js/game.js'),
  inline: (s) =>
    void s.references.push({
      ...place,
      url: 'img/hero.png',
      kind: 'package',
      target: 'img/hero.png',
      what: '<img src>',
      api: null,
      reach: 'load',
      networkScript: null,
    }),
  requests: (s) =>
    void s.references.push({
      ...place,
      url: 'http://cdn.example.com/a.js',
      kind: 'external',
      what: '<script src>',
      api: null,
      reach: 'load',
      networkScript: null,
    }),
  xhr: (s) =>
    void s.references.push({
      ...place,
      url: 'level.json',
      kind: 'package',
      target: 'level.json',
      what: 'fetch()',
      api: 'fetch',
      reach: 'load',
      networkScript: null,
    }),
  'network-scripts': (s, _live, column) =>
    void s.scriptTags.push({
      ...place,
      api: column === 'tiktok' ? 'mraid' : 'tiktok',
      src: column === 'tiktok' ? 'mraid.js' : 'playable-sdk.js',
      inHead: false,
      last: true,
    }),
  'exitapi-script': (s) => void (s.scriptTags = []),
  'sdk-script': (s) => void (s.scriptTags = []),
  cta: (s, live, column) => {
    const other = otherApi(column);
    const name = other === 'facebook' ? 'FbPlayableAd.onCTAClick' : 'mraid.open';
    s.apiUses = s.apiUses.filter((use) => !COLUMNS.find((c) => c.id === column)!.apis.includes(use.api));
    s.apiUses.push({ ...place, api: other, name });
    // The build opens the store with the other API in the run too (a call seen live would settle the rule).
    for (const c of live.calls) if (c.role === 'cta') Object.assign(c, { api: other, name });
  },
  'cta-live': (_s, live, column) => {
    live.calls = live.calls.filter((c) => c.role !== 'cta');
    live.calls.push({
      api: otherApi(column),
      name: otherApi(column) === 'facebook' ? 'FbPlayableAd.onCTAClick' : 'mraid.open',
      role: 'cta',
      gestures: 2,
      t: 50,
    });
  },
  'game-ready': (_s, live) => void (live.calls = live.calls.filter((c) => c.name !== 'gameReady')),
  'game-end': (_s, live) => void (live.calls = live.calls.filter((c) => c.name !== 'gameEnd')),
  'host-functions': (_s, live) =>
    void (live.hostProblems = { game_start: 'window.gameStart is not a function when the host calls it' }),
  'wait-ready': (s) => void (s.apiUses = s.apiUses.filter((use) => !/getState|'ready'/.test(use.name))),
  viewable: (s) =>
    void (s.apiUses = s.apiUses.filter(
      (use) => !/viewable/i.test(use.name) && !/getState|'ready'/.test(use.name),
    )),
  'first-tap': (_s, live) => void live.calls.forEach((c) => c.role === 'cta' && (c.gestures = 1)),
  audio: (_s, live) =>
    void (live.audioBeforeGesture =
      'play() refused by the browser: NotAllowedError (20 ms after load, before any touch)'),
  'complete-apart': (_s, live) => void live.calls.forEach((c) => c.api === 'vungle' && (c.gestures = 2)),
  reload: (s) => void s.reloads.push(place),
  'viewport-units': (s) => void s.viewportUnits.push({ ...place, text: '100vh' }),
  'custom-close': (s) => void s.apiUses.push({ ...place, api: 'mraid', name: 'mraid.useCustomClose' }),
  'config-json': (s) => void (s.configJson = null),
  'meta-tags': (s) => void (s.metaTags = []),
};

/** Rules whose network accepts every shape of that kind: nothing to miss. */
const NEVER_MISSES = new Set(['meta/package']);

describe('each rule of each column', () => {
  for (const column of COLUMNS) {
    const report = staticReport(ownBuild(column.id));
    const live = playedThrough(report, NETWORK_API[column.id]);
    for (const rule of column.rules) {
      it(`${column.id}/${rule.id}: met by the network’s own build, missed with its fix`, () => {
        const facts = { static: structuredClone(report.facts!), live: structuredClone(live) };
        expect(rule.judge(facts), 'the own build meets it').toEqual([]);
        if (NEVER_MISSES.has(`${column.id}/${rule.id}`)) {
          facts.static.shape = 'single-html';
          expect(rule.judge(facts)).toEqual([]);
          return;
        }
        const breaker = BREAKERS[rule.id];
        expect(breaker, `a breaker for ${rule.id}`).toBeDefined();
        breaker(facts.static, facts.live, column.id);
        const verdict = rule.judge(facts);
        expect(Array.isArray(verdict) && verdict.length > 0, 'a finding').toBe(true);
        const findings = verdict as Exclude<typeof verdict, 'pending'>;
        for (const finding of findings) {
          expect(finding.fix).toMatch(/\w{3,}/);
          expect(finding.detail).toMatch(/\w{3,}/);
        }
        const result = judgeColumn(column.id, facts);
        const listed =
          rule.severity === 'warn' || findings.every((f) => f.warning) ? result.warnings : result.misses;
        // Listed once with its problem (a rule with its live side): first, or under `more`.
        const entries = listed.flatMap((miss) => [miss, ...(miss.more ?? [])]);
        expect(entries.some((miss) => miss.rule === rule.id && miss.fix === findings[0].fix)).toBe(true);
        expect(rule.source.read).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      });
    }
  }

  it('a live rule waits for the live run and says so', () => {
    const report = staticReport(ownBuild('applovin'));
    expect(report.compliance.applovin!.pending).toEqual(['cta-live', 'first-tap', 'audio']);
  });
});
