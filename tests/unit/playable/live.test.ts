import {
  applyShimEvent,
  BLANK_AFTER_MS,
  canCloseAd,
  finishLiveRun,
  hostCommandsFor,
  initLiveState,
  type LiveState,
  liveReport,
  packagePath,
  packageRootOf,
  SETTLE_AFTER_MS,
  tickLiveRun,
  TIMELINE_LIMIT,
} from '@/lib/playable/live';
import { API_IDS, type ApiId } from '@/lib/playable/networks';
import type { ShimEvent } from '@/lib/playable/protocol';
import { CHECK_MESSAGES } from '@/lib/playable/messages';
import { CHECK_NAMES, type PlayableReport } from '@/lib/playable/types';

// The reducer over event streams as the shim records them (shim-browser.test.ts records real ones).

type EventInput = ShimEvent extends infer E ? (E extends ShimEvent ? Omit<E, 'source' | 't'> : never) : never;

const PLAYER = 'http://abcd.localhost:3312/Game/Game.html';

function report(overrides: Partial<PlayableReport> = {}): PlayableReport {
  const checks = Object.fromEntries(
    CHECK_NAMES.map((name) => [
      name,
      ['file', 'html_label', 'base64'].includes(name) ? { status: 'success' } : { status: 'checking' },
    ]),
  ) as PlayableReport['checks'];
  return {
    version: 3,
    id: 'abcd',
    name: 'Game',
    shape: 'studio',
    entry: 'Game/Game.html',
    checks,
    apis: [],
    steps: null,
    links: { player: PLAYER, preview: PLAYER, android: null, ios: null },
    compliance: {},
    sizes: [],
    savings: [],
    facts: null,
    ...overrides,
  };
}

let clock = 0;
function event(input: EventInput): ShimEvent {
  clock += 10;
  return { source: 'playable-shim', t: clock, ...input } as ShimEvent;
}

function run(inputs: EventInput[], from: LiveState | PlayableReport = report()): LiveState {
  const start = 'observed' in from ? from : initLiveState(from);
  return inputs.reduce((state, input) => applyShimEvent(state, event(input)), start);
}

const hello = { type: 'hello' } as EventInput;
const paint = { type: 'paint', via: '2d' } as EventInput;
const tap = { type: 'gesture', kind: 'pointerdown' } as EventInput;
function call(
  api: ApiId | 'generic',
  name: string,
  gestures: number,
  extra: Record<string, string> = {},
): EventInput {
  return { type: 'call', api, name, gesture: gestures > 0, gestures, ...extra } as EventInput;
}

beforeEach(() => {
  clock = 0;
});

