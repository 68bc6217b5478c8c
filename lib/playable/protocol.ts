import { type CallOwner, callRole, isCallOwner } from './networks';

// The message protocol between the shim inside the playable's frame and the review page hosting it.
//
// Transport: the shim's first act is `parent.postMessage(hello, '*', [port])`. The host accepts that hello
// only from its iframe (`event.source === iframe.contentWindow`) and the player's origin (`event.origin`),
// keeps the transferred MessagePort, and from then on reads events and sends commands over the port alone.
// Ad code runs after the shim and never sees the port, so it cannot forge events the way it could with
// plain window messages.
//
// Positions (file, line, col) are already mapped back to the playable's own source by the shim: the one
// tag it is injected with shifts no line, and the columns it shifts on its line are subtracted. Files are
// URLs; the reducer turns those of the package into package paths.

export const SHIM_SOURCE_TAG = 'playable-shim';

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

/**
 * The ad called an API (`api`, `name` as in lib/playable/networks.ts), or the host's gameStart/gameClose
 * command ran the ad's function.
 */
export interface ShimCallEvent extends EventBase {
  type: 'call';
  api: CallOwner;
  name: string;
  /** The call as the ad wrote it, when it differs from the table's name (`parent.Adapter.onCTAClick`). */
  label?: string;
  /** The first argument of a CTA (the store URL), or the event a listener waits for. */
  detail?: string;
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

/**
 * An uncaught error, an unhandled rejection, an element (img, script, audio…) that failed to load, or an
 * Error the ad caught and logged with console.error (`caught`: placed by the Error's stack; whether the
 * frame changes after it decides its verdict, see ShimFrameEvent).
 */
export interface ShimErrorEvent extends EventBase {
  type: 'error';
  kind: ErrorKind;
  /** In English (the CLI's and the mail's language); the ad's or the browser's own text for thrown errors. */
  message: string;
  /** For a failed load (`resource`): the element that failed (`img`, `script`…); the page words it itself. */
  tag?: string;
  file?: string;
  line?: number;
  col?: number;
}

export type ErrorKind = 'error' | 'unhandledrejection' | 'resource' | 'caught';

/**
 * The frame changed (a canvas draw call, a change to the document) after the errors the ad caught and
 * logged so far: the game kept going. Sent once per run of caught errors.
 */
export interface ShimFrameEvent extends EventBase {
  type: 'frame';
  via: PaintKind;
}

/** The page is laid out wider than the frame (the document's scroll width against the window's width). */
export interface ShimLayoutEvent extends EventBase {
  type: 'layout';
  width: number;
  frameWidth: number;
}

/** A Content-Security-Policy violation: something tried to leave the package. */
export interface ShimCspEvent extends EventBase {
  type: 'csp';
  blockedURI: string;
  directive: string;
  file?: string;
  line?: number;
  col?: number;
}

/** The first thing the playable drew: a canvas draw call (2D, WebGL, WebGL2) or visible DOM content. */
export interface ShimPaintEvent extends EventBase {
  type: 'paint';
  via: PaintKind;
}

export type PaintKind = '2d' | 'webgl' | 'webgl2' | 'dom';

/**
 * Something worth a line in the timeline that is not the ad's fault and fails nothing (see the shim's
 * rules): `refused` fullscreen, orientation lock, vibration or autoplay refused by the browser; `console`
 * something the ad logged with console.error that is no Error; `blocked` a rejection or logged error caused
 * by a request the player blocked (the request itself is reported by its CSP violation); `benign` a browser warning raised as an error event (ResizeObserver loops);
 * `replaced` the ad assigned its own version of a global the network provides; `storage` the browser refuses
 * storage to the player's frame, which then keeps it in memory.
 *
 * `message` is the note in English (the CLI's and the mail's language); `code` says which note it is and
 * `params` its values, from which the page words it in the tester's language (Review.timeline.notes).
 * Params named in NOTE_RAW_PARAMS are the browser's or the ad's own text, shown verbatim as code.
 */
export interface ShimNoteEvent extends EventBase {
  type: 'note';
  kind: NoteKind;
  message: string;
  /** Absent in runs recorded before notes had codes: the page then shows `message` as it is. */
  code?: NoteCode;
  params?: Record<string, string>;
}

export type NoteKind = 'refused' | 'console' | 'blocked' | 'benign' | 'replaced' | 'storage';

/** Each note the shim sends (lib/playable/shim-source/*), with the params it carries. */
export const NOTE_CODES = {
  storage: ['api'],
  refused: ['api', 'reason'],
  'refused-permission': ['reason'],
  'refused-log': ['text'],
  console: ['text'],
  'blocked-log': ['text'],
  'blocked-rejection': ['reason'],
  'empty-script-src': [],
  'resize-observer': ['text'],
  'network-script': ['url', 'api'],
  'webview-base': ['url'],
  'replaced-global': ['name'],
  'own-snapchat-cta': [],
} as const satisfies Record<string, readonly string[]>;

export type NoteCode = keyof typeof NOTE_CODES;

/** The params that quote the browser or the ad: shown as they are, never translated. */
export const NOTE_RAW_PARAMS: ReadonlySet<string> = new Set(['reason', 'text']);

export function isNoteCode(value: unknown): value is NoteCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(NOTE_CODES, value);
}

