// The ad APIs a playable can be built against, and which call of each one satisfies which lifecycle item of
// the report. One table, read by the shim's mocks (lib/playable/shim.ts), the live reducer
// (lib/playable/live.ts), the static API detection, the CLI and the guide, so they all say the same thing.
// Sources: ../shared/playable-networks.md (copied into the guide), each network's public documentation.

export const API_IDS = [
  'mintegral',
  'mraid',
  'dapi',
  'facebook',
  'exitapi',
  'vungle',
  'tiktok',
  'luna',
] as const;

export type ApiId = (typeof API_IDS)[number];

/**
 * What a call means for the report: `ready` the ad says it loaded (game_ready), `cta` the ad sends the player
 * to the store (install), `end` the ad says the game is over (game_end), `retry` the ad restarts (game_retry).
 * `handshake` calls (other listeners, isViewable…) are recorded in the timeline and prove which API the build
 * uses, but satisfy no item.
 */
export type CallRole = 'ready' | 'cta' | 'end' | 'retry' | 'handshake';

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
   * upload host answers them with an empty script, since the shim already defines the API.
   */
  scripts: readonly string[];
  /** Whether the API has an "ad is ready" call, an "ad ended" call, a retry call (else those items are n/a). */
  has: { ready: boolean; end: boolean; retry: boolean; hostLifecycle: boolean };
}

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
    ],
    scripts: [],
    // The host calls the ad's gameStart() when it shows the ad and gameClose() when it closes it.
    has: { ready: true, end: true, retry: true, hostLifecycle: true },
  },
  {
    id: 'mraid',
    label: 'MRAID 2.0/3.0',
    networks: 'AppLovin, Unity, ironSource, AdColony, Moloco (MRAID builds)',
    calls: [
      { name: 'mraid.open', role: 'cta' },
      { name: 'mraid.openStoreURL', role: 'cta' },
      // Waiting for the container: the first of these is what game_ready shows for an MRAID build.
      { name: 'mraid.getState', role: 'ready' },
      { name: "mraid.addEventListener('ready')", role: 'ready' },
      { name: "mraid.addEventListener('viewableChange')", role: 'handshake' },
      { name: "mraid.addEventListener('stateChange')", role: 'handshake' },
      { name: "mraid.addEventListener('sizeChange')", role: 'handshake' },
      { name: 'mraid.isViewable', role: 'handshake' },
      { name: 'mraid.close', role: 'handshake' },
      { name: 'mraid.expand', role: 'handshake' },
      { name: 'mraid.useCustomClose', role: 'handshake' },
    ],
    scripts: ['mraid.js'],
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
      { name: "dapi.addEventListener('ready')", role: 'ready' },
      { name: "dapi.addEventListener('viewableChange')", role: 'handshake' },
    ],
    scripts: ['dapi.js'],
    has: { ready: true, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'facebook',
    label: 'Meta FbPlayableAd',
    networks: 'Meta, Moloco',
    calls: [{ name: 'FbPlayableAd.onCTAClick', role: 'cta' }],
    scripts: [],
    has: { ready: false, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'exitapi',
    label: 'Google ExitApi',
    networks: 'Google Ads',
    calls: [{ name: 'ExitApi.exit', role: 'cta' }],
    scripts: ['exitapi.js'],
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
    has: { ready: false, end: false, retry: false, hostLifecycle: false },
  },
  {
    id: 'luna',
    label: 'Luna',
    networks: 'Luna Playworks exports (every network Luna targets)',
    calls: [
      { name: 'Luna.Unity.Playable.InstallFullGame', role: 'cta' },
      { name: 'Luna.Unity.LifeCycle.GameEnded', role: 'end' },
    ],
    scripts: [],
    has: { ready: false, end: true, retry: false, hostLifecycle: false },
  },
];

const BY_ID = new Map(AD_APIS.map((api) => [api.id, api]));

export function adApi(id: ApiId): AdApi {
  return BY_ID.get(id)!;
}

export function isApiId(value: unknown): value is ApiId {
  return typeof value === 'string' && BY_ID.has(value as ApiId);
}

/** The role of a recorded call, or null when the table does not know it. */
export function callRole(api: ApiId, name: string): CallRole | null {
  return adApi(api).calls.find((call) => call.name === name)?.role ?? null;
}

/** The API whose injected or required script a file name is (`mraid.js` → mraid), or null. */
export function apiOfScript(fileName: string): ApiId | null {
  const base =
    fileName
      .replace(/[?#].*$/s, '')
      .split('/')
      .pop()
      ?.toLowerCase() ?? '';
  return AD_APIS.find((api) => api.scripts.includes(base))?.id ?? null;
}