describe('a run played through', () => {
  it('shows the documented hints for install and game_end from load, the others checking', () => {
    const state = run([hello]);
    expect(state.loaded).toBe(true);
    expect(state.checks.install).toEqual({ status: 'undetected', message: 'install_undetected' });
    expect(state.checks.game_end).toEqual({ status: 'undetected', message: 'game_end_undetected' });
    expect(CHECK_MESSAGES.install_undetected).toBe('Undetected. Please click the CTA button.');
    for (const name of ['game_ready', 'game_start', 'code', 'outer_chain'] as const) {
      expect(state.checks[name].status).toBe('checking');
    }
  });

  it('passes a Mintegral build with each item saying which call satisfied it', () => {
    const state = finishLiveRun(
      run([
        hello,
        paint,
        call('mintegral', 'gameReady', 0),
        call('mintegral', 'gameStart', 0),
        tap,
        call('mintegral', 'gameEnd', 1),
        tap,
        call('mintegral', 'install', 2),
        tap,
        call('mintegral', 'gameRetry', 3),
      ]),
    );
    expect(state.checks.game_ready).toEqual({ status: 'success', via: 'gameReady' });
    expect(state.checks.game_start).toEqual({ status: 'success', via: 'gameStart' });
    expect(state.checks.install).toEqual({ status: 'success', via: 'install after 2 taps' });
    expect(state.checks.game_end).toEqual({ status: 'success', via: 'gameEnd' });
    expect(state.checks.game_retry).toEqual({ status: 'success', via: 'gameRetry' });
    expect(state.checks.game_close).toEqual({ status: 'undetected', message: 'game_close_undetected' });
    expect(state.checks.code).toEqual({ status: 'success' });
    expect(state.apis).toEqual(['mintegral']);
    expect(state.steps).toBe(2);
    expect(liveReport(report(), state)).toMatchObject({
      apis: ['mintegral'],
      steps: 2,
      checks: state.checks,
    });
  });

  it('maps an MRAID build: ready through the listener, the CTA after 3 taps, Mintegral-only items not applicable', () => {
    const state = tickLiveRun(
      run([
        hello,
        call('mraid', 'mraid.getState', 0),
        call('mraid', "mraid.addEventListener('ready')", 0),
        paint,
        tap,
        tap,
        tap,
        call('mraid', 'mraid.open', 3, { detail: 'https://play.google.com/store/apps/details?id=x' }),
      ]),
      clock + SETTLE_AFTER_MS,
    );
    expect(state.contract).toBe('mraid');
    expect(state.apis).toEqual(['mraid']);
    expect(state.checks.game_ready).toEqual({ status: 'success', via: 'mraid.getState' });
    expect(state.checks.install).toEqual({ status: 'success', via: 'mraid.open after 3 taps' });
    expect(state.steps).toBe(3);
    for (const name of ['game_start', 'game_close', 'game_retry', 'game_end'] as const) {
      expect(state.checks[name]).toEqual({ status: 'not_applicable', message: `${name}_not_applicable` });
    }
    expect(canCloseAd(state)).toBe(false);
  });

  it('names a wrapper CTA as the ad wrote it, and counts it for install without naming an API', () => {
    const state = run([
      hello,
      paint,
      tap,
      call('generic', 'parent.*.onCTAClick', 1, { label: 'parent.Bridge.onCTAClick' }),
    ]);
    expect(state.checks.install).toEqual({ status: 'success', via: 'parent.Bridge.onCTAClick after 1 tap' });
    expect(state.apis).toEqual([]);
    expect(state.contract).toBeNull();
  });
});

describe('CTA before any gesture', () => {
  it('fails install for good and counts no step; a later CTA after taps sets the steps', () => {
    let state = run([hello, call('mraid', 'mraid.open', 0)]);
    expect(state.checks.install).toMatchObject({ status: 'failed', message: 'install_without_gesture' });
    expect(state.checks.install.evidence?.[0].detail).toMatch(
      /^mraid\.open was called \d+ ms after load, before any tap/,
    );
    expect(state.steps).toBeNull();
    state = run([tap, tap, call('mraid', 'mraid.open', 2)], state);
    expect(state.checks.install.status).toBe('failed');
    expect(state.steps).toBe(2);
  });
});

