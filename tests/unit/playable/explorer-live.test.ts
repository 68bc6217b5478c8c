import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '@/lib/chromium';
import type { PathStep } from '@/lib/playable/explorer';
import { type LiveRunResult } from '@/lib/playable/live-run';
import {
  DOM_QUIZ,
  GAMEPLAY_FIXTURES,
  MATCH_THREE,
  NEEDS,
  PLAYED_AS_NEEDED,
  SOLITAIRE,
} from '@/tests/fixtures/playable/gameplay';
import { playEach, playFixture, stepOfTouch, tapsOf } from '@/tests/fixtures/playable/live-play';

// The CLI's live run (lib/playable/live-run.ts) with the shared explorer on games a grid of taps does not
// finish (tests/fixtures/playable/gameplay.ts; tests/unit/playable/shim-browser.test.ts shows the old grid
// missing them): each reaches its CTA by the gesture it needs, the path is in the result, and the same seed
// plays the same path again. The explorer's own code on a page without the live run (a page going away under
// it) is in shim-browser.test.ts; a typical build's play to its end and install is in live-run.test.ts. How long a build takes end to end is a figure of `npm run bench:playable -- --batch`
// (per-build median and p90), not an assertion: a loaded machine only makes it slower.

const gestures = (path: PathStep[]) => path.map(({ kind, points }) => ({ kind, points }));

const SEED = 7;
/**
 * The explorer's budget here: its 45 s default, and margin for a machine shared with other runs (the timer
 * build alone waits out its 6 s after a grid whose taps take several times longer on a loaded machine).
 */
const BUDGET_MS = 75_000;
const results = new Map<string, LiveRunResult>();
const reruns = new Map<string, LiveRunResult>();

describe.skipIf(!existsSync(CHROMIUM_PATH))('the live run’s explorer', () => {
  beforeAll(async () => {
    const options = { seed: SEED, budgetMs: BUDGET_MS };
    const plays = [
      ...GAMEPLAY_FIXTURES.map((fixture) => ({ fixture, into: results })),
      ...[MATCH_THREE, SOLITAIRE, DOM_QUIZ].map((fixture) => ({ fixture, into: reruns })),
    ];
    await playEach(
      plays,
      async ({ fixture, into }) => void into.set(fixture.name, await playFixture(fixture, options)),
    );
  }, 900_000);

  it.each(GAMEPLAY_FIXTURES.map((fixture) => [fixture.name, fixture] as const))(
    '%s: reaches the CTA by the gesture it needs, and the result has the path',
    (name, fixture) => {
      const { report, path, seed } = results.get(name)!;
      expect(seed).toBe(SEED);
      expect(report.checks.install.status, JSON.stringify(path)).toBe('success');
      expect(report.checks.install.via).toMatch(new RegExp(`^${fixture.via.install} after \\d+ taps?$`));
      // The shim counted one gesture per touch the explorer made: the call's count ends on a gesture of the path.
      expect(stepOfTouch(path, tapsOf(report.checks.install.via))?.kind).toMatch(
        /^(tap|choice|drag|swipe|press)$/,
      );
      expect(PLAYED_AS_NEEDED[name](path), `${NEEDS[name]}: ${JSON.stringify(path)}`).toBe(true);
      expect(report.checks.code.status).toBe('success');
      // The path ends with the gesture that reached the CTA: exploring stops there.
      expect(path.at(-1)!.kind).not.toBe('wait');
      expect(path.every((step, i) => i === 0 || step.at >= path[i - 1].at)).toBe(true);
    },
  );

  it.each([MATCH_THREE, SOLITAIRE, DOM_QUIZ].map((fixture) => [fixture.name] as const))(
    '%s: the same seed plays the same path again',
    (name) => {
      expect(gestures(reruns.get(name)!.path)).toEqual(gestures(results.get(name)!.path));
    },
  );
});
