import type { CheckMessageKey } from './messages';
import {
  adApi,
  type ApiId,
  apiRequires,
  type CallOwner,
  callRole,
  isApiId,
  ITEM_ROLE,
  LIFECYCLE_ITEMS,
  type LifecycleItem,
} from './networks';
import type { BASE64_RULE } from './checks/base64';
import type { CODE_RULE } from './checks/code';
import type { HTML_LABEL_RULE } from './checks/html-label';
import type { OUTER_CHAIN_RULE } from './checks/outer-chain';
import type { CheckRule } from './checks/rule';
import { type HostCommandName, type ShimErrorEvent, type ShimEvent } from './protocol';
import type { CheckName, CheckResult, Evidence, PlayableReport } from './types';

// Turns the shim's event stream into the live statuses of the report. Pure: (state, event) → new state,
// so the UI can use it as a React reducer, the CLI can replay a run, and tests can replay recorded runs.
// The state keeps what was observed; the statuses are derived from it after every event or tick.
//
// Rules:
// - Calls map onto items through their role in lib/playable/networks.ts (ready → game_ready, cta →
//   install, end → game_end, retry → game_retry, start/close → game_start/game_close); `via` names the
//   call ("mraid.open after 3 taps").
// - The contract is the API of the first CTA call seen (a multi-network build shows which one it uses only
//   live). Until then the candidates are the APIs seen live and those found in the code. An item no
//   candidate requires is not_applicable (gameStart for an MRAID build); an item some require and some do
//   not waits. A call that satisfies an item always shows, whatever the contract (gameReady in a Meta build).
// - A CTA call before any trusted gesture fails install for good and counts no step; steps = gestures
//   before the first CTA made after one.
// - Every live finding carries the id of the rule item it proves (lib/playable/checks/*: the items with
//   `proof: 'live'`), one evidence entry per problem, files as package paths:
//   code fails for an uncaught error or unhandled rejection (the shim notes, and never reports, those a
//   blocked request or a refused permission caused), and for an Error the ad caught and logged after which
//   the frame never changed (judged once settled; one after which the game kept drawing only warns);
//   outer_chain fails for an outside script, stylesheet, image, font or media file the player blocked, and
//   warns for a blocked request code sent (fetch, beacon, WebSocket, WebRTC: the game survived it; the
//   compliance matrix judges it against each network's rule);
//   base64 fails for a file of the package or a data: URI that failed to load;
//   html_label fails for a page laid out wider than the frame.
// - code and outer_chain settle to success SETTLE_AFTER_MS after the last event, once the playable painted or
//   called an API; a playable that did neither BLANK_AFTER_MS after load fails code.
// - A host-run item the contract may not require (gameStart missing while the candidates disagree) is a
//   warning once settled, never a failure.
// - Settling also turns items never seen into undetected (install and game_end show their hint from load);
//   a later call still succeeds them. finishLiveRun settles at once (the CLI's end, the host's gameClose).

export const TIMELINE_LIMIT = 500;
export const SETTLE_AFTER_MS = 3_000;
export const BLANK_AFTER_MS = 5_000;
const EVIDENCE_LIMIT = 20;

/** The call that satisfied an item, in words the UI can translate. */
export interface Satisfaction {
  api: CallOwner;
  /** The call as the ad wrote it: `mraid.open`, `parent.Adapter.onCTAClick`. */
  call: string;
  /** Trusted gestures before it. */
  gestures: number;
}

interface Problem {
  key: string;
  evidence: Evidence;
}

/** The ids of a rule's items the live run proves. */
type LiveId<R extends CheckRule> = Extract<R['items'][number], { proof: 'live' }>['id'];

/** Evidence for a rule item the live run proves; `warning` when that item only warns. */
function found<R extends CheckRule>(
  id: LiveId<R>,
  evidence: Omit<Evidence, 'rule' | 'warning' | 'proof'>,
  warning = false,
): Evidence {
  return compact({ ...evidence, rule: id, proof: 'live', ...(warning ? { warning: true as const } : {}) });
}
const codeFinding = found<typeof CODE_RULE>;
const outerFinding = found<typeof OUTER_CHAIN_RULE>;
const base64Finding = found<typeof BASE64_RULE>;
const htmlFinding = found<typeof HTML_LABEL_RULE>;

