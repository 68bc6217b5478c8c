import { describe, expect, it } from 'vitest';
import { liveFacts } from '@/lib/playable/compliance/live-facts';
import { complianceOf } from '@/lib/playable/compliance/matrix';
import { COLUMNS } from '@/lib/playable/compliance/rules';
import {
  readTargets,
  studioCounts,
  targetVerdicts,
  type TargetVerdict,
} from '@/lib/playable/compliance/targets';
import { complianceLines, verdictLines } from '@/lib/playable/compliance/text';
import type { ColumnId, Compliance } from '@/lib/playable/compliance/types';
import { applyShimEvent, finishLiveRun, initLiveState, liveReport } from '@/lib/playable/live';
import type { ApiId } from '@/lib/playable/networks';
import type { ShimEvent } from '@/lib/playable/protocol';
import { buildStaticReport, type PlayableReport } from '@/lib/playable/report';
import {
  apiFixture,
  inlinedPage,
  singlePage,
  ownBuild,
  type PackagedBuild,
  studioPackage,
} from '../../fixtures/playable/network-packages';

// The matrix lists and counts a problem once per network (the scan's finding and the live run's of the same
// rule, a rule's several places), warnings stay warnings; and the headline gives each network the developer
// ships to its own verdict, the studio's packaging rule counting only for the studio.

const CDN = 'https://cdn.example.com/lib/engine.min.js';

type Input = Record<string, unknown>;
const call = (api: ApiId, name: string, gestures: number): Input => ({
  type: 'call',
  api,
  name,
  gesture: gestures > 0,
  gestures,
});
const tap: Input = { type: 'gesture', kind: 'pointerdown' };

/** The build checked, then played by the live reducer: load, `extra` events, a tap, the CTA after a second tap. */
function played(build: PackagedBuild, api: ApiId, extra: Input[] = []) {
  const report: PlayableReport = buildStaticReport('t1', build);
  const fixture = apiFixture(api);
  const cta = fixture.via.install!.replace(/ after .*$/, '');
  const events: Input[] = [{ type: 'hello' }, { type: 'paint', via: '2d' }, ...extra, tap, tap];
  events.push(call(api, cta, 2));
  let state = initLiveState(report);
  let clock = 0;
  for (const input of events) {
    clock += 10;
    state = applyShimEvent(state, { source: 'playable-shim', t: clock, ...input } as ShimEvent);
  }
  const finished = finishLiveRun(state);
  const compliance = complianceOf(report.facts!, liveFacts(finished));
  return { report: liveReport(report, finished), compliance };
}

/** The MRAID build's single page with an engine loaded from a CDN in <head>. */
function cdnPage(): PackagedBuild {
  const fixture = apiFixture('mraid');
  return singlePage(fixture, inlinedPage(fixture, `\n<script src="${CDN}"></script>`));
}

/** What the player reports when it blocks the CDN script. */
const CDN_BLOCKED: Input = {
  type: 'error',
  kind: 'resource',
  message: `Failed to load <script> ${CDN}`,
  file: CDN,
};

/** The problems of a column: its rules, each with its live side, that have a finding. */
function problemsOf(compliance: Compliance, id: ColumnId) {
  const result = compliance[id]!;
  return { misses: result.misses.map((miss) => miss.rule), warnings: result.warnings.map((w) => w.rule) };
}

describe('a problem counted once per network', () => {
  it('a request read in the page and blocked in the live run is one miss, the live run’s evidence first', () => {
    const { compliance } = played(cdnPage(), 'mraid', [CDN_BLOCKED]);
    for (const id of ['applovin', 'unity', 'google', 'studio'] as const) {
      const requests = compliance[id]!.misses.filter((miss) => miss.rule === 'requests');
      expect(requests, id).toHaveLength(1);
      expect(requests[0]).toMatchObject({ live: true, detail: `seen live: Failed to load <script> ${CDN}` });
      expect(requests[0].more).toEqual([
        expect.objectContaining({
          rule: 'requests',
          evidence: expect.objectContaining({ file: 'Mraid.html', line: 15 }),
        }),
      ]);
    }
  });

  it('ironSource’s “absolute HTTPS only” rule only warns, and is never also a miss', () => {
    const { compliance } = played(cdnPage(), 'mraid', [CDN_BLOCKED]);
    const { misses, warnings } = problemsOf(compliance, 'ironsource');
    expect(misses).not.toContain('requests');
    expect(warnings.filter((rule) => rule === 'requests')).toHaveLength(1);
    // The inline rule is ironSource's own miss for the same load: another rule, listed once too.
    expect(misses.filter((rule) => rule === 'inline')).toHaveLength(1);
  });

  it('the CTA read in the code and seen live is one miss, and the count is the distinct problems', () => {
    // The studio's build (window.install) checked for Google: the scan and the live run both see another CTA.
    const { compliance } = played(studioPackage(apiFixture('mintegral')), 'mintegral', [
      call('mintegral', 'gameReady', 0),
      call('mintegral', 'gameEnd', 1),
    ]);
    const google = compliance.google!;
    const cta = google.misses.filter((miss) => miss.rule === 'cta' || miss.rule === 'cta-live');
    expect(cta).toHaveLength(1);
    expect(cta[0]).toMatchObject({ rule: 'cta-live', live: true });
    expect(cta[0].more?.map((other) => other.rule)).toEqual(['cta']);
    const column = COLUMNS.find((candidate) => candidate.id === 'google')!;
    const problems = new Set(
      google.misses.map((miss) => column.rules.find((rule) => rule.id === miss.rule)!.problem),
    );
    expect(google.misses).toHaveLength(problems.size);
    expect(google.misses.map((miss) => miss.rule)).toEqual(['exitapi-script', 'cta-live', 'meta-tags']);
    // The text of the matrix (mail and CLI) says the same count.
    expect(complianceLines(compliance)).toContain('  Google Ads: 3 miss(es)');
  });

  it('a rule broken in two places is one miss with both fixes (TikTok’s package rule)', () => {
    const { compliance } = played(studioPackage(apiFixture('tiktok')), 'tiktok');
    const packaged = compliance.tiktok!.misses.filter((miss) => miss.rule === 'package');
    expect(packaged).toHaveLength(1);
    expect([packaged[0], ...packaged[0].more!].map((miss) => miss.fix)).toEqual([
      'zip the contents of Tiktok/, not the folder itself',
      'rename Tiktok.html to index.html',
    ]);
    const text = complianceLines(compliance);
    expect(text).toContain('      also: the page is Tiktok.html (Tiktok/Tiktok.html)');
  });

  it('a warn rule’s findings are warnings only', () => {
    // Meta's "no mraid.js" is stated by third-party tooling only: a warning.
    const { compliance } = played(ownBuild('applovin'), 'mraid');
    const { misses, warnings } = problemsOf(compliance, 'meta');
    expect(warnings).toContain('network-scripts');
    expect(misses).not.toContain('network-scripts');
  });
});

