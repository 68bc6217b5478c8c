import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@/lib/chromium';
import { applyShimEvent, finishLiveRun, initLiveState, type LiveState } from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';
import { isShimEvent } from '@/lib/playable/protocol';
import { CHECK_NAMES, type PlayableReport } from '@/lib/playable/types';
import { explore } from '@/lib/playable/explorer-driver';
import {
  API_FIXTURES,
  BLANK,
  IRONSOURCE_GAME_END_ON_CTA,
  META_WITH_GAME_READY,
  multiNetworkBuild,
  MRAID_NO_WAIT,
  PARENT_WRAPPER_CTA,
  SLOW_TOUCH_HANDLER,
  WINDOW_OPEN_CTA,
  FULLSCREEN_ON_LOAD,
  LOGGED_ERROR,
  MRAID_START_ONCE,
  type NetworkFixture,
  networkPage,
  oneLineGame,
  stageScript,
  THROW_ON_LOAD,
  THROW_ON_LOAD_AT,
} from '@/tests/fixtures/playable/networks';
import type { FileSet } from '@/tests/fixtures/playable/playables';
import {
  DOM_QUIZ,
  MATCH_THREE,
  NEEDS,
  RUNNER,
  SLOT_LEVER,
  SMALL_BUTTON,
  SOLITAIRE,
} from '@/tests/fixtures/playable/gameplay';
import { type PlayerHarness, startPlayerHarness } from '@/tests/fixtures/playable/player-harness';

// The shim in a real browser (Debian's Chromium), on a player like the site's: each package on its own
// origin, framed by a host page that uses lib/playable/host.ts. The recorded event streams then go
// through the reducer, so these tests cover what the Test step shows for each build.

let browser: Browser;
let harness: PlayerHarness;
let page: Page;

beforeAll(async () => {
  harness = await startPlayerHarness();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_ARGS],
  });
});
afterAll(async () => {
  await browser?.close();
  await harness?.close();
});
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(async () => page.close());

type Recorded = Omit<ShimEvent, 'source' | 't'> & Record<string, unknown>;

const entryOf = (fixture: NetworkFixture) =>
  Object.keys(fixture.files).find((path) => path.endsWith('.html'))!;

async function open(
  files: FileSet,
  entry: string,
  options: Parameters<PlayerHarness['add']>[2] & { host?: Parameters<PlayerHarness['hostUrl']>[1] } = {},
): Promise<string> {
  const player = harness.add(files, entry, options);
  await page.goto(harness.hostUrl(player, options.host));
  return player;
}

const frame = () => page.frameLocator('#player');

async function recorded(on: Page = page): Promise<ShimEvent[]> {
  return on.evaluate(() => (window as unknown as { __events: ShimEvent[] }).__events);
}

