import type { CheckMessageKey } from './messages';
import { type HostCommandName, playUrl, type ShimEvent } from './protocol';
import type { CheckName, CheckResult, Evidence, PlayableReport } from './types';

// Turns the shim's event stream into the live statuses of the report. Pure: (state, event) → new state,
// so the UI can use it as a React reducer and tests can replay recorded runs.
//
// Rules: a failure is final (later events may only add evidence); install before any trusted gesture
// fails; steps = gestures before the first install; install and game_end show their "Undetected" messages
// from the moment the playable loads; finishLiveRun turns whatever was never seen into undetected, and
// code/outer_chain that saw no error into success.

export interface LiveState {
  checks: Record<CheckName, CheckResult>;
  steps: number | null;
  /** Trusted gestures seen so far. */
  gestures: number;
  /** The shim said hello: the playable's page is running. */
  loaded: boolean;
  finished: boolean;
  /** The most recent events, oldest first (at most TIMELINE_LIMIT). */
  timeline: ShimEvent[];
  /** The play URL prefix of this report, to show event URLs as package paths. */
  playPrefix: string;
}

export const TIMELINE_LIMIT = 500;

const COMMAND_CHECK: Record<HostCommandName, 'game_start' | 'game_close'> = {
  gameStart: 'game_start',
  gameClose: 'game_close',
};

const UNDETECTED_MESSAGES: Partial<Record<CheckName, CheckMessageKey>> = {
  game_ready: 'game_ready_undetected',
  game_start: 'game_start_undetected',
  game_close: 'game_close_undetected',
  game_retry: 'game_retry_undetected',
  install: 'install_undetected',
  game_end: 'game_end_undetected',
};

export function initLiveState(report: PlayableReport): LiveState {
  return {
    checks: { ...report.checks },
    steps: report.steps,
    gestures: 0,
    loaded: false,
    finished: false,
    timeline: [],
    // The player's own origin when links.player is absolute (its own host); else the old site path.
    playPrefix: /^https?:\/\//.test(report.links.player)
      ? `${new URL(report.links.player).origin}/`
      : playUrl(report.id, ''),
  };
}

/** The report with the live statuses and step count applied. */
export function liveReport(report: PlayableReport, state: LiveState): PlayableReport {
  return { ...report, checks: state.checks, steps: state.steps };
}

type Checks = Record<CheckName, CheckResult>;

function succeed(checks: Checks, name: CheckName): Checks {
  const current = checks[name];
  if (current.status === 'failed' || current.status === 'success') return checks;
  return { ...checks, [name]: { status: 'success' } };
}

function fail(checks: Checks, name: CheckName, message: CheckMessageKey, evidence: Evidence): Checks {
  const current = checks[name];
  const earlier = current.status === 'failed' ? (current.evidence ?? []) : [];
  return {
    ...checks,
    [name]: {
      status: 'failed',
      message: current.status === 'failed' ? current.message : message,
      evidence: [...earlier, evidence],
    },
  };
}

function markUndetected(checks: Checks, name: CheckName): Checks {
  if (checks[name].status !== 'checking') return checks;
  const message = UNDETECTED_MESSAGES[name];
  return { ...checks, [name]: message ? { status: 'undetected', message } : { status: 'undetected' } };
}