describe('builds that carry more than one API', () => {
  it('narrows the APIs found in the code to the ones a multi-network build calls live', () => {
    const all = report({ apis: [...API_IDS] });
    const before = run([hello], all);
    expect(before.apis).toEqual([...API_IDS]);
    // Candidates disagree on gameStart until the CTA says which API the build uses.
    expect(before.checks.game_start.status).toBe('checking');
    const state = run(
      [
        call('vungle', "parent.postMessage('complete')", 1),
        call('vungle', "parent.postMessage('download')", 1),
      ],
      before,
    );
    expect(state.apis).toEqual(['vungle']);
    expect(state.checks.game_end).toEqual({ status: 'success', via: "parent.postMessage('complete')" });
    expect(state.checks.game_start.status).toBe('not_applicable');
  });

  it('lets a Meta build call gameReady() without failing gameStart it does not define', () => {
    const meta = report({ apis: ['facebook', 'mintegral'] });
    let state = run(
      [hello, paint, call('mintegral', 'gameReady', 0), { type: 'missing', name: 'gameStart' }],
      meta,
    );
    expect(state.checks.game_ready).toEqual({ status: 'success', via: 'gameReady' });
    expect(state.checks.game_start.status).toBe('checking');
    expect(tickLiveRun(state, clock + SETTLE_AFTER_MS).checks.game_start).toMatchObject({
      status: 'warning',
      message: 'game_start_missing',
    });
    state = run([tap, call('facebook', 'FbPlayableAd.onCTAClick', 1)], state);
    expect(state.checks.game_start).toEqual({
      status: 'not_applicable',
      message: 'game_start_not_applicable',
    });
    expect(state.apis).toEqual(['facebook', 'mintegral']);
    expect(state.contract).toBe('facebook');
  });

  it('fails a missing gameStart for a build whose only API is Mintegral', () => {
    const state = run([hello, call('mintegral', 'gameReady', 0), { type: 'missing', name: 'gameStart' }]);
    expect(state.checks.game_start).toMatchObject({
      status: 'failed',
      message: 'game_start_missing',
      evidence: [{ detail: 'window.gameStart is not a function when the host calls it' }],
    });
  });

  it('keeps an ironSource build on DAPI when it calls gameEnd() before every CTA', () => {
    const state = run([
      hello,
      call('dapi', 'dapi.isReady', 0),
      paint,
      tap,
      call('mintegral', 'gameEnd', 1),
      call('dapi', 'dapi.openStoreUrl', 1),
    ]);
    expect(state.contract).toBe('dapi');
    expect(state.apis).toEqual(['dapi', 'mintegral']);
    expect(state.checks.install).toEqual({ status: 'success', via: 'dapi.openStoreUrl after 1 tap' });
    expect(state.checks.game_end).toEqual({ status: 'success', via: 'gameEnd' });
    expect(state.checks.game_retry.status).toBe('not_applicable');
  });

  it('says an MRAID build that never waited for ready did not, without failing it', () => {
    const state = tickLiveRun(
      run([hello, paint, tap, call('mraid', 'mraid.open', 1)]),
      clock + SETTLE_AFTER_MS,
    );
    expect(state.checks.game_ready).toEqual({ status: 'undetected', message: 'game_ready_undetected_mraid' });
  });
});