/** Waits until an event matches, then returns all events (without source and time). */
async function until(
  match: (event: Recorded) => boolean,
  timeout = 5_000,
  on: Page = page,
): Promise<Recorded[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const events = (await recorded(on)).map(({ source: _source, t: _t, ...rest }) => rest as Recorded);
    if (events.some(match)) return events;
    if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(events)}`);
    await on.waitForTimeout(50);
  }
}

const calls = (events: Recorded[]) =>
  events.filter((event) => event.type === 'call').map((event) => `${event.name}:${event.gestures}`);

function reportFor(player: string, entry: string): PlayableReport {
  const checks = Object.fromEntries(
    CHECK_NAMES.map((name) => [
      name,
      name === 'file' || name === 'html_label' || name === 'base64'
        ? { status: 'success' }
        : { status: 'checking' },
    ]),
  ) as PlayableReport['checks'];
  return {
    version: 3,
    id: 'r1',
    name: entry.split('/')[0],
    shape: 'studio',
    entry,
    checks,
    apis: [],
    steps: null,
    links: { player, preview: player, android: null, ios: null },
    compliance: {},
    sizes: [],
    savings: [],
    facts: null,
  };
}

async function replay(player: string, entry: string, on: Page = page): Promise<LiveState> {
  const events = await recorded(on);
  expect(events.every(isShimEvent)).toBe(true);
  return finishLiveRun(
    events.reduce((state, event) => applyShimEvent(state, event), initLiveState(reportFor(player, entry))),
  );
}

/** Plays a fixture through: the stage, then the install button. */
async function playThrough(fixture: NetworkFixture): Promise<LiveState> {
  const entry = entryOf(fixture);
  const player = await open(fixture.files, entry);
  await until((event) => event.type === 'paint');
  await page.waitForTimeout(200);
  await frame()
    .locator('#stage')
    .click({ position: { x: 150, y: 100 } });
  await frame().locator('#cta').click();
  await until((event) => event.type === 'call' && event.gestures === 2);
  return replay(player, entry);
}

/** A page with a touch screen (a context without one refuses Playwright's taps), for the explorer. */
async function touchPage(width: number, height: number): Promise<void> {
  await page.close();
  page = await browser.newPage({ hasTouch: true, viewport: { width, height } });
}

/**
 * A note about the ad, not about this browser: headless Chromium refuses storage to the cross-site frame
 * here, which the shim notes ('storage') in every run of these pages.
 */
function isAdNote(event: { type: string; kind?: unknown }): boolean {
  return event.type === 'note' && event.kind !== 'storage';
}

describe('each API played through in the browser', () => {
  it.each(API_FIXTURES.map((fixture) => [fixture.api, fixture] as const))(
    '%s: the ready, end and CTA calls turn the items Test Success with the call named',
    async (api, fixture) => {
      const state = await playThrough(fixture);
      expect(state.apis[0]).toBe(api);
      expect(state.contract).toBe(api);
      expect(state.steps).toBe(2);
      for (const [item, via] of Object.entries(fixture.via)) {
        expect(state.checks[item as keyof typeof fixture.via], item).toEqual({ status: 'success', via });
      }
      for (const name of ['code', 'outer_chain'] as const) expect(state.checks[name].status).toBe('success');
      // Items the API has no call for are not applicable, never failed.
      expect(Object.values(state.checks).filter((check) => check.status === 'failed')).toEqual([]);
      if (api !== 'mintegral') {
        expect(state.checks.game_start.status).toBe('not_applicable');
        expect(state.checks.game_retry.status).toBe('not_applicable');
      }
    },
  );
});

describe('patterns seen in real builds', () => {
  it.each(
    [
      multiNetworkBuild('mraid'),
      multiNetworkBuild('vungle'),
      multiNetworkBuild('mintegral'),
      META_WITH_GAME_READY,
      IRONSOURCE_GAME_END_ON_CTA,
      MRAID_NO_WAIT,
      WINDOW_OPEN_CTA,
      PARENT_WRAPPER_CTA,
    ].map((fixture) => [fixture.name, fixture] as const),
  )('%s: played through, nothing fails and each item names its call', async (_name, fixture) => {
    const state = await playThrough(fixture);
    for (const [item, via] of Object.entries(fixture.via)) {
      expect(state.checks[item as keyof typeof fixture.via], item).toEqual({ status: 'success', via });
    }
    expect(Object.entries(state.checks).filter(([, check]) => check.status === 'failed')).toEqual([]);
    expect(state.contract).toBe(fixture.api);
    if (fixture.api) expect(state.apis[0]).toBe(fixture.api);
    if (fixture === MRAID_NO_WAIT) {
      expect(state.checks.game_ready).toEqual({
        status: 'undetected',
        message: 'game_ready_undetected_mraid',
      });
    }
  });

  it('counts one step per touch when the ad’s own touch handler keeps the page busy', async () => {
    await page.close();
    page = await browser.newPage({ hasTouch: true });
    const entry = entryOf(SLOW_TOUCH_HANDLER);
    const player = await open(SLOW_TOUCH_HANDLER.files, entry);
    await until((event) => event.name === 'gameReady');
    await frame()
      .locator('#stage')
      .tap({ position: { x: 150, y: 100 } });
    await frame().locator('#cta').tap();
    const events = await until((event) => event.name === 'install');
    expect(events.filter((event) => event.type === 'gesture')).toHaveLength(2);
    const state = await replay(player, entry);
    expect(state.steps).toBe(2);
    expect(state.checks.install).toEqual({ status: 'success', via: SLOW_TOUCH_HANDLER.via.install });
  });
});

describe('the MRAID and DAPI containers', () => {
  const probe: FileSet = {
    'Probe/Probe.html': networkPage('Probe'),
    'Probe/style.css': '',
    'Probe/js/game.js': stageScript(`  var log = window.__log = [];
  log.push('start:' + mraid.getState() + ':' + mraid.isViewable() + ':' + dapi.isReady());
  window.addEventListener('load', function () { log.push('load:' + mraid.getState()); });
  mraid.addEventListener('ready', function () {
    log.push('ready:' + mraid.getState() + ':' + mraid.isViewable());
  });
  mraid.addEventListener('viewableChange', function (viewable) { log.push('viewable:' + viewable + ':' + mraid.isViewable()); });
  mraid.addEventListener('sizeChange', function (width, height) { log.push('size:' + width + 'x' + height); });
  dapi.addEventListener('ready', function () { log.push('dapi-ready:' + dapi.isReady()); });
  dapi.addEventListener('viewableChange', function (event) { log.push('dapi-viewable:' + event.isViewable); });
  log.push('about:' + [mraid.getVersion(), mraid.getPlacementType(), mraid.supports('sms'), mraid.getScreenSize().width === window.innerWidth].join(','));
  start();`),
  };
  const log = () => page.frames()[1].evaluate(() => (window as unknown as { __log: string[] }).__log.slice());

  it('fire ready on a task after load, then viewableChange(true) once, and sizeChange only on a real change', async () => {
    await open(probe, 'Probe/Probe.html');
    await expect.poll(log).toContain('dapi-viewable:true');
    expect(await log()).toEqual([
      'start:loading:false:false',
      'about:3.0,interstitial,false,true',
      'load:loading',
      'ready:default:false',
      'dapi-ready:true',
      'viewable:true:true',
      'dapi-viewable:true',
    ]);
    await page.evaluate(() => (document.getElementById('player')!.style.width = '320px'));
    await expect.poll(log).toContain('size:320x534');
    await page.evaluate(() => (document.getElementById('player')!.style.width = '320px'));
    await page.waitForTimeout(300);
    expect((await log()).filter((line) => line.startsWith('size:'))).toEqual(['size:320x534']);
  });

  it('start a build that starts on ready-and-viewable exactly once', async () => {
    await open(MRAID_START_ONCE.files, entryOf(MRAID_START_ONCE));
    const events = await until((event) => event.name === "mraid.addEventListener('viewableChange')");
    await page.waitForTimeout(400);
    expect((await recorded()).filter((event) => event.type === 'error')).toEqual([]);
    expect(events[0]).toEqual({ type: 'hello' });
  });
});

describe('positions in the playable’s own files', () => {
  it('maps an error on the shim’s line back to the column of the one-line page', async () => {
    const { fixture, at } = oneLineGame();
    const player = await open(fixture.files, at.file);
    await until((event) => event.type === 'error');
    const state = await replay(player, at.file);
    expect(state.checks.code).toMatchObject({ status: 'failed', message: 'code_failed' });
    expect(state.checks.code.evidence).toEqual([
      {
        file: at.file,
        line: at.line,
        col: at.col,
        detail: "Uncaught TypeError: Cannot read properties of null (reading 'boot')",
        code: 'uncaught',
        params: { text: "Uncaught TypeError: Cannot read properties of null (reading 'boot')" },
        rule: 'uncaught',
        proof: 'live',
      },
    ]);
  });

  it('reports a throw on load in its file, line and column', async () => {
    const entry = entryOf(THROW_ON_LOAD);
    const player = await open(THROW_ON_LOAD.files, entry);
    await until((event) => event.type === 'error');
    const state = await replay(player, entry);
    expect(state.checks.code.evidence).toEqual([
      {
        ...THROW_ON_LOAD_AT,
        detail: "Uncaught TypeError: Cannot read properties of null (reading 'start')",
        code: 'uncaught',
        params: { text: "Uncaught TypeError: Cannot read properties of null (reading 'start')" },
        rule: 'uncaught',
        proof: 'live',
      },
    ]);
  });

  it('attributes "Script error." to the script that was running when the browser hides the details', async () => {
    const files = {
      'Hidden/Hidden.html': `<!DOCTYPE html><html><head><title>h</title></head><body><p>x</p><script>
