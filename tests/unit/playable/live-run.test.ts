import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '@/lib/chromium';
import { LIFECYCLE_CHECKS, type PlayableReport } from '@/lib/playable/types';
import {
  API_FIXTURES,
  BLANK,
  BOTTOM_EDGE_CTA,
  INSTALL_ON_LOAD,
  type NetworkFixture,
  oneLineGame,
  THROW_ON_LOAD,
  THROW_ON_LOAD_AT,
} from '@/tests/fixtures/playable/networks';
import { playFixture } from '@/tests/fixtures/playable/live-play';

// The CLI's live run (lib/playable/live-run.ts) on the fixtures the review page's browser tests play
// (tests/e2e/review-networks.spec.ts): the same verdicts, from the same shim, serving code and reducer, with
// the shared explorer (lib/playable/explorer.ts) instead of a tester's clicks. A build whose CTA is reached
// takes about 10 s; one that never calls it plays the explorer's whole budget (45 s), so they all run at once.

const ONE_LINE = oneLineGame();
const FIXTURES: NetworkFixture[] = [
  ...API_FIXTURES,
  THROW_ON_LOAD,
  INSTALL_ON_LOAD,
  BLANK,
  BOTTOM_EDGE_CTA,
  ONE_LINE.fixture,
];

const reports = new Map<string, PlayableReport>();

const play = async (fixture: NetworkFixture) => (await playFixture(fixture)).report;

/** A call's `via` without its tap count (the explorer taps more often than the page's two clicks). */
const call = (via: string | undefined) => via?.replace(/ after \d+ taps?$/, '');

describe.skipIf(!existsSync(CHROMIUM_PATH))('the live run gives the review page’s verdicts', () => {
  beforeAll(async () => {
    await Promise.all(FIXTURES.map(async (fixture) => reports.set(fixture.name, await play(fixture))));
  }, 900_000);

  it.each(API_FIXTURES.map((fixture) => [fixture.api, fixture] as const))(
    '%s: ready, the CTA and end succeed through the API’s calls, nothing fails',
    (api, fixture) => {
      const report = reports.get(fixture.name)!;
      expect(report.apis[0]).toBe(api);
      if (fixture.via.game_ready) {
        expect(report.checks.game_ready).toMatchObject({ status: 'success', via: fixture.via.game_ready });
      }
      expect(report.checks.install.status).toBe('success');
      expect(call(report.checks.install.via)).toBe(call(fixture.via.install));
      if (fixture.via.game_end) {
        expect(report.checks.game_end).toMatchObject({ status: 'success', via: fixture.via.game_end });
      } else {
        expect(report.checks.game_end.status).toBe('not_applicable');
      }
      expect(report.steps).toBeGreaterThanOrEqual(2);
      expect(report.checks.code.status).toBe('success');
      expect(report.checks.outer_chain.status).toBe('success');
      const live = [...LIFECYCLE_CHECKS, 'code', 'outer_chain'] as const;
      expect(live.filter((name) => ['failed', 'checking'].includes(report.checks[name].status))).toEqual([]);
      if (api === 'mintegral') {
        expect(report.checks.game_start.status).toBe('success');
        expect(report.checks.game_close.status).toBe('success');
      } else {
        expect(report.checks.game_start.status).toBe('not_applicable');
      }
    },
  );

  it('fails a throw on load in its own file, line and column', () => {
    const code = reports.get(THROW_ON_LOAD.name)!.checks.code;
    expect(code.status).toBe('failed');
    expect(code.evidence?.[0]).toMatchObject({
      ...THROW_ON_LOAD_AT,
      detail: expect.stringMatching(/TypeError/),
    });
  });

  it('fails a whole game on one line at its column', () => {
    const code = reports.get(ONE_LINE.fixture.name)!.checks.code;
    expect(code.status).toBe('failed');
    expect(code.evidence?.[0]).toMatchObject(ONE_LINE.at);
  });

  it('fails install called on load, before any gesture, and counts no step', () => {
    const report = reports.get(INSTALL_ON_LOAD.name)!;
    expect(report.checks.install).toMatchObject({ status: 'failed', message: 'install_without_gesture' });
    expect(report.steps).toBeNull();
  });

  it('fails a playable that never paints nor calls anything', () => {
    const report = reports.get(BLANK.name)!;
    expect(report.checks.code).toMatchObject({ status: 'failed', message: 'code_blank' });
    expect(report.checks.game_ready.status).toBe('undetected');
  });

  it('reaches an install button on the frame’s very bottom edge', () => {
    const install = reports.get(BOTTOM_EDGE_CTA.name)!.checks.install;
    expect(install.status).toBe('success');
    expect(install.via).toMatch(/^install after \d+ taps$/);
  });
});