describe('evidence', () => {
  it('names package files by their path, one entry per problem, under the rule item it proves', () => {
    const error = {
      type: 'error',
      kind: 'error',
      message: 'Uncaught TypeError: x is not a function',
      file: 'http://abcd.localhost:3312/Game/js/game%20main.js',
      line: 12,
      col: 5,
    } as EventInput;
    const state = run([
      hello,
      error,
      error,
      { type: 'error', kind: 'unhandledrejection', message: 'Error: level failed' },
      {
        type: 'csp',
        blockedURI: 'https://cdn.example.com/engine.js',
        directive: 'script-src-elem',
        file: PLAYER,
        line: 7,
        col: 3,
      },
      {
        type: 'error',
        kind: 'resource',
        message: 'Failed to load <script> https://cdn.example.com/engine.js',
        file: 'https://cdn.example.com/engine.js',
      },
      {
        type: 'error',
        kind: 'resource',
        message: 'Failed to load <img> http://abcd.localhost:3312/Game/img/nope.png',
        file: 'http://abcd.localhost:3312/Game/img/nope.png',
      },
    ]);
    expect(state.checks.code).toEqual({
      status: 'failed',
      message: 'code_failed',
      evidence: [
        {
          file: 'Game/js/game main.js',
          line: 12,
          col: 5,
          detail: 'Uncaught TypeError: x is not a function',
          code: 'uncaught',
          params: { text: 'Uncaught TypeError: x is not a function' },
          rule: 'uncaught',
          proof: 'live',
        },
        {
          detail: 'Unhandled promise rejection: Error: level failed',
          code: 'unhandled-rejection',
          params: { text: 'Error: level failed' },
          rule: 'uncaught',
          proof: 'live',
        },
      ],
    });
    // The outside engine the page needs fails outer_chain once (its CSP report and its failed load).
    expect(state.checks.outer_chain).toEqual({
      status: 'failed',
      message: 'outer_chain_failed',
      evidence: [
        {
          file: 'Game/Game.html',
          line: 7,
          col: 3,
          detail:
            'blocked https://cdn.example.com/engine.js (script-src-elem): the playable tried to reach outside its package',
          code: 'blocked-load',
          params: { url: 'https://cdn.example.com/engine.js', directive: 'script-src-elem' },
          rule: 'blocked-load',
          proof: 'live',
        },
      ],
    });
    // A file of the package that fails to load is a file-handling problem, not an outside request.
    expect(state.checks.base64).toEqual({
      status: 'failed',
      message: 'base64_failed',
      evidence: [
        {
          file: 'Game/img/nope.png',
          detail: 'Failed to load <img> Game/img/nope.png',
          rule: 'failed-load',
          proof: 'live',
        },
      ],
    });
    expect(JSON.stringify(state.checks)).not.toContain('localhost');
  });

  it('finds the package under the player URL, and leaves URLs alone for a report without a player', () => {
    const unplayed = report({ links: { player: '', preview: '', android: null, ios: null } });
    expect(packageRootOf(unplayed)).toBe('');
    expect(packagePath('http://abcd.localhost:3312/Game/a.js?x=1', '')).toBe(
      'http://abcd.localhost:3312/Game/a.js?x=1',
    );
    expect(packagePath('http://abcd.localhost:3312/Game/a.js?x=1', 'http://abcd.localhost:3312/')).toBe(
      'Game/a.js',
    );
    expect(packagePath('https://cdn.example.com/engine.js', 'http://abcd.localhost:3312/')).toBe(
      'https://cdn.example.com/engine.js',
    );
    expect(packageRootOf(report())).toBe('http://abcd.localhost:3312/');
  });

  it('warns of a stubbed channel under outer_chain once settled, and notes under nothing', () => {
    const state = run([
      hello,
      paint,
      { type: 'note', kind: 'refused', message: 'requestFullscreen() refused by the browser' },
      { type: 'note', kind: 'console', message: 'console.error: caught' },
      { type: 'channel', name: 'RTCPeerConnection' },
    ]);
    expect(state.checks.outer_chain.status).toBe('checking');
    expect(state.checks.code.status).toBe('checking');
    const settled = tickLiveRun(state, clock + SETTLE_AFTER_MS);
    expect(settled.checks.outer_chain).toMatchObject({
      status: 'warning',
      message: 'outer_chain_warning',
      evidence: [
        { detail: expect.stringMatching(/^RTCPeerConnection/), rule: 'blocked-request', warning: true },
      ],
    });
    expect(settled.checks.code).toEqual({ status: 'success' });
  });

  it('fails gameClose that throws, which is also a code error', () => {
    const state = run([
      hello,
      call('mintegral', 'gameReady', 0),
      call('mintegral', 'gameClose', 0, { error: 'TypeError: boom' }),
    ]);
    expect(state.checks.game_close).toMatchObject({ status: 'failed', message: 'game_close_threw' });
    expect(state.checks.code).toMatchObject({
      status: 'failed',
      evidence: [{ detail: 'gameClose() threw: TypeError: boom' }],
    });
  });

  it('keeps a static failure failed, adding the live evidence; a static warning stays a warning', () => {
    const failed = report();
    failed.checks = {
      ...failed.checks,
      code: {
        status: 'failed',
        message: 'code_failed',
        evidence: [{ file: 'Game/js/a.js', line: 1, detail: 'SyntaxError' }],
      },
    };
    const state = finishLiveRun(
      run([hello, paint, { type: 'error', kind: 'error', message: 'boom' }], failed),
    );
    expect(state.checks.code.evidence).toEqual([
      { file: 'Game/js/a.js', line: 1, detail: 'SyntaxError' },
      { detail: 'boom', code: 'uncaught', params: { text: 'boom' }, rule: 'uncaught', proof: 'live' },
    ]);

    const warned = report();
    warned.checks = { ...warned.checks, outer_chain: { status: 'warning', evidence: [{ detail: 'maybe' }] } };
    expect(finishLiveRun(run([hello, paint], warned)).checks.outer_chain).toEqual(warned.checks.outer_chain);
  });
});