var s = document.createElement('script'); s.src = 'js/level.js'; document.body.appendChild(s);
</script></body></html>`,
      'Hidden/js/level.js': 'var level = null;\nlevel.start();\n',
    };
    // An opaque origin (no allow-same-origin) makes the package's own script cross-origin to its page.
    const player = await open(files, 'Hidden/Hidden.html', { host: { sandbox: 'allow-scripts' } });
    const events = await until((event) => event.type === 'error');
    expect(events.find((event) => event.type === 'error')).toMatchObject({
      message: 'Script error.',
      file: `${player.replace(/Hidden\.html$/, '')}js/level.js`,
    });
  });
});

describe('what is not the ad’s fault', () => {
  it('notes fullscreen, orientation lock and autoplay refused without a gesture, and fails nothing', async () => {
    await open(FULLSCREEN_ON_LOAD.files, entryOf(FULLSCREEN_ON_LOAD));
    const events = await until(
      (event) => event.type === 'note' && String(event.message).startsWith('play()'),
    );
    await page.waitForTimeout(300);
    const notes = events.filter(isAdNote).map((event) => event.kind);
    expect(notes).toEqual(['refused', 'refused', 'refused']);
    expect((await recorded()).filter((event) => event.type === 'error')).toEqual([]);
  });

  it('reports an Error the engine caught and logged as caught, at its place, not as an uncaught error', async () => {
    await open(LOGGED_ERROR.files, entryOf(LOGGED_ERROR));
    const events = await until((event) => event.type === 'error');
    const script = String(LOGGED_ERROR.files['Logged_error/js/game.js']).split('\n');
    const line = script.findIndex((text) => text.includes('window.loadAtlas')) + 1;
    expect(events.filter((event) => event.type === 'error')).toEqual([
      expect.objectContaining({
        kind: 'caught',
        message: expect.stringMatching(/^console\.error: \[engine\] atlas failed, using fallback: TypeError/),
        file: expect.stringMatching(/\/Logged_error\/js\/game\.js$/),
        line,
      }),
    ]);
  });

  it('notes a console.error without an Error, and rejections of blocked requests and refused permissions', async () => {
    const files = {
      'Notes/Notes.html': `<!DOCTYPE html><html><head><title>n</title></head><body><p>x</p><script>