function isNoteParams(code: NoteCode, value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null) return false;
  const params = value as Record<string, unknown>;
  return (NOTE_CODES[code] as readonly string[]).every((name) => typeof params[name] === 'string');
}

/** The ad used a channel CSP cannot stop (WebRTC); the shim's inert stub answered it. */
export interface ShimChannelEvent extends EventBase {
  type: 'channel';
  name: string;
}

export type ShimEvent =
  | ShimHelloEvent
  | ShimCallEvent
  | ShimMissingEvent
  | ShimGestureEvent
  | ShimErrorEvent
  | ShimCspEvent
  | ShimPaintEvent
  | ShimNoteEvent
  | ShimChannelEvent
  | ShimFrameEvent
  | ShimLayoutEvent;

/** Host → ad: run the ad's gameStart() or gameClose(). Sent over the port (or by window.postMessage). */
export interface HostCommand {
  target: typeof SHIM_SOURCE_TAG;
  command: HostCommandName;
}

const HOST_COMMANDS = new Set<string>(['gameStart', 'gameClose']);
const GESTURE_KINDS = new Set<string>(['pointerdown', 'keydown', 'touchstart']);
const ERROR_KINDS = new Set<string>(['error', 'unhandledrejection', 'resource', 'caught']);
const PAINT_KINDS = new Set<string>(['2d', 'webgl', 'webgl2', 'dom']);
const NOTE_KINDS = new Set<string>(['refused', 'console', 'blocked', 'benign', 'replaced', 'storage']);

function optional(value: unknown, type: 'string' | 'number'): boolean {
  return value === undefined || typeof value === type;
}

/** Validates a message from the frame (untrusted data) before it reaches the report. */
export function isShimEvent(value: unknown): value is ShimEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (event.source !== SHIM_SOURCE_TAG || typeof event.t !== 'number') return false;
  switch (event.type) {
    case 'hello':
      return true;
    case 'call':
      return (
        isCallOwner(event.api) &&
        typeof event.name === 'string' &&
        callRole(event.api, event.name) !== null &&
        optional(event.label, 'string') &&
        optional(event.detail, 'string') &&
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
        optional(event.tag, 'string') &&
        optional(event.file, 'string') &&
        optional(event.line, 'number') &&
        optional(event.col, 'number')
      );
    case 'csp':
      return (
        typeof event.blockedURI === 'string' &&
        typeof event.directive === 'string' &&
        optional(event.file, 'string') &&
        optional(event.line, 'number') &&
        optional(event.col, 'number')
      );
    case 'paint':
      return PAINT_KINDS.has(event.via as string);
    case 'note':
      return (
        NOTE_KINDS.has(event.kind as string) &&
        typeof event.message === 'string' &&
        (event.code === undefined
          ? event.params === undefined
          : isNoteCode(event.code) && isNoteParams(event.code, event.params))
      );
    case 'channel':
      return typeof event.name === 'string';
    case 'frame':
      return PAINT_KINDS.has(event.via as string);
    case 'layout':
      return typeof event.width === 'number' && typeof event.frameWidth === 'number';
    default:
      return false;
  }
}

export function hostCommand(command: HostCommandName): HostCommand {
  return { target: SHIM_SOURCE_TAG, command };
}