/** A URL reported from inside the sandbox, as a path in the package when it is one. */
function packagePath(url: string | undefined, playPrefix: string): string | undefined {
  if (!url) return undefined;
  const at = url.indexOf(playPrefix);
  if (at < 0) return url;
  const path = url.slice(at + playPrefix.length).replace(/[?#].*$/s, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function place(evidence: Evidence): Evidence {
  return Object.fromEntries(Object.entries(evidence).filter(([, value]) => value !== undefined)) as Evidence;
}

const EVAL_SOURCES = new Set(['eval', 'wasm-eval', 'trusted-types-sink']);

function applyToChecks(
  state: LiveState,
  event: ShimEvent,
): Pick<LiveState, 'checks' | 'steps' | 'gestures' | 'loaded'> {
  let { checks, steps, gestures, loaded } = state;
  switch (event.type) {
    case 'hello':
      loaded = true;
      checks = markUndetected(markUndetected(checks, 'install'), 'game_end');
      break;
    case 'gesture':
      gestures += 1;
      break;
    case 'call':
      if (event.name === 'gameReady') checks = succeed(checks, 'game_ready');
      else if (event.name === 'gameEnd')
        checks = succeed({ ...checks, game_end: demoteUndetected(checks.game_end) }, 'game_end');
      else if (event.name === 'gameRetry') checks = succeed(checks, 'game_retry');
      else if (event.name === 'install') {
        if (steps === null) steps = event.gestures;
        checks = event.gesture
          ? succeed({ ...checks, install: demoteUndetected(checks.install) }, 'install')
          : fail(checks, 'install', 'install_without_gesture', {
              detail: `install() was called ${event.t} ms after load, before any tap, click or key press`,
            });
      } else {
        const check = COMMAND_CHECK[event.name];
        if (event.error === undefined) {
          checks = succeed(checks, check);
        } else {
          const detail = `${event.name}() threw: ${event.error}`;
          checks = fail(checks, check, `${check}_threw`, { detail });
          checks = fail(checks, 'code', 'code_failed', { detail });
        }
      }
      break;
    case 'missing': {
      const check = COMMAND_CHECK[event.name];
      checks = fail(checks, check, `${check}_missing`, {
        detail: `window.${event.name} is not a function when the host calls it`,
      });
      break;
    }
    case 'error': {
      const evidence = place({
        file: packagePath(event.file, state.playPrefix),
        line: event.line,
        col: event.col,
        detail:
          event.kind === 'unhandledrejection'
            ? `Unhandled promise rejection: ${event.message}`
            : event.message,
      });
      checks =
        event.kind === 'resource'
          ? fail(checks, 'outer_chain', 'outer_chain_failed', evidence)
          : fail(checks, 'code', 'code_failed', evidence);
      break;
    }
    case 'csp': {
      const at = { file: packagePath(event.file, state.playPrefix), line: event.line };
      if (EVAL_SOURCES.has(event.blockedURI)) {
        checks = fail(
          checks,
          'code',
          'code_failed',
          place({
            ...at,
            detail: `${event.blockedURI} blocked by ${event.directive}: eval() and new Function() cannot run in ad webviews`,
          }),
        );
      } else {
        checks = fail(
          checks,
          'outer_chain',
          'outer_chain_failed',
          place({
            ...at,
            detail: `blocked ${event.blockedURI || 'a request'} (${event.directive}): the playable tried to leave its package`,
          }),
        );
      }
      break;
    }
  }
  return { checks, steps, gestures, loaded };
}

/** install/game_end sit at `undetected` (with their hint) while waiting; a call may still succeed them. */
function demoteUndetected(result: CheckResult): CheckResult {
  return result.status === 'undetected' ? { status: 'checking' } : result;
}

export function applyShimEvent(state: LiveState, event: ShimEvent): LiveState {
  const timeline =
    state.timeline.length >= TIMELINE_LIMIT
      ? [...state.timeline.slice(1), event]
      : [...state.timeline, event];
  return { ...state, ...applyToChecks(state, event), timeline };
}

/** Ends the run: what was never seen is undetected; code and outer_chain with no error succeed. */
export function finishLiveRun(state: LiveState): LiveState {
  let checks = state.checks;
  for (const name of Object.keys(UNDETECTED_MESSAGES) as CheckName[]) checks = markUndetected(checks, name);
  for (const name of ['code', 'outer_chain'] as const) {
    if (checks[name].status === 'checking') checks = { ...checks, [name]: { status: 'success' } };
  }
  return { ...state, checks, finished: true };
}