console.error('[audio] context suspended');
fetch('https://collect.example.net/e');
document.documentElement.requestFullscreen().then(null, function (e) { return Promise.reject(new Error('fullscreen: ' + e.message)); });
var slot = document.createElement('script'); slot.src = ''; document.head.appendChild(slot);
setTimeout(function () { missing(); }, 500);
</script></body></html>`,
    };
    await open(files, 'Notes/Notes.html');
    const events = await until((event) => event.type === 'error');
    expect(
      events
        .filter(isAdNote)
        .map((event) => event.kind)
        .sort(),
    ).toEqual(['benign', 'blocked', 'console', 'refused', 'refused']);
    expect(events.filter((event) => event.type === 'error')).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Uncaught ReferenceError: missing is not defined' }),
    ]);
  });

  it('notes a ResizeObserver loop, and still reports a real error', async () => {
    const files = {
      'Loop/Loop.html': `<!DOCTYPE html><html><head><title>l</title></head><body><div id="box" style="width:10px">x</div><script>
var box = document.getElementById('box');
new ResizeObserver(function () { box.style.width = (box.offsetWidth + 1) + 'px'; }).observe(box);
setTimeout(function () { missing(); }, 300);
</script></body></html>`,
    };
    await open(files, 'Loop/Loop.html');
    const events = await until((event) => event.type === 'error');
    expect(events.find(isAdNote)).toMatchObject({
      kind: 'benign',
      message: expect.stringMatching(/ResizeObserver loop/),
    });
    expect(events.filter((event) => event.type === 'error')).toEqual([
      expect.objectContaining({ message: 'Uncaught ReferenceError: missing is not defined', line: 4 }),
    ]);
  });

  it('lets the ad declare its own install() and notes it, without a crash', async () => {
    const files = {
      'Own/Own.html': `<!DOCTYPE html><html><head><title>o</title></head><body><p>x</p><script>
