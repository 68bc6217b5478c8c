import { LIFECYCLE_CHECKS } from './types';

// The ad APIs a playable can be built against, and which call of each one satisfies which lifecycle item of
// the report. One table, read by the shim's mocks (lib/playable/shim.ts), the live reducer
// (lib/playable/live.ts), the static API detection, the CLI and the guide, so they all say the same thing.
// Sources: each network's public documentation, listed with the date read in lib/playable/compliance/rules.ts.

export const API_IDS = [
  'mintegral',
  'mraid',
  'dapi',
  'facebook',
  'exitapi',
  'vungle',
  'tiktok',
  'luna',
  'snapchat',
] as const;

export type ApiId = (typeof API_IDS)[number];

/**
 * What a call means for the report: `ready` the ad says it loaded, or waits for the container to be
 * (game_ready), `cta` the ad sends the player to the store (install), `end` the ad says the game is over
 * (game_end), `retry` the ad restarts (game_retry), `start`/`close` the host ran the ad's own gameStart() or
 * gameClose() (game_start, game_close). `handshake` calls (other listeners, isViewable…) are recorded in the
 * timeline and prove which API the build uses, but satisfy no item.
 */
export type CallRole = 'ready' | 'cta' | 'end' | 'retry' | 'start' | 'close' | 'handshake';

export interface ApiCall {
  /** How the call is written in ad code, as shown in the report: `mraid.open`, `FbPlayableAd.onCTAClick`. */
  name: string;
  role: CallRole;
}

export interface AdApi {
  id: ApiId;
  /** Shown in the report and the guide. */
  label: string;
  /** The networks that define this API for their playables. */
  networks: string;
  /** The calls the mock records, with what each one satisfies. */
  calls: readonly ApiCall[];
  /**
   * Script file names the network injects into, or requires in, the page (`<script src="mraid.js">`): the
   * upload host answers them with networkScriptMock() (lib/playable/shim.ts) instead of a 404.
   */
  scripts: readonly string[];
  /**
   * Hosts (and their subdomains) the network serves its script from, for a script the build loads by an
   * absolute URL (Google's exitapi.js from tpc.googlesyndication.com). Empty: the network's SDK answers its
   * script by file name wherever the URL points (MRAID SDKs answer any `mraid.js`), or the API has none.
   */
  scriptHosts: readonly string[];
  /**
   * Globals that exist in the network's webview only because the build loads the network's script tag
   * (Pangle's `playableSDK` from playable-sdk.js, Google's `ExitApi` from exitapi.js). The shim defines them
   * when that tag runs, not before: defined up front they would send every `typeof playableSDK` cascade of a
   * multi-network build to TikTok.
   */
  tagGlobals: readonly string[];
  /**
   * Whether the API has an "ad is ready" call, an "ad ended" call, a retry call, and host-run
   * gameStart()/gameClose(); an item the API has no call for is `not_applicable` for its builds.
   */
  has: { ready: boolean; end: boolean; retry: boolean; hostLifecycle: boolean };
}

/** The MRAID events the mock accepts listeners for (2.0 and 3.0). */
export const MRAID_EVENTS = [
  'ready',
  'viewableChange',
  'stateChange',
  'sizeChange',
  'error',
  'audioVolumeChange',
  'exposureChange',
] as const;

/** The ironSource DAPI events the mock accepts listeners for. */
export const DAPI_EVENTS = ['ready', 'viewableChange', 'audioVolumeChange', 'adResized'] as const;

const listenerCalls = (api: string, events: readonly string[]): ApiCall[] =>
  events.map((event) => ({
    name: `${api}.addEventListener('${event}')`,
    // Listening for the container's ready event is the ad waiting for it: game_ready for these APIs.
    role: event === 'ready' ? 'ready' : 'handshake',
  }));

const handshakes = (names: readonly string[]): ApiCall[] =>
  names.map((name) => ({ name, role: 'handshake' }));

