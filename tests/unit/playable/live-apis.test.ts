import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '@/lib/chromium';
import { type LiveRunResult } from '@/lib/playable/live-run';
import { LIFECYCLE_CHECKS } from '@/lib/playable/types';
import {
  BASE_HREF,
  CHAIN,
  EVAL_ZIP,
  EXITAPI_CDN,
  META_CALLS_MRAID,
  PANGLE_SDK_CDN,
  SNAPCHAT,
  WORKING_PATTERNS,
} from '@/tests/fixtures/playable/api-patterns';
import { type NetworkFixture } from '@/tests/fixtures/playable/networks';
import { playEach, playFixture } from '@/tests/fixtures/playable/live-play';

// The live run (lib/playable/live-run.ts, real Chromium, the shim and the reducer) on the API patterns of
// real builds: the report names the API of the calls the build makes, however it reaches them (an alias,
// code evaluated at run time, a chain of typeof tests), a network's script from its CDN or through
// <base href> fails nothing, and the matrix judges the calls seen live. A few runs at a time (playEach).

const FIXTURES: NetworkFixture[] = [...WORKING_PATTERNS, META_CALLS_MRAID];
const runs = new Map<string, LiveRunResult>();

const call = (via: string | undefined) => via?.replace(/ after \d+ taps?$/, '');

describe.skipIf(!existsSync(CHROMIUM_PATH))('the live run names the API a build calls', () => {
  beforeAll(async () => {
    await playEach(FIXTURES, async (fixture) => void runs.set(fixture.name, await playFixture(fixture)));
  }, 900_000);

  it.each(WORKING_PATTERNS.map((fixture) => [fixture.name, fixture] as const))(
    '%s: its API named, install through its call, nothing failed',
    (_name, fixture) => {
      const { report } = runs.get(fixture.name)!;
      expect(report.apis[0]).toBe(fixture.api);
      expect(report.checks.install.status).toBe('success');
      expect(call(report.checks.install.via)).toBe(call(fixture.via.install));
      if (fixture.via.game_end) {
        expect(report.checks.game_end).toMatchObject({ status: 'success', via: fixture.via.game_end });
      }
      const live = [...LIFECYCLE_CHECKS, 'code', 'outer_chain'] as const;
      const failed = live.filter((name) => ['failed', 'checking'].includes(report.checks[name].status));
      expect(
        failed,
        JSON.stringify(report.checks.outer_chain.evidence ?? report.checks.code.evidence),
      ).toEqual([]);
      expect(report.checks.code.status).toBe('success');
      expect(report.checks.outer_chain.status).toBe('success');
    },
  );

  it('names Meta’s API for code unpacked from a zip and evaluated at run time, which no scan sees', () => {
    const { report, live } = runs.get(EVAL_ZIP.name)!;
    expect(report.apis).toEqual(['facebook']);
    expect(live.calls.map((c) => c.name)).toContain('FbPlayableAd.onCTAClick');
    expect(report.compliance.meta!.misses.map((miss) => miss.rule)).not.toContain('cta');
    expect(report.compliance.meta!.misses.map((miss) => miss.rule)).not.toContain('cta-live');
    expect(report.compliance.applovin!.misses.find((miss) => miss.rule === 'cta')?.detail).toBe(
      'calls FbPlayableAd.onCTAClick (seen live); AppLovin’s playables call mraid.open(storeUrl)',
    );
  });

  it('names the first API a chain finds, and lists the others only as the code’s', () => {
    const { report, live } = runs.get(CHAIN.name)!;
    expect(report.apis).toEqual(['mraid']);
    expect([...new Set(live.calls.filter((c) => c.role === 'cta').map((c) => c.name))]).toEqual([
      'mraid.open',
    ]);
    expect(report.compliance.applovin!.misses.map((miss) => miss.rule)).not.toContain('cta-live');
    // The webview of Meta has no mraid: the chain would reach FbPlayableAd there, so Meta only warns.
    expect(report.compliance.meta!.misses.map((miss) => miss.rule)).not.toContain('cta-live');
    expect(report.compliance.meta!.warnings.map((miss) => miss.rule)).toContain('cta-live');
  });

  it('records a page’s own snapchatCta() as Snapchat’s CTA, and the page’s function still runs', () => {
    const { report, live } = runs.get(SNAPCHAT.name)!;
    const ctas = live.calls.filter((c) => c.role === 'cta').map((c) => `${c.api}:${c.name}`);
    // Recorded first, then the page's own function ran (its window.open).
    expect(ctas.slice(0, 2)).toEqual(['snapchat:snapchatCta', 'generic:window.open']);
    expect(report.compliance.snapchat!.misses.map((miss) => miss.rule)).not.toContain('cta-live');
    const notes = runs
      .get(SNAPCHAT.name)!
      .timeline.filter((event) => event.type === 'note' && event.kind === 'replaced');
    expect(notes).toEqual([
      expect.objectContaining({ message: expect.stringContaining('records each call') }),
    ]);
  });

  it('answers a network’s script from its CDN or through <base href> with its mock: nothing blocked', () => {
    for (const fixture of [EXITAPI_CDN, PANGLE_SDK_CDN, BASE_HREF]) {
      const { live, timeline } = runs.get(fixture.name)!;
      expect(live.blocked, fixture.name).toEqual([]);
      expect(
        timeline.filter((event) => event.type === 'csp' || event.type === 'error'),
        fixture.name,
      ).toEqual([]);
    }
    // The foreign base was seen (the player kept its own) and noted, not reported.
    expect(runs.get(BASE_HREF.name)!.timeline).toContainEqual(
      expect.objectContaining({
        type: 'note',
        kind: 'benign',
        message: expect.stringContaining('<base href'),
      }),
    );
    expect(runs.get(EXITAPI_CDN.name)!.report.compliance.google!.misses.map((m) => m.rule)).not.toContain(
      'requests',
    );
  });

  it('misses Meta’s CTA rules for a Meta upload that only calls mraid.open, naming the call', () => {
    const { report } = runs.get(META_CALLS_MRAID.name)!;
    expect(report.apis).toEqual(['mraid']);
    expect(report.checks.install).toMatchObject({ status: 'success' });
    const meta = report.compliance.meta!;
    expect(meta.ready).toBe(false);
    // One problem, the CTA: what the live run saw first, what the scan read under it.
    const cta = meta.misses.filter((miss) => miss.rule === 'cta' || miss.rule === 'cta-live');
    expect(cta).toEqual([
      expect.objectContaining({
        rule: 'cta-live',
        live: true,
        detail:
          'seen live: the install button called mraid.open; Meta’s playables call FbPlayableAd.onCTAClick()',
        more: [
          expect.objectContaining({
            rule: 'cta',
            detail: 'calls mraid.open; Meta’s playables call FbPlayableAd.onCTAClick()',
          }),
        ],
      }),
    ]);
  });
});
