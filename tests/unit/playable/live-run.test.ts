import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '@/lib/chromium';
import { type PathStep } from '@/lib/playable/explorer';
import { LIVE_FRAME } from '@/lib/playable/live-run';
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
import { playEach, playFixture, stepOfTouch, tapsOf } from '@/tests/fixtures/playable/live-play';

// The CLI's live run (lib/playable/live-run.ts) on the fixtures the review page's browser tests play
// (tests/e2e/review-networks.spec.ts): the same verdicts, from the same shim, serving code and reducer, with
// the shared explorer (lib/playable/explorer.ts) instead of a tester's clicks. A build whose CTA is reached
// takes about 10 s; one that never calls it plays the explorer's whole budget (see NO_CTA_BUDGET_MS). A few at
// a time (playEach), each in a Chromium of its own.

const ONE_LINE = oneLineGame();
const FIXTURES: NetworkFixture[] = [
  ...API_FIXTURES,
  THROW_ON_LOAD,
  INSTALL_ON_LOAD,
  BLANK,
  BOTTOM_EDGE_CTA,
  ONE_LINE.fixture,
];

/**
 * The builds that never reach a CTA are judged on what they do as they load (a throw, a blank frame, install
 * called before any gesture): all of it is seen before the explorer's first gesture (the run waits up to
 * READY_TIMEOUT_MS for the ready call first), and the blank verdict after BLANK_AFTER_MS (5 s) without a paint.
 * What is asserted of them does not depend on how far the explorer got; 15 s still plays each for a while,
 * where the default budget (45 s) would only wait longer for a CTA these builds do not have.
 */
const NO_CTA_BUDGET_MS = 15_000;
const NO_CTA = new Set(
  [THROW_ON_LOAD, INSTALL_ON_LOAD, BLANK, ONE_LINE.fixture].map((fixture) => fixture.name),
);

const reports = new Map<string, PlayableReport>();
const paths = new Map<string, PathStep[]>();

async function play(fixture: NetworkFixture): Promise<void> {
  const budgetMs = NO_CTA.has(fixture.name) ? NO_CTA_BUDGET_MS : undefined;
  const { report, path } = await playFixture(fixture, { budgetMs });
  reports.set(fixture.name, report);
  paths.set(fixture.name, path);
}

/** A call's `via` without its tap count (the explorer taps more often than the page's two clicks). */
const call = (via: string | undefined) => via?.replace(/ after \d+ taps?$/, '');

describe.skipIf(!existsSync(CHROMIUM_PATH))('the live run gives the review page’s verdicts', () => {
  beforeAll(async () => {
    await playEach(FIXTURES, play);
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

  it('reaches an install button on the frame’s very bottom edge, by the grid’s bottom row', () => {
    const install = reports.get(BOTTOM_EDGE_CTA.name)!.checks.install;
    expect(install.status).toBe('success');
    expect(install.via).toMatch(/^install after \d+ taps$/);
    // The touch the install call counted last is the grid's bottom row, on the frame's last pixels: what
    // reaches the 4 px button.
    expect(stepOfTouch(paths.get(BOTTOM_EDGE_CTA.name)!, tapsOf(install.via))).toMatchObject({
      kind: 'tap',
      reason: 'grid',
      points: [{ y: LIVE_FRAME.height - 2 }],
    });
  });
});