describe('the verdict per network shipped to', () => {
  const byNetwork = (targets: TargetVerdict[]) =>
    Object.fromEntries(targets.map((target) => [target.network, target.state]));

  it('a single HTML page is ready for AppLovin, though the studio’s own file rule fails it', () => {
    const { report, compliance } = played(ownBuild('applovin'), 'mraid');
    expect(report.checks.file.status).toBe('failed');
    const chosen = targetVerdicts(compliance, report.checks, ['applovin']);
    expect(chosen).toEqual({
      targets: [{ network: 'applovin', state: 'ready', misses: 0, warnings: 0, pending: 0 }],
      failed: [],
    });
    expect(verdictLines(chosen)).toEqual(['  Ready for AppLovin']);
    // Unity too takes one page; the studio does not, and its column says so only when it is a target.
    expect(byNetwork(targetVerdicts(compliance, report.checks, ['unity', 'studio']).targets)).toEqual({
      studio: 'not-ready',
      unity: 'ready',
    });
  });

  it('a zip is not ready for AppLovin, with its single-file miss', () => {
    const { report, compliance } = played(studioPackage(apiFixture('mraid')), 'mraid');
    const { targets } = targetVerdicts(compliance, report.checks, ['applovin']);
    expect(targets).toEqual([expect.objectContaining({ network: 'applovin', state: 'not-ready' })]);
    const packaged = compliance.applovin!.misses.find((miss) => miss.rule === 'package')!;
    expect(packaged.detail).toBe('a zip of 3 files; this network takes one HTML file');
    expect(targets[0].misses).toBe(compliance.applovin!.misses.length);
    expect(verdictLines({ targets, failed: [] })).toEqual([
      `  Not ready for AppLovin: ${targets[0].misses} of its rules missed`,
    ]);
  });

  it('without a choice every network has its verdict', () => {
    const { report, compliance } = played(ownBuild('applovin'), 'mraid');
    const { targets } = targetVerdicts(compliance, report.checks, []);
    expect(targets.map((target) => target.network)).toEqual(COLUMNS.map((column) => column.id));
    expect(byNetwork(targets)).toMatchObject({ applovin: 'ready', studio: 'not-ready', meta: 'not-ready' });
  });

  it('a check failed for every network makes each not ready', () => {
    const fixture = apiFixture('mraid');
    const html = inlinedPage(fixture).replace('<script>\n', '<script>\nvar level = {;\n');
    const htmlPath = `${fixture.name}.html`;
    const build: PackagedBuild = {
      root: fixture.name,
      htmlPath,
      shape: 'single-html',
      files: new Map([[htmlPath, Buffer.from(html)]]),
    };
    const report = buildStaticReport('t2', build);
    expect(report.checks.code.status).toBe('failed');
    const verdicts = targetVerdicts(report.compliance, report.checks, ['applovin']);
    expect(verdicts.failed).toEqual(['code']);
    expect(verdicts.targets[0].state).toBe('not-ready');
    expect(verdictLines(verdicts)).toEqual([
      expect.stringMatching(/^ {2}Not ready for AppLovin: (\d+ of its rules missed, )?failed checks$/),
      '  Failed for every network: code',
    ]);
  });

  it('waits for the live run before a static report says ready', () => {
    const report = buildStaticReport('t3', ownBuild('applovin'));
    const { targets } = targetVerdicts(report.compliance, report.checks, ['applovin']);
    expect(targets[0]).toMatchObject({ state: 'pending', misses: 0, pending: 3 });
  });

  it('reads the choice from the address or storage, in the matrix’s order, unknown ids dropped', () => {
    expect(readTargets('unity, AppLovin,myspace')).toEqual(['applovin', 'unity']);
    expect(readTargets('')).toEqual([]);
    expect(readTargets(null)).toEqual([]);
    expect(studioCounts([])).toBe(true);
    expect(studioCounts(['applovin'])).toBe(false);
    expect(studioCounts(['applovin', 'studio'])).toBe(true);
  });
});