export const AD_APIS: readonly AdApi[] = [
  {
    id: 'mintegral',
    label: 'Mintegral',
    networks: 'Mintegral (and the studio’s own lifecycle contract)',
    calls: [
      { name: 'gameReady', role: 'ready' },
      { name: 'install', role: 'cta' },
      { name: 'gameEnd', role: 'end' },
      { name: 'gameRetry', role: 'retry' },
      // The ad's own functions, run by the host when it shows the ad and when it closes it.
      { name: 'gameStart', role: 'start' },
      { name: 'mintGameStart', role: 'start' },
      { name: 'gameClose', role: 'close' },
      { name: 'mintGameClose', role: 'close' },
    ],
    scripts: [],
    scriptHosts: [],
    tagGlobals: [],
    has: { ready: true, end: true, retry: true, hostLifecycle: true },
  },
  {
    id: 'mraid',
    label: 'MRAID 2.0/3.0',
    networks: 'AppLovin, Unity, ironSource, Chartboost, AdColony, Moloco (MRAID builds)',
    calls: [
      { name: 'mraid.open', role: 'cta' },
      { name: 'mraid.openStoreURL', role: 'cta' },
      { name: 'mraid.openStoreUrl', role: 'cta' },
      // Waiting for the container: the first of these is what game_ready shows for an MRAID build.
      { name: 'mraid.getState', role: 'ready' },
      ...listenerCalls('mraid', MRAID_EVENTS),
      ...handshakes([
        'mraid.removeEventListener',
        'mraid.isViewable',
        'mraid.close',
        'mraid.unload',
        'mraid.expand',
        'mraid.resize',
        'mraid.useCustomClose',
        'mraid.getVersion',
        'mraid.getPlacementType',
        'mraid.getScreenSize',
        'mraid.getMaxSize',
        'mraid.getCurrentPosition',
        'mraid.getDefaultPosition',
        'mraid.supports',
        'mraid.getOrientationProperties',
        'mraid.setOrientationProperties',
        'mraid.getExpandProperties',
        'mraid.setExpandProperties',
        'mraid.getResizeProperties',
        'mraid.setResizeProperties',
        'mraid.getLocation',
        'mraid.playVideo',
        'mraid.storePicture',
        'mraid.createCalendarEvent',
      ]),
    ],
    scripts: ['mraid.js'],
    scriptHosts: [],
    tagGlobals: [],
    // An MRAID ad does not announce itself ready: the container does (the `ready` event). The ad asking for
    // it (getState, addEventListener('ready')) is what the report shows as game_ready.
    has: { ready: true, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'dapi',
    label: 'ironSource DAPI',
    networks: 'ironSource (legacy)',
    calls: [
      { name: 'dapi.openStoreUrl', role: 'cta' },
      { name: 'dapi.isReady', role: 'ready' },
      ...listenerCalls('dapi', DAPI_EVENTS),
      ...handshakes([
        'dapi.removeEventListener',
        'dapi.isViewable',
        'dapi.getScreenSize',
        'dapi.getAudioVolume',
      ]),
    ],
    scripts: ['dapi.js'],
    scriptHosts: [],
    tagGlobals: [],
    has: { ready: true, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'facebook',
    label: 'Meta FbPlayableAd',
    networks: 'Meta, Moloco',
    calls: [{ name: 'FbPlayableAd.onCTAClick', role: 'cta' }],
    scripts: [],
    scriptHosts: [],
    tagGlobals: [],
    has: { ready: false, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'exitapi',
    label: 'Google ExitApi',
    networks: 'Google Ads',
    calls: [{ name: 'ExitApi.exit', role: 'cta' }],
    scripts: ['exitapi.js'],
    scriptHosts: ['googlesyndication.com'],
    tagGlobals: ['ExitApi'],
    has: { ready: false, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'vungle',
    label: 'Vungle / Liftoff postMessage',
    networks: 'Vungle (Liftoff)',
    calls: [
      { name: "parent.postMessage('download')", role: 'cta' },
      { name: "parent.postMessage('complete')", role: 'end' },
    ],
    scripts: [],
    scriptHosts: [],
    tagGlobals: [],
    has: { ready: false, end: true, retry: false, hostLifecycle: false },
  },
  {
    id: 'tiktok',
    label: 'TikTok / Pangle',
    networks: 'TikTok, Pangle',
    calls: [
      { name: 'openAppStore', role: 'cta' },
      { name: 'playableSDK.openAppStore', role: 'cta' },
    ],
    scripts: ['playable-sdk.js'],
    scriptHosts: ['ibytedtos.com', 'pstatp.com'],
    tagGlobals: ['playableSDK'],
    has: { ready: false, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'luna',
    label: 'Luna Playground',
    networks: 'Luna Playground / Playworks exports (every network Luna targets)',
    calls: [
      { name: 'Luna.Unity.Playable.InstallFullGame', role: 'cta' },
      { name: 'Luna.Unity.LifeCycle.GameEnded', role: 'end' },
    ],
    scripts: [],
    scriptHosts: [],
    tagGlobals: [],
    has: { ready: false, end: true, retry: false, hostLifecycle: false },
  },
  {
    id: 'snapchat',
    label: 'Snapchat',
    networks: 'Snapchat',
    // snapchatCta() is a function of index.html that Snapchat replaces with its tracking version when it serves
    // the ad: a build may declare its own, which the shim then records before running it (shim-source/mocks.ts).
    calls: [
      { name: 'snapchatCta', role: 'cta' },
      { name: 'ScPlayableAd.onCTAClick', role: 'cta' },
    ],
    scripts: [],
    scriptHosts: [],
    tagGlobals: [],
    has: { ready: false, end: false, retry: false, hostLifecycle: false },
  },
];

/**
 * CTAs that belong to no network's API: `window.open(storeUrl)`, and a wrapper's
 * `window.parent.<Something>.onCTAClick()` (the shim records any capitalised wrapper name). They satisfy
 * install, but say nothing about which API the build uses.
 */
export const GENERIC_CALLS: readonly ApiCall[] = [
  { name: 'window.open', role: 'cta' },
  { name: 'parent.*.onCTAClick', role: 'cta' },
];

/** Who a recorded call belongs to: an ad API, or `generic` for GENERIC_CALLS. */
export type CallOwner = ApiId | 'generic';

const BY_ID = new Map(AD_APIS.map((api) => [api.id, api]));

export function adApi(id: ApiId): AdApi {
  return BY_ID.get(id)!;
}

export function isApiId(value: unknown): value is ApiId {
  return typeof value === 'string' && BY_ID.has(value as ApiId);
}

export function isCallOwner(value: unknown): value is CallOwner {
  return value === 'generic' || isApiId(value);
}

/** The role of a recorded call, or null when the table does not know it. */
export function callRole(owner: CallOwner, name: string): CallRole | null {
  const calls = owner === 'generic' ? GENERIC_CALLS : adApi(owner).calls;
  return calls.find((call) => call.name === name)?.role ?? null;
}

/** The host of an absolute or protocol-relative URL, lower-cased; null for a relative one. */
export function urlHost(url: string): string | null {
  const match = /^(?:[a-z][a-z\d+.-]*:)?\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(url.trim());
  return match ? match[1].toLowerCase() : null;
}

/** Whether `host` is one of `hosts` or a subdomain of one. */
export function onHosts(host: string, hosts: readonly string[]): boolean {
  return hosts.some((candidate) => host === candidate || host.endsWith(`.${candidate}`));
}

/**
 * The API whose injected or required script a URL is, or null: `mraid.js` → mraid. A relative URL names it
 * by file name; an absolute one must also come from the network's own host (scriptHosts), when the network
 * serves its script from one: `https://tpc.googlesyndication.com/…/exitapi.js` is Google's, the same file
 * name on another host is an ordinary outside request.
 */
export function apiOfScript(url: string): ApiId | null {
  const base =
    url
      .replace(/[?#].*$/s, '')
      .split('/')
      .pop()
      ?.toLowerCase() ?? '';
  const api = AD_APIS.find((candidate) => candidate.scripts.includes(base));
  if (!api) return null;
  const host = urlHost(url);
  return host === null || api.scriptHosts.length === 0 || onHosts(host, api.scriptHosts) ? api.id : null;
}

/**
 * A `<base href>` on the webview's own origin: ad SDKs load the playable's HTML as if from
 * `https://localhost/` (and intercept what it asks there, `mraid.js` first), so exporters write that base
 * into the page. It makes no request outside the package in the network's webview; the player keeps its own
 * base (CSP base-uri), so the same relative URLs resolve to the package and the mock there.
 */
export const WEBVIEW_BASE = /^https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?(?:[/?#]|$)/i;

/** The lifecycle items a call of some API can satisfy, in report order: the checks the live run decides. */
export const LIFECYCLE_ITEMS = LIFECYCLE_CHECKS;

export type LifecycleItem = (typeof LIFECYCLE_ITEMS)[number];

/** The role that satisfies each lifecycle item. */
export const ITEM_ROLE: Record<LifecycleItem, Exclude<CallRole, 'handshake'>> = {
  game_ready: 'ready',
  game_start: 'start',
  game_close: 'close',
  game_retry: 'retry',
  install: 'cta',
  game_end: 'end',
};

/** Whether builds of `api` must satisfy `item` (else it is not_applicable for them). */
export function apiRequires(api: ApiId, item: LifecycleItem): boolean {
  const { has } = adApi(api);
  switch (item) {
    case 'install':
      return true;
    case 'game_ready':
      return has.ready;
    case 'game_end':
      return has.end;
    case 'game_retry':
      return has.retry;
    case 'game_start':
    case 'game_close':
      return has.hostLifecycle;
  }
}

/**
 * THE table of the guide: per API, the calls that satisfy each lifecycle item (an empty list where the API
 * has none: the item is not_applicable for its builds). Derived from AD_APIS, so it cannot drift.
 */
export function lifecycleTable(): { api: ApiId; label: string; items: Record<LifecycleItem, string[]> }[] {
  return AD_APIS.map((api) => ({
    api: api.id,
    label: api.label,
    items: Object.fromEntries(
      LIFECYCLE_ITEMS.map((item) => [
        item,
        api.calls.filter((call) => call.role === ITEM_ROLE[item]).map((call) => call.name),
      ]),
    ) as Record<LifecycleItem, string[]>,
  }));
}

/** lifecycleTable() as a constant, for pages that render it. */
export const LIFECYCLE_TABLE = lifecycleTable();

/**
 * When the shim's containers (the MRAID and DAPI mocks) change state, for the guide and the mocks alike.
 * Every event fires only on a real change: a build that starts on `ready` when isViewable() is true, and
 * on `viewableChange(true)` otherwise, starts once.
 */
export const CONTAINER_TIMING = {
  /** `ready` fires this long after the window's load event (0: on the next task), getState() turns 'default'. */
  readyAfterLoadMs: 0,
  /** isViewable() is false until this long after `ready`, then `viewableChange(true)` fires once. */
  viewableAfterReadyMs: 100,
  /** `sizeChange` (MRAID) and `adResized` (DAPI) fire when the frame's size really changes (orientation). */
  resizeOn: 'window resize',
  /** What the MRAID mock answers. */
  mraidVersion: '3.0',
  placementType: 'interstitial',
} as const;

/** The container timeline as steps the guide renders: the event, what it follows, the delay, what changes. */
export const CONTAINER_EVENTS: readonly {
  event: 'ready' | 'viewableChange';
  after: 'load' | 'ready';
  delayMs: number;
  effect: string;
}[] = [
  {
    event: 'ready',
    after: 'load',
    delayMs: CONTAINER_TIMING.readyAfterLoadMs,
    effect: "mraid.getState(): 'loading' → 'default'; dapi.isReady(): false → true",
  },
  {
    event: 'viewableChange',
    after: 'ready',
    delayMs: CONTAINER_TIMING.viewableAfterReadyMs,
    effect: 'isViewable(): false → true, fired once with true',
  },
];