/** An Error the ad caught and logged (where, and its message), and whether the frame changed after it. */
interface Caught {
  key: string;
  logged: Pick<Evidence, 'file' | 'line' | 'col' | 'detail'>;
  changed: boolean;
}

interface Observations {
  /** APIs seen live, in the order of their first call. */
  apis: ApiId[];
  /** The API of the first CTA call. */
  contract: ApiId | null;
  satisfied: Partial<Record<LifecycleItem, Satisfaction>>;
  ctaBeforeGesture: Evidence | null;
  hostProblems: Partial<
    Record<'game_start' | 'game_close', { message: CheckMessageKey; evidence: Evidence }>
  >;
  /** One entry per problem: `key` says which problem it is. Warnings carry `evidence.warning`. */
  code: Problem[];
  outerChain: Problem[];
  base64: Problem[];
  caught: Caught[];
  /** The page laid out wider than the frame. */
  layout: Evidence | null;
  painted: boolean;
  called: boolean;
  blank: boolean;
  loadedAt: number | null;
  lastEventAt: number | null;
}

export interface LiveState {
  /** The report's statuses with the live run applied. */
  checks: Record<CheckName, CheckResult>;
  /** The ad APIs the playable uses: the contract first, then the others seen live; before any call, the code's. */
  apis: ApiId[];
  /** The API whose CTA the playable called first, or null. */
  contract: ApiId | null;
  steps: number | null;
  /** Trusted gestures seen so far. */
  gestures: number;
  /** The shim said hello: the playable's page is running. */
  loaded: boolean;
  /** Quiet long enough: code and outer_chain decided, items never seen undetected. */
  settled: boolean;
  /** The run was ended (the host closed the ad, or the CLI stopped). */
  finished: boolean;
  /** The most recent events, oldest first (at most TIMELINE_LIMIT). */
  timeline: ShimEvent[];
  observed: Observations;
  /** The report as uploaded, and the URL prefix of its package (to show event URLs as package paths). */
  base: { checks: Record<CheckName, CheckResult>; apis: ApiId[]; packageRoot: string; entry: string };
}

/** The URL prefix the player serves the package under: the player URL without the entry's path. */
export function packageRootOf(report: Pick<PlayableReport, 'id' | 'entry' | 'links'>): string {
  const entry = (report.entry ?? '').split('/').map(encodeURIComponent).join('/');
  const player = report.links?.player ?? '';
  if (entry && player.endsWith(entry)) return player.slice(0, player.length - entry.length);
  return player;
}

export function initLiveState(report: PlayableReport): LiveState {
  const observed: Observations = {
    apis: [],
    contract: null,
    satisfied: {},
    ctaBeforeGesture: null,
    hostProblems: {},
    code: [],
    outerChain: [],
    base64: [],
    caught: [],
    layout: null,
    painted: false,
    called: false,
    blank: false,
    loadedAt: null,
    lastEventAt: null,
  };
  const state: LiveState = {
    checks: report.checks,
    apis: report.apis ?? [],
    contract: null,
    steps: report.steps,
    gestures: 0,
    loaded: false,
    settled: false,
    finished: false,
    timeline: [],
    observed,
    base: {
      checks: report.checks,
      apis: (report.apis ?? []).filter(isApiId),
      packageRoot: packageRootOf(report),
      entry: report.entry ?? '',
    },
  };
  return derive(state);
}

/** The report with the live statuses, APIs and step count applied. */
export function liveReport(report: PlayableReport, state: LiveState): PlayableReport {
  if (storedRunStands(report, state)) return report;
  return { ...report, checks: state.checks, apis: state.apis, steps: state.steps };
}

/**
 * A reopened report (one with a stored live run) shows that run until the tester plays the new one: a run that
 * only loaded and went quiet (the page reopened in another language, a reload) never replaces a played run,
 * on the page, in the matrix or on the server.
 */
export function storedRunStands(report: PlayableReport, state: LiveState): boolean {
  return Boolean(report.live) && state.gestures === 0;
}