function install() { window.__own = true; }
window.gameReady();
</script></body></html>`,
    };
    await open(files, 'Own/Own.html');
    const events = await until(isAdNote);
    expect(events.find(isAdNote)).toMatchObject({
      kind: 'replaced',
      message: expect.stringContaining('window.install'),
    });
    expect(calls(events)).toEqual(['gameReady:0']);
    expect(events.filter((event) => event.type === 'error')).toEqual([]);
  });
});

describe('network script tags, channels and the top level', () => {
  it('provides ExitApi for an absolute exitapi.js tag blocked by CSP, as Google serves it, without an outer_chain failure', async () => {
    const files = {
      'Abs/Abs.html': networkPage('Abs', {
        head: '\n<script src="https://tpc.googlesyndication.com/pagead/gadgets/html5/api/exitapi.js"></script>',
      }),
      'Abs/style.css': '',
      'Abs/js/game.js': stageScript('  start();\n  onCta(function () { ExitApi.exit(); });'),
    };
    const player = await open(files, 'Abs/Abs.html');
    await until((event) => event.type === 'paint');
    await frame().locator('#cta').click();
    const events = await until((event) => event.type === 'call');
    expect(calls(events)).toEqual(['ExitApi.exit:1']);
    expect(events.filter((event) => event.type === 'csp' || event.type === 'error')).toEqual([]);
    expect((await replay(player, 'Abs/Abs.html')).checks.outer_chain.status).toBe('success');
  });

  it('leaves playableSDK undefined for a build without the playable-sdk.js tag', async () => {
    const files = {
      'NoTag/NoTag.html': networkPage('NoTag'),
      'NoTag/style.css': '',
      'NoTag/js/game.js': stageScript(
        "  hint.textContent = typeof playableSDK + ',' + typeof ExitApi + ',' + typeof openAppStore;",
      ),
    };
    await open(files, 'NoTag/NoTag.html');
    await expect.poll(() => frame().locator('#hint').textContent()).toBe('undefined,undefined,function');
  });

  it('stubs WebRTC and warns of it under outer_chain, its refused promises failing nothing else', async () => {
    const files = {
      'Rtc/Rtc.html': `<!DOCTYPE html><html><head><title>r</title></head><body><p>x</p><script>