describe('what the live run proves', () => {
  const caught = {
    type: 'error',
    kind: 'caught',
    message: "console.error: TypeError: Cannot read properties of undefined (reading 'init')",
    file: 'http://abcd.localhost:3312/Game/js/engine.js',
    line: 3,
    col: 17,
  } as EventInput;

  it('fails an Error the code caught and logged when the frame never changes after it, once settled', () => {
    const state = run([hello, paint, caught]);
    expect(state.checks.code.status).toBe('checking');
    const settled = tickLiveRun(state, clock + SETTLE_AFTER_MS);
    expect(settled.checks.code).toEqual({
      status: 'failed',
      message: 'code_failed',
      evidence: [
        {
          file: 'Game/js/engine.js',
          line: 3,
          col: 17,
          detail:
            "console.error: TypeError: Cannot read properties of undefined (reading 'init') (and the frame never changed after it)",
          code: 'caught-frozen',
          params: { text: "console.error: TypeError: Cannot read properties of undefined (reading 'init')" },
          rule: 'caught-frozen',
          proof: 'live',
        },
      ],
    });
  });

  it('only warns of a caught and logged Error after which the game kept drawing', () => {
    const state = finishLiveRun(run([hello, paint, caught, { type: 'frame', via: 'webgl' }]));
    expect(state.checks.code).toMatchObject({
      status: 'warning',
      message: 'code_warning',
      evidence: [{ file: 'Game/js/engine.js', line: 3, rule: 'caught-playing', warning: true }],
    });
    // An error logged after that change waits for a change of its own.
    const again = finishLiveRun(
      run([hello, paint, caught, { type: 'frame', via: 'dom' }, { ...caught, line: 9 } as EventInput]),
    );
    expect(again.checks.code.status).toBe('failed');
    expect(again.checks.code.evidence?.map((item) => [item.line, item.rule])).toEqual([
      [9, 'caught-frozen'],
      [3, 'caught-playing'],
    ]);
  });

  it('only warns of a request code sent that the player blocked; fails an outside file the page needs', () => {
    const request = {
      type: 'csp',
      blockedURI: 'https://analytics.example.net/collect',
      directive: 'connect-src',
    } as EventInput;
    const settled = finishLiveRun(run([hello, paint, request]));
    expect(settled.checks.outer_chain).toMatchObject({
      status: 'warning',
      evidence: [{ rule: 'blocked-request', warning: true, detail: expect.stringMatching(/kept running/) }],
    });
    // The compliance matrix still sees the blocked request.
    expect(settled.observed.outerChain).toHaveLength(1);
    const image = { ...request, blockedURI: 'https://cdn.example.net/a.png', directive: 'img-src' };
    expect(finishLiveRun(run([hello, paint, request, image])).checks.outer_chain).toMatchObject({
      status: 'failed',
      evidence: [{ rule: 'blocked-load' }, { rule: 'blocked-request', warning: true }],
    });
  });

  it('fails html_label for a page wider than the frame and base64 for a data: image that does not load', () => {
    const state = run([
      hello,
      paint,
      { type: 'layout', width: 980, frameWidth: 300 },
      {
        type: 'error',
        kind: 'resource',
        message: 'Failed to load <img> data:image/png;base64,AAAA',
        file: 'data:image/png;base64,AAAA',
      },
    ]);
    expect(state.checks.html_label).toEqual({
      status: 'failed',
      message: 'html_label_failed',
      evidence: [
        {
          file: 'Game/Game.html',
          detail: 'the page is laid out 980 px wide in a 300 px wide frame: it scrolls sideways',
          code: 'wider-than-frame',
          params: { width: 980, frameWidth: 300 },
          rule: 'wider-than-frame',
          proof: 'live',
        },
      ],
    });
    expect(state.checks.base64).toMatchObject({
      status: 'failed',
      evidence: [{ file: 'data:image/png;base64,AAAA', rule: 'failed-load', proof: 'live' }],
    });
    expect(state.checks.outer_chain.status).toBe('checking');
  });
});

