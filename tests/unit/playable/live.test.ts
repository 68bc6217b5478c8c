import {
  applyShimEvent,
  finishLiveRun,
  initLiveState,
  type LiveState,
  liveReport,
  TIMELINE_LIMIT,
} from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';
import { buildStaticReport, CHECK_MESSAGES, type PlayableReport } from '@/lib/playable/report';
import { readPlayableZip } from '@/lib/playable/unzip';
import { validPlayable } from '@/tests/fixtures/playable/playables';

type EventInput = ShimEvent extends infer E ? (E extends ShimEvent ? Omit<E, 'source' | 't'> : never) : never;

let clock = 0;
function event(input: EventInput): ShimEvent {
  clock += 10;
  return { source: 'playable-shim', t: clock, ...input } as ShimEvent;
}

function run(report: PlayableReport, inputs: EventInput[]): LiveState {
  return inputs.reduce((state, input) => applyShimEvent(state, event(input)), initLiveState(report));
}

const call = (
  name: 'gameReady' | 'gameEnd' | 'install' | 'gameRetry' | 'gameStart' | 'gameClose',
  gestures: number,
  error?: string,
) => ({ type: 'call', name, gesture: gestures > 0, gestures, ...(error ? { error } : {}) }) as EventInput;
const tap = { type: 'gesture', kind: 'pointerdown' } as EventInput;

let report: PlayableReport;

beforeAll(async () => {
  const { fileName, buffer } = await validPlayable(1);
  const unzipped = await readPlayableZip(buffer, fileName);
  if (!unzipped.ok) throw new Error(unzipped.detail);
  report = buildStaticReport('r1', unzipped);
});

describe('applyShimEvent', () => {
  it('shows the spec hints for install and game_end as soon as the playable loads', () => {
    const state = run(report, [{ type: 'hello' }]);
    expect(state.loaded).toBe(true);
    expect(state.checks.install).toEqual({ status: 'undetected', message: 'install_undetected' });
    expect(state.checks.game_end).toEqual({ status: 'undetected', message: 'game_end_undetected' });
    expect(CHECK_MESSAGES.install_undetected).toBe('Undetected. Please click the CTA button.');
    expect(CHECK_MESSAGES.game_end_undetected).toBe('Undetected. Make sure to test all steps.');
    expect(state.checks.game_ready.status).toBe('checking');
  });

  it('passes a one-step playable played through, and counts one step', () => {
    const state = finishLiveRun(
      run(report, [
        { type: 'hello' },
        call('gameReady', 0),
        call('gameStart', 0),
        tap,
        call('gameEnd', 1),
        call('install', 1),
      ]),
    );
    expect(state.steps).toBe(1);
    for (const check of ['game_ready', 'game_start', 'install', 'game_end', 'code', 'outer_chain'] as const) {
      expect(state.checks[check]).toEqual({ status: 'success' });
    }
    expect(state.checks.game_close).toEqual({ status: 'undetected', message: 'game_close_undetected' });
    expect(state.checks.game_retry).toEqual({ status: 'undetected', message: 'game_retry_undetected' });
    expect(liveReport(report, state)).toMatchObject({ id: 'r1', steps: 1, checks: state.checks });
  });

  it('counts the gestures before the first install as the steps', () => {
    const state = run(report, [
      { type: 'hello' },
      tap,
      tap,
      tap,
      call('install', 3),
      tap,
      call('install', 4),
    ]);
    expect(state.steps).toBe(3);
    expect(state.gestures).toBe(4);
  });

  it('fails install called before any gesture, for good', () => {
    const state = finishLiveRun(
      run(report, [{ type: 'hello' }, call('install', 0), tap, call('install', 1)]),
    );
    expect(state.steps).toBe(0);
    expect(state.checks.install).toMatchObject({ status: 'failed', message: 'install_without_gesture' });
    expect(state.checks.install.evidence?.[0].detail).toMatch(/before any tap/);
  });

  it('fails gameStart the ad does not define and gameClose that throws (which is also a code error)', () => {
    const state = run(report, [
      { type: 'missing', name: 'gameStart' },
      call('gameClose', 0, 'TypeError: boom'),
    ]);
    expect(state.checks.game_start).toMatchObject({ status: 'failed', message: 'game_start_missing' });
    expect(state.checks.game_close).toMatchObject({ status: 'failed', message: 'game_close_threw' });
    expect(state.checks.code).toMatchObject({
      status: 'failed',
      message: 'code_failed',
      evidence: [{ detail: 'gameClose() threw: TypeError: boom' }],
    });
  });

  it('turns runtime errors and CSP violations into code and outer_chain evidence with package paths', () => {
    const base = 'http://localhost:3000/review/play/r1/';
    const state = finishLiveRun(
      run(report, [
        {
          type: 'error',
          kind: 'error',
          message: 'Uncaught TypeError: x is not a function',
          file: `${base}Game/js/game.js`,
          line: 12,
          col: 5,
        },
        { type: 'error', kind: 'unhandledrejection', message: 'Error: level failed' },
        {
          type: 'csp',
          blockedURI: 'https://tracker.example.com/p',
          directive: 'connect-src',
          file: `${base}Game/js/game.js`,
          line: 3,
        },
        { type: 'csp', blockedURI: 'eval', directive: 'script-src' },
        {
          type: 'error',
          kind: 'resource',
          message: `Failed to load <img> ${base}Game/img/nope.png`,
          file: `${base}Game/img/nope%20x.png`,
        },
      ]),
    );
    expect(state.checks.code).toEqual({
      status: 'failed',
      message: 'code_failed',
      evidence: [
        { file: 'Game/js/game.js', line: 12, col: 5, detail: 'Uncaught TypeError: x is not a function' },
        { detail: 'Unhandled promise rejection: Error: level failed' },
        { detail: expect.stringMatching(/^eval blocked by script-src/) },
      ],
    });
    expect(state.checks.outer_chain).toMatchObject({
      status: 'failed',
      evidence: [
        {
          file: 'Game/js/game.js',
          line: 3,
          detail: expect.stringMatching(/blocked https:\/\/tracker\.example\.com\/p \(connect-src\)/),
        },
        { file: 'Game/img/nope x.png', detail: expect.stringMatching(/Failed to load <img>/) },
      ],
    });
  });

  it('keeps a static failure failed through the live run', () => {
    const broken: PlayableReport = {
      ...report,
      checks: {
        ...report.checks,
        code: {
          status: 'failed',
          message: 'code_failed',
          evidence: [{ file: 'Game/js/game.js', line: 1, detail: 'SyntaxError' }],
        },
      },
    };
    const state = finishLiveRun(run(broken, [{ type: 'hello' }, call('gameReady', 0)]));
    expect(state.checks.code).toEqual(broken.checks.code);
  });

  it('is pure and keeps a bounded timeline', () => {
    const start = initLiveState(report);
    const next = applyShimEvent(start, event({ type: 'hello' }));
    expect(start.loaded).toBe(false);
    expect(start.timeline).toEqual([]);
    expect(next).not.toBe(start);
    const long = run(
      report,
      Array.from({ length: TIMELINE_LIMIT + 20 }, () => tap),
    );
    expect(long.timeline).toHaveLength(TIMELINE_LIMIT);
    expect(long.gestures).toBe(TIMELINE_LIMIT + 20);
  });
});