/** A URL reported from inside the frame, as a path in the package when it is one. */
export function packagePath(url: string | undefined, root: string): string | undefined {
  if (!url) return undefined;
  const at = root ? url.indexOf(root) : -1;
  if (at < 0 || (at > 0 && !/^[a-z]+:\/\/[^/]+$/i.test(url.slice(0, at)))) return url;
  const path = url.slice(at + root.length).replace(/[?#].*$/s, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function compact(evidence: Evidence): Evidence {
  return Object.fromEntries(Object.entries(evidence).filter(([, value]) => value !== undefined)) as Evidence;
}

/** Adds a problem unless it is there already; an entry with a line replaces one without. */
function addProblem(list: Problem[], key: string, evidence: Evidence): Problem[] {
  const at = list.findIndex((item) => item.key === key);
  if (at >= 0) {
    if (list[at].evidence.line !== undefined || evidence.line === undefined) return list;
    return list.map((item, i) => (i === at ? { key, evidence } : item));
  }
  return list.length >= EVIDENCE_LIMIT ? list : [...list, { key, evidence }];
}

const placeKey = (evidence: Evidence) =>
  `${evidence.detail}|${evidence.file ?? ''}:${evidence.line ?? ''}:${evidence.col ?? ''}`;

function taps(count: number): string {
  return count === 1 ? '1 tap' : `${count} taps`;
}

/** `via` of an item, in English (the CLI's and the mail's language; the page translates from Satisfaction). */
export function viaText(item: LifecycleItem, satisfied: Satisfaction): string {
  return item === 'install' ? `${satisfied.call} after ${taps(satisfied.gestures)}` : satisfied.call;
}

function observe(
  state: LiveState,
  event: ShimEvent,
  at: number,
): Pick<LiveState, 'observed' | 'steps' | 'gestures' | 'loaded'> {
  let { steps, gestures, loaded } = state;
  const root = state.base.packageRoot;
  const o: Observations = { ...state.observed, lastEventAt: at };
  switch (event.type) {
    case 'hello':
      loaded = true;
      o.loadedAt = at;
      break;
    case 'gesture':
      gestures += 1;
      break;
    case 'paint':
      o.painted = true;
      o.blank = false;
      break;
    case 'call': {
      const role = callRole(event.api, event.name);
      if (!role) break;
      o.called = true;
      o.blank = false;
      if (isApiId(event.api) && !o.apis.includes(event.api)) o.apis = [...o.apis, event.api];
      if (role === 'cta' && isApiId(event.api) && !o.contract) o.contract = event.api;
      const call = event.label ?? event.name;
      if (role === 'cta' && !event.gesture) {
        o.ctaBeforeGesture ??= {
          detail: `${call} was called ${Math.round(event.t)} ms after load, before any tap, click or key press`,
          code: 'cta-before-gesture',
          params: { call, at: Math.round(event.t) },
        };
        break;
      }
      if ((role === 'start' || role === 'close') && event.error !== undefined) {
        const item = role === 'start' ? 'game_start' : 'game_close';
        const detail = `${event.name}() threw: ${event.error}`;
        const threw = {
          detail,
          code: 'host-threw' as const,
          params: { call: `${event.name}()`, error: event.error },
        };
        o.hostProblems = { ...o.hostProblems, [item]: { message: `${item}_threw`, evidence: threw } };
        o.code = addProblem(o.code, detail, codeFinding('uncaught', threw));
        break;
      }
      if (role === 'handshake') break;
      const item = LIFECYCLE_ITEMS.find((candidate) => ITEM_ROLE[candidate] === role)!;
      if (!o.satisfied[item]) {
        o.satisfied = { ...o.satisfied, [item]: { api: event.api, call, gestures: event.gestures } };
        if (item === 'install') steps = event.gestures;
      }
      break;
    }
    case 'missing': {
      const item = event.name === 'gameStart' ? 'game_start' : 'game_close';
      o.hostProblems = {
        ...o.hostProblems,
        [item]: {
          message: `${item}_missing`,
          evidence: {
            detail: `window.${event.name} is not a function when the host calls it`,
            code: 'host-missing',
            params: { name: `window.${event.name}` },
          },
        },
      };
      break;
    }
    case 'error':
      observeError(o, event, root);
      break;
    case 'frame':
      if (o.caught.some((item) => !item.changed))
        o.caught = o.caught.map((item) => (item.changed ? item : { ...item, changed: true }));
      break;
    case 'layout':
      o.layout ??= htmlFinding('wider-than-frame', {
        file: state.base.entry || undefined,
        detail: `the page is laid out ${event.width} px wide in a ${event.frameWidth} px wide frame: it scrolls sideways`,
        code: 'wider-than-frame',
        params: { width: event.width, frameWidth: event.frameWidth },
      });
      break;
    case 'csp': {
      const place = { file: packagePath(event.file, root), line: event.line, col: event.col };
      if (EVAL_SOURCES.has(event.blockedURI)) {
        const evidence = codeFinding('uncaught', {
          ...place,
          detail: `${event.blockedURI} blocked by ${event.directive}`,
          code: 'eval-blocked',
          params: { source: event.blockedURI, directive: event.directive },
        });
        o.code = addProblem(o.code, placeKey(evidence), evidence);
      } else {
        // Keyed by the blocked URL: its failed load is the same problem. Placed where it was asked for.
        const blocked = packagePath(event.blockedURI, root) || 'a request';
        const request = REQUEST_DIRECTIVES.test(event.directive);
        const detail = request
          ? `blocked ${blocked} (${event.directive}): the playable sent a request outside its package, and kept running without it`
          : `blocked ${blocked} (${event.directive}): the playable tried to reach outside its package`;
        const code = request ? ('blocked-request' as const) : ('blocked-load' as const);
        const params = { url: packagePath(event.blockedURI, root) || '—', directive: event.directive };
        const evidence = request
          ? outerFinding('blocked-request', { ...place, detail, code, params }, true)
          : outerFinding('blocked-load', { ...place, detail, code, params });
        o.outerChain = addProblem(o.outerChain, blocked, evidence);
      }
      break;
    }
    case 'channel':
      o.outerChain = addProblem(
        o.outerChain,
        `channel ${event.name}`,
        outerFinding(
          'blocked-request',
          {
            detail: `${event.name}: WebRTC can reach any host and CSP cannot stop it (the tester answered with an inert stub)`,
            code: 'webrtc',
            params: { name: event.name },
          },
          true,
        ),
      );
      break;
    case 'note':
      break;
  }
  return { observed: o, steps, gestures, loaded };
}

const EVAL_SOURCES = new Set(['eval', 'wasm-eval', 'trusted-types-sink']);
/** Directives of requests code sends (fetch, XMLHttpRequest, beacons, WebSocket), not of what a page shows. */
const REQUEST_DIRECTIVES = /^connect-src/;

/** A URL the page loads from itself: a package path, a data: URI or a blob: URL, not another host's. */
const isOwnFile = (file: string) => !/^[a-z][a-z0-9+.-]*:/i.test(file) || /^(data|blob):/i.test(file);

/** Errors into the checks they prove: failed loads by where they load from, caught errors pending. */
function observeError(o: Observations, event: ShimErrorEvent, root: string): void {
  const file = packagePath(event.file, root);
  // A failed load names its URL in the message too: the package path replaces it there.
  const message = event.file && file ? event.message.split(event.file).join(file) : event.message;
  const place = { file, line: event.line, col: event.col };
  if (event.kind === 'resource') {
    // The element that failed, when the shim names it (runs recorded before it did keep the English only).
    const worded = event.tag ? { code: 'failed-load' as const, params: { tag: event.tag } } : {};
    const finding = { ...place, detail: message, ...worded };
    if (file && isOwnFile(file)) {
      o.base64 = addProblem(o.base64, file, base64Finding('failed-load', finding));
    } else {
      o.outerChain = addProblem(o.outerChain, file ?? message, outerFinding('blocked-load', finding));
    }
    return;
  }
  if (event.kind === 'caught') {
    const logged = compact({ ...place, detail: message });
    const key = placeKey(logged);
    if (!o.caught.some((item) => item.key === key) && o.caught.length < EVIDENCE_LIMIT) {
      o.caught = [...o.caught, { key, logged, changed: false }];
    }
    return;
  }
  const rejection = event.kind === 'unhandledrejection';
  const detail = rejection ? `Unhandled promise rejection: ${message}` : message;
  const code = rejection ? ('unhandled-rejection' as const) : ('uncaught' as const);
  const evidence = codeFinding('uncaught', { ...place, detail, code, params: { text: message } });
  o.code = addProblem(o.code, placeKey(evidence), evidence);
}

/** The APIs whose contract decides an item: the contract, else every API seen live or in the code. */
function candidates(state: LiveState): ApiId[] {
  const { contract, apis } = state.observed;
  if (contract) return [contract];
  return [...new Set([...apis, ...state.base.apis])];
}

/** Whether the item applies to this build: true, false, or null while the candidates disagree. */
function applies(state: LiveState, item: LifecycleItem): boolean | null {
  const list = candidates(state);
  // Nothing known: the studio's own contract (Mintegral's), which requires every item.
  if (list.length === 0) return true;
  const required = list.filter((api) => apiRequires(api, item)).length;
  if (required === list.length) return true;
  return required === 0 ? false : null;
}

function undetectedMessage(state: LiveState, item: LifecycleItem): CheckMessageKey {
  if (item === 'game_ready') {
    const api = candidates(state).find((id) => adApi(id).has.ready);
    if (api === 'mraid') return 'game_ready_undetected_mraid';
    if (api === 'dapi') return 'game_ready_undetected_dapi';
  }
  return `${item}_undetected`;
}

function lifecycleResult(state: LiveState, item: LifecycleItem): CheckResult {
  const o = state.observed;
  if (item === 'install' && o.ctaBeforeGesture) {
    return { status: 'failed', message: 'install_without_gesture', evidence: [o.ctaBeforeGesture] };
  }
  const satisfied = o.satisfied[item];
  if (satisfied) return { status: 'success', via: viaText(item, satisfied) };
  const applicable = applies(state, item);
  const problem = item === 'game_start' || item === 'game_close' ? o.hostProblems[item] : undefined;
  if (problem) {
    if (applicable === true)
      return { status: 'failed', message: problem.message, evidence: [problem.evidence] };
    // Candidates disagree (a Meta build calling gameReady): a warning once settled, until a CTA decides.
    if (applicable === null) {
      return state.settled
        ? { status: 'warning', message: problem.message, evidence: [problem.evidence] }
        : { status: 'checking' };
    }
  }
  if (applicable === false && item !== 'install') {
    return { status: 'not_applicable', message: `${item}_not_applicable` };
  }
  if (!state.loaded && !state.settled) return { status: 'checking' };
  if (item === 'install' || item === 'game_end' || state.settled) {
    return { status: 'undetected', message: undetectedMessage(state, item) };
  }
  return { status: 'checking' };
}

/** The caught errors as evidence: failures once settled when the frame never changed after them. */
function caughtEvidence(state: LiveState): Evidence[] {
  return state.observed.caught.flatMap(({ logged, changed }) => {
    const params = { text: logged.detail };
    if (changed) {
      const detail = `${logged.detail} (the game kept drawing after it)`;
      return [codeFinding('caught-playing', { ...logged, detail, code: 'caught-playing', params }, true)];
    }
    if (!state.settled) return [];
    const detail = `${logged.detail} (and the frame never changed after it)`;
    return [codeFinding('caught-frozen', { ...logged, detail, code: 'caught-frozen', params })];
  });
}

/**
 * A check's upload result with the live run's findings: failed by a live failure, with a warning added by
 * a live warning once `decided`; the upload's own evidence is kept.
 */
function withLive(
  name: CheckName,
  upload: CheckResult,
  live: readonly Evidence[],
  decided: boolean,
): CheckResult {
  const failures = live.filter((item) => !item.warning);
  const warnings = live.filter((item) => item.warning);
  const own = upload.evidence ?? [];
  if (upload.status === 'failed') {
    return { ...upload, evidence: [...own, ...failures, ...warnings].slice(0, EVIDENCE_LIMIT) };
  }
  if (failures.length > 0) {
    const evidence = [...failures, ...own, ...warnings].slice(0, EVIDENCE_LIMIT);
    return { status: 'failed', message: `${name}_failed` as CheckMessageKey, evidence };
  }
  if (!decided) return { status: 'checking' };
  if (warnings.length > 0) {
    const evidence = [...own, ...warnings].slice(0, EVIDENCE_LIMIT);
    return { status: 'warning', message: `${name}_warning` as CheckMessageKey, evidence };
  }
  return upload.status === 'warning' ? upload : { status: 'success' };
}

function mixedResult(state: LiveState, name: 'code' | 'outer_chain'): CheckResult {
  const upload = state.base.checks[name];
  const o = state.observed;
  const problems = (name === 'code' ? o.code : o.outerChain).map((problem) => problem.evidence);
  const live = name === 'code' ? [...problems, ...caughtEvidence(state)] : problems;
  const blank = name === 'code' && o.blank;
  const decided = state.settled && (name === 'outer_chain' || o.painted || o.called);
  if (upload.status === 'failed' || live.some((item) => !item.warning) || !blank) {
    return withLive(name, upload, live, decided);
  }
  return {
    status: 'failed',
    message: state.loaded ? 'code_blank' : 'code_not_loaded',
    evidence: [
      codeFinding(
        'blank',
        state.loaded
          ? {
              detail: `nothing drawn (no canvas draw call, no visible element) and no ad API called ${BLANK_AFTER_MS / 1000} s after load`,
              code: 'blank',
              params: { seconds: BLANK_AFTER_MS / 1000 },
            }
          : { detail: 'the page never started the shim in the frame', code: 'not-loaded' },
      ),
    ],
  };
}

function derive(state: LiveState): LiveState {
  const checks = { ...state.base.checks };
  const o = state.observed;
  checks.code = mixedResult(state, 'code');
  checks.outer_chain = mixedResult(state, 'outer_chain');
  // Decided by the package already: the live run can only add what it proves.
  const base64 = o.base64.map((problem) => problem.evidence);
  if (base64.length > 0) checks.base64 = withLive('base64', checks.base64, base64, true);
  if (o.layout) checks.html_label = withLive('html_label', checks.html_label, [o.layout], true);
  for (const item of LIFECYCLE_ITEMS) checks[item] = lifecycleResult(state, item);
  const { apis, contract } = state.observed;
  const liveApis = contract ? [contract, ...apis.filter((api) => api !== contract)] : apis;
  return { ...state, checks, contract, apis: liveApis.length > 0 ? liveApis : state.base.apis };
}

/** Applies one shim event; `at` is the time it arrived, on the clock tickLiveRun gets (default: the event's). */
export function applyShimEvent(state: LiveState, event: ShimEvent, at: number = event.t): LiveState {
  const timeline =
    state.timeline.length >= TIMELINE_LIMIT
      ? [...state.timeline.slice(1), event]
      : [...state.timeline, event];
  return derive({ ...state, ...observe(state, event, at), timeline });
}

/** Time passing (the UI ticks each second): settles the run after a quiet spell, fails a blank playable. */
export function tickLiveRun(state: LiveState, at: number): LiveState {
  const o = state.observed;
  if (!state.loaded || o.loadedAt === null || o.lastEventAt === null) return state;
  const settled = state.settled || at - o.lastEventAt >= SETTLE_AFTER_MS;
  const blank = !o.painted && !o.called && at - o.loadedAt >= BLANK_AFTER_MS;
  if (settled === state.settled && blank === o.blank) return state;
  return derive({ ...state, settled, observed: { ...o, blank } });
}

/** Ends the run now: settled, and a playable that never painted nor called an API (or never loaded) fails code. */
export function finishLiveRun(state: LiveState): LiveState {
  const o = state.observed;
  const blank = !o.painted && !o.called;
  return derive({ ...state, settled: true, finished: true, observed: { ...o, blank } });
}

/** The commands the host sends in answer to an event: the ad's gameStart() once it says it is ready. */
export function hostCommandsFor(event: ShimEvent): HostCommandName[] {
  return event.type === 'call' && event.api === 'mintegral' && event.name === 'gameReady'
    ? ['gameStart']
    : [];
}

/** Whether closing the ad (the host's gameClose) still means something for this build. */
export function canCloseAd(state: LiveState): boolean {
  return !state.finished && state.checks.game_close.status !== 'not_applicable';
}