describe('settling on its own', () => {
  it('settles code and outer_chain 3 s after the last event, and items never seen turn undetected', () => {
    const state = run([hello, paint, call('mintegral', 'gameReady', 0)]);
    const last = clock;
    expect(tickLiveRun(state, last + SETTLE_AFTER_MS - 1)).toBe(state);
    const settled = tickLiveRun(state, last + SETTLE_AFTER_MS);
    expect(settled.settled).toBe(true);
    expect(settled.checks.code).toEqual({ status: 'success' });
    expect(settled.checks.outer_chain).toEqual({ status: 'success' });
    expect(settled.checks.game_start).toEqual({ status: 'undetected', message: 'game_start_undetected' });
    expect(settled.checks.game_retry).toEqual({ status: 'undetected', message: 'game_retry_undetected' });
    // What the playable does next still counts.
    const later = run(
      [{ type: 'error', kind: 'error', message: 'late' }, tap, call('mintegral', 'gameRetry', 1)],
      settled,
    );
    expect(later.checks.code.status).toBe('failed');
    expect(later.checks.game_retry).toEqual({ status: 'success', via: 'gameRetry' });
  });

  it('fails code for a playable that neither paints nor calls an API in 5 s, and not before', () => {
    const state = run([hello, tap]);
    const loadedAt = state.observed.loadedAt!;
    const quiet = tickLiveRun(state, loadedAt + BLANK_AFTER_MS - 1);
    expect(quiet.settled).toBe(true);
    expect(quiet.checks.code.status).toBe('checking');
    const blank = tickLiveRun(quiet, loadedAt + BLANK_AFTER_MS);
    expect(blank.checks.code).toMatchObject({ status: 'failed', message: 'code_blank' });
    expect(blank.checks.code.evidence?.[0].detail).toMatch(/nothing drawn/);
    // A late first frame clears it.
    expect(run([paint], blank).checks.code).toEqual({ status: 'success' });
  });

  it('finishes at once: a page that never started fails code', () => {
    expect(finishLiveRun(initLiveState(report())).checks.code).toMatchObject({
      status: 'failed',
      message: 'code_not_loaded',
    });
    const closed = finishLiveRun(run([hello, paint, call('mintegral', 'gameReady', 0)]));
    expect(closed.finished).toBe(true);
    expect(canCloseAd(closed)).toBe(false);
  });
});

describe('the host side of the run', () => {
  it('starts the ad after Mintegral’s gameReady only', () => {
    expect(hostCommandsFor(event(call('mintegral', 'gameReady', 0)))).toEqual(['gameStart']);
    expect(hostCommandsFor(event(call('mraid', "mraid.addEventListener('ready')", 0)))).toEqual([]);
    expect(hostCommandsFor(event(hello))).toEqual([]);
    expect(canCloseAd(run([hello]))).toBe(true);
  });

  it('is pure and keeps a bounded timeline', () => {
    const start = initLiveState(report());
    const next = applyShimEvent(start, event(hello));
    expect(start.loaded).toBe(false);
    expect(start.timeline).toEqual([]);
    expect(next).not.toBe(start);
    const long = run(Array.from({ length: TIMELINE_LIMIT + 20 }, () => tap));
    expect(long.timeline).toHaveLength(TIMELINE_LIMIT);
    expect(long.gestures).toBe(TIMELINE_LIMIT + 20);
  });
});
