// The message protocol between the shim inside the sandboxed playable and the review page hosting it.
//
// Transport: the shim's first act is `parent.postMessage(hello, '*', [port])`. The host accepts that hello
// only from its iframe (`event.source === iframe.contentWindow`), keeps the transferred MessagePort, and
// from then on reads events and sends commands over the port alone. Ad code runs after the shim and never
// sees the port, so it cannot forge events the way it could with plain window messages.

export const SHIM_SOURCE_TAG = 'playable-shim';

/** Functions the shim defines for the ad to call, plus the ad's own functions the host asks it to run. */
export type LifecycleName = 'gameReady' | 'gameEnd' | 'install' | 'gameRetry' | 'gameStart' | 'gameClose';

/** The ad's functions the host calls (by a command to the shim). */
export type HostCommandName = 'gameStart' | 'gameClose';

export type GestureKind = 'pointerdown' | 'keydown' | 'touchstart';

interface EventBase {
  source: typeof SHIM_SOURCE_TAG;
  /** Milliseconds since the playable's document started (performance.now()). */
  t: number;
}

/** The shim is running; carries the MessagePort in `event.ports[0]`. */
export interface ShimHelloEvent extends EventBase {
  type: 'hello';
}

/** The ad called a lifecycle function, or the host's gameStart/gameClose command ran the ad's function. */
export interface ShimCallEvent extends EventBase {
  type: 'call';
  name: LifecycleName;
  /** Whether a trusted user gesture happened before this call. */
  gesture: boolean;
  /** Trusted gestures so far. */
  gestures: number;
  /** For gameStart/gameClose: the message of the error the ad's function threw. */
  error?: string;
}

/** The host asked for gameStart/gameClose and the ad defines no such global function. */
export interface ShimMissingEvent extends EventBase {
  type: 'missing';
  name: HostCommandName;
}

/** A trusted user gesture (a touch that also fires pointerdown is reported once). */
export interface ShimGestureEvent extends EventBase {
  type: 'gesture';
  kind: GestureKind;
}

/** A runtime error, an unhandled rejection, or an element (img, script, audio…) that failed to load. */
export interface ShimErrorEvent extends EventBase {
  type: 'error';
  kind: 'error' | 'unhandledrejection' | 'resource';
  message: string;
  file?: string;
  line?: number;
  col?: number;
}

/** A Content-Security-Policy violation: something tried to leave the sandbox. */
export interface ShimCspEvent extends EventBase {
  type: 'csp';
  blockedURI: string;
  directive: string;
  file?: string;
  line?: number;
}

export type ShimEvent =
  ShimHelloEvent | ShimCallEvent | ShimMissingEvent | ShimGestureEvent | ShimErrorEvent | ShimCspEvent;

/** Host → ad: run the ad's gameStart() or gameClose(). Sent over the port (or by window.postMessage). */
export interface HostCommand {
  target: typeof SHIM_SOURCE_TAG;
  command: HostCommandName;
}

const LIFECYCLE_NAMES = new Set<string>([
  'gameReady',
  'gameEnd',
  'install',
  'gameRetry',
  'gameStart',
  'gameClose',
]);
const HOST_COMMANDS = new Set<string>(['gameStart', 'gameClose']);
const GESTURE_KINDS = new Set<string>(['pointerdown', 'keydown', 'touchstart']);
const ERROR_KINDS = new Set<string>(['error', 'unhandledrejection', 'resource']);

function optional(value: unknown, type: 'string' | 'number'): boolean {
  return value === undefined || typeof value === type;
}

/** Validates a message from the sandbox (untrusted data) before it reaches the report. */
export function isShimEvent(value: unknown): value is ShimEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (event.source !== SHIM_SOURCE_TAG || typeof event.t !== 'number') return false;
  switch (event.type) {
    case 'hello':
      return true;
    case 'call':
      return (
        LIFECYCLE_NAMES.has(event.name as string) &&
        typeof event.gesture === 'boolean' &&
        typeof event.gestures === 'number' &&
        optional(event.error, 'string')
      );
    case 'missing':
      return HOST_COMMANDS.has(event.name as string);
    case 'gesture':
      return GESTURE_KINDS.has(event.kind as string);
    case 'error':
      return (
        ERROR_KINDS.has(event.kind as string) &&
        typeof event.message === 'string' &&
        optional(event.file, 'string') &&
        optional(event.line, 'number') &&
        optional(event.col, 'number')
      );
    case 'csp':
      return (
        typeof event.blockedURI === 'string' &&
        typeof event.directive === 'string' &&
        optional(event.file, 'string') &&
        optional(event.line, 'number')
      );
    default:
      return false;
  }
}

export function hostCommand(command: HostCommandName): HostCommand {
  return { target: SHIM_SOURCE_TAG, command };
}

/** The URL of a file of an uploaded playable (each path segment escaped); `path` '' gives the prefix. */
export function playUrl(id: string, path: string): string {
  return `/review/play/${encodeURIComponent(id)}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