var connection = new RTCPeerConnection({ iceServers: [{ urls: 'stun:stun.example.com' }] });
connection.createDataChannel('x');
connection.createOffer().then(function (offer) { return connection.setLocalDescription(offer); });
</script></body></html>`,
    };
    const player = await open(files, 'Rtc/Rtc.html');
    await until((event) => event.type === 'channel');
    await page.waitForTimeout(300);
    const state = await replay(player, 'Rtc/Rtc.html');
    expect(state.checks.outer_chain).toMatchObject({
      status: 'warning',
      evidence: [{ detail: expect.stringMatching(/^RTCPeerConnection: WebRTC/), rule: 'blocked-request' }],
    });
    expect(state.checks.code.status).toBe('success');
  });

  it('does not run the ad in a top-level document', async () => {
    const fixture = API_FIXTURES[0];
    const player = harness.add(fixture.files, entryOf(fixture));
    // The shim stops the document's load: wait for the answer, not for a load event that never comes.
    await page.goto(player, { waitUntil: 'commit' });
    await expect
      .poll(() => page.locator('body').textContent())
      .toMatch(/runs only inside the playable tester/);
    expect(await page.evaluate(() => typeof (window as unknown as { gameStart?: unknown }).gameStart)).toBe(
      'undefined',
    );
  });
});

describe('the host side', () => {
  it('runs the ad’s gameStart/gameClose (or mintGameStart) on command and reports a missing one', async () => {
    const files = {
      'Host/Host.html': `<!DOCTYPE html><html><head><title>h</title></head><body><p>x</p><script>
window.mintGameStart = function () {};
window.gameReady();
</script></body></html>`,
    };
    await open(files, 'Host/Host.html');
    await until((event) => event.name === 'gameReady');
    await page.evaluate(() => {
      const connection = (window as unknown as { __connection: { send(command: string): void } })
        .__connection;
      connection.send('gameStart');
      connection.send('gameClose');
    });
    const events = await until((event) => event.type === 'missing');
    expect(calls(events)).toEqual(['gameReady:0', 'mintGameStart:0']);
    expect(events.at(-1)).toEqual({ type: 'missing', name: 'gameClose' });
  });

  it('ignores the player when the message origin is not the player’s, and forged events from ad code', async () => {
    await open(API_FIXTURES[0].files, entryOf(API_FIXTURES[0]), {
      host: { origin: 'http://other.localhost' },
    });
    await page.waitForTimeout(800);
    expect(await recorded()).toEqual([]);

    const forger = {
      'Forge/Forge.html': `<!DOCTYPE html><html><head><title>f</title></head><body><p>x</p><script>
var fake = { source: 'playable-shim', type: 'call', api: 'mintegral', name: 'install', gesture: true, gestures: 3, t: 1 };
var channel = new MessageChannel();
window.top.postMessage({ source: 'playable-shim', type: 'hello', t: 1 }, '*', [channel.port2]);
channel.port1.postMessage(fake);
window.top.postMessage(fake, '*');
</script></body></html>`,
    };
    await open(forger, 'Forge/Forge.html');
    await until((event) => event.type === 'paint');
    await page.waitForTimeout(300);
    expect(calls(await until(() => true))).toEqual([]);
  });
});

describe('first paint', () => {
  it('reports nothing for a blank playable, a WebGL draw for a WebGL one, and a canvas drawn before it was attached', async () => {
    const blank = await open(BLANK.files, entryOf(BLANK));
    await until((event) => event.type === 'hello');
    await page.waitForTimeout(1_500);
    expect(
      (await recorded())
        .filter((event) => event.type !== 'note' || isAdNote(event))
        .map((event) => event.type),
    ).toEqual(['hello']);
    const state = await replay(blank, entryOf(BLANK));
    expect(state.checks.code).toMatchObject({ status: 'failed', message: 'code_blank' });

    const gl = {
      'Gl/Gl.html': `<!DOCTYPE html><html><head><title>g</title></head><body style="margin:0"><canvas id="c" width="100" height="100"></canvas><script>
var gl = document.getElementById('c').getContext('webgl');
setTimeout(function () { gl.clearColor(0, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT); gl.drawArrays(gl.TRIANGLES, 0, 0); }, 200);
</script></body></html>`,
    };
    await open(gl, 'Gl/Gl.html');
    expect((await until((event) => event.type === 'paint')).find((event) => event.type === 'paint')).toEqual({
      type: 'paint',
      via: 'webgl',
    });

    const detached = {
      'Late/Late.html': `<!DOCTYPE html><html><head><title>l</title></head><body style="margin:0"><script>
var canvas = document.createElement('canvas');
canvas.getContext('2d').fillRect(0, 0, 10, 10);
setTimeout(function () { document.body.appendChild(canvas); }, 600);
</script></body></html>`,
    };
    await open(detached, 'Late/Late.html');
    await page.waitForTimeout(400);
    expect(
      (await recorded())
        .filter((event) => event.type !== 'note' || isAdNote(event))
        .map((event) => event.type),
    ).toEqual(['hello']);
    expect((await until((event) => event.type === 'paint')).find((event) => event.type === 'paint')).toEqual({
      type: 'paint',
      via: '2d',
    });
  });
});

describe('the explorer plays what a grid of taps does not reach', () => {
  // That the explorer reaches each of these games' CTA by the gesture it needs, with the path in the result and
  // the same path for the same seed, is tested through the live run in explorer-live.test.ts (same explorer,
  // same phone-sized frame, same shim); here, that the fixed grid it replaced does not.

  /**
   * One pass of the fixed grid the live run tapped before the explorer: 5 × 8 points over the frame, edge to
   * edge, row by row, 150 ms apart (it repeated the pass for 10 s; these games answer a pass the same way).
   */
  function oldGrid(width: number, height: number) {
    const spread = (count: number, size: number) =>
      Array.from({ length: count }, (_, i) => Math.round(2 + ((size - 4) * i) / (count - 1)));
    return spread(8, height).flatMap((y) => spread(5, width).map((x) => ({ x, y })));
  }

  const GRID_MISSES = [MATCH_THREE, RUNNER, SOLITAIRE, SMALL_BUTTON, SLOT_LEVER, DOM_QUIZ];
  const afterGrid = new Map<string, LiveState>();

  /** One pass of the old grid over `fixture` in a page of its own; the reducer's state after it. */
  async function tapOldGrid(fixture: NetworkFixture): Promise<LiveState> {
    const own = await browser.newPage({ hasTouch: true, viewport: { width: 300, height: 534 } });
    try {
      const entry = entryOf(fixture);
      const player = harness.add(fixture.files, entry);
      await own.goto(harness.hostUrl(player));
      await until((event) => event.type === 'paint', 5_000, own);
      const box = (await own.locator('#player').boundingBox())!;
      for (const tap of oldGrid(box.width, box.height)) {
        await own.touchscreen.tap(box.x + tap.x, box.y + tap.y);
        await own.waitForTimeout(150);
      }
      return await replay(player, entry, own);
    } finally {
      await own.close();
    }
  }

  // The six passes at once, each in its own page: a pass proves a negative (no CTA call after its 40 taps), and
  // pages played side by side only make each one slower, never more likely to call the CTA.
  beforeAll(async () => {
    await Promise.all(
      GRID_MISSES.map(async (fixture) => afterGrid.set(fixture.name, await tapOldGrid(fixture))),
    );
  });

  it.each(GRID_MISSES.map((f) => [f.name] as const))(
    '%s: the old grid of taps never calls the CTA',
    (name) => {
      const state = afterGrid.get(name)!;
      expect(state.gestures, name).toBe(40);
      expect(state.checks.install.status, NEEDS[name]).not.toBe('success');
    },
  );

  it('ends the play, with the path so far, when the page goes away under it', async () => {
    await touchPage(390, 844);
    const entry = entryOf(SOLITAIRE);
    await open(SOLITAIRE.files, entry, { host: { width: 390, height: 844 } });
    await until((event) => event.type === 'paint');
    let asked = 0;
    const closing = page;
    const result = await explore(
      {
        page: closing,
        frame: closing.locator('#player'),
        reached: () => {
          asked += 1;
          if (asked === 4) void closing.close();
          return false;
        },
      },
      { budgetMs: 30_000 },
    );
    expect(result.reached).toBe(false);
    expect(result.stopped).toBeTruthy();
    expect(result.path.length).toBeGreaterThanOrEqual(2);
    expect(result.ms).toBeLessThan(30_000);
    page = await browser.newPage();
  }, 60_000);
});
