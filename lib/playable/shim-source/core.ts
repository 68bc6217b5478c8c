// Part of the shim's source (see lib/playable/shim.ts): transport, positions, gestures, call records and
// the host's commands. Plain ES5 in a string, run inside the shim's one function scope; `CONFIG` is the
// JSON shimScript() builds from lib/playable/networks.ts.

export const CORE_SOURCE = String.raw`
var TAG = 'playable-shim';
var defineProperty = Object.defineProperty;
var nativeSetTimeout = window.setTimeout.bind(window);
var realParent = window.parent;
var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
var port = channel ? channel.port1 : null;
var portPost = port ? port.postMessage.bind(port) : null;
var gestures = 0;
var lastPointerAt = -1000;
var lastTouchAt = -1000;
var sentKeys = {};
var sentCounts = {};
var CALL_LIMIT = 50;
var NOTE_LIMIT = 20;
var pageUrl = String(location.href).replace(/#.*$/, '');
var shimUrl = shimTag && shimTag.src ? String(shimTag.src) : '';

function now() {
  return Math.round(typeof performance !== 'undefined' && performance.now ? performance.now() : Date.now());
}

function clip(value, max) {
  var text = String(value);
  return text.length > max ? text.slice(0, max - 1) + '\u2026' : text;
}

function describe(value) {
  try {
    if (value && typeof value === 'object' && 'message' in value) {
      return clip(value.name ? value.name + ': ' + value.message : value.message, 500);
    }
    return clip(String(value), 500);
  } catch (e) {
    return 'an error that cannot be described';
  }
}

/* A URL for a report: data: URIs cut short (a whole image or script is not evidence). */
function shortUrl(url) {
  var text = String(url || '');
  return /^data:/i.test(text) ? clip(text, 60) : clip(text, 300);
}

function send(event) {
  event.source = TAG;
  event.t = now();
  try {
    if (portPost) portPost(event);
  } catch (e) {
    /* The host went away; the ad keeps running. */
  }
}

/* Sends an event once per key: one report per problem, however often the ad repeats it. */
function sendOnce(key, event) {
  if (sentKeys[key]) return;
  sentKeys[key] = true;
  send(event);
}

function put(event, key, value) {
  if (value !== undefined && value !== null && value !== '' && value !== 0) event[key] = value;
  return event;
}

/* A note: its English message (the CLI's and the mail's), and its code and params, from which the page words
   it in the tester's language (lib/playable/protocol.ts NOTE_CODES). */
function noteEvent(kind, code, params, message) {
  var values = {};
  for (var name in params) {
    if (Object.prototype.hasOwnProperty.call(params, name)) values[name] = clip(String(params[name]), 300);
  }
  return { type: 'note', kind: kind, code: code, params: values, message: clip(message, 300) };
}
function note(kind, code, params, message) {
  var count = sentCounts['note ' + kind] || 0;
  if (count >= NOTE_LIMIT) return;
  sentCounts['note ' + kind] = count + 1;
  send(noteEvent(kind, code, params, message));
}

/* Columns the injected tag shifted on its line of the entry page: "line:col:length" (col 0-based, in the
   original page), several separated by ";". Lines never shift: the tag holds no line break. */
var shifts = (function (spec) {
  var list = [];
  String(spec || '').split(';').forEach(function (part) {
    var bits = part.split(':');
    if (bits.length !== 3) return;
    var shift = { line: Number(bits[0]), col: Number(bits[1]), length: Number(bits[2]) };
    if (shift.line > 0 && shift.col >= 0 && shift.length > 0) list.push(shift);
  });
  list.sort(function (a, b) { return a.line - b.line || a.col - b.col; });
  return list;
})(shimTag && shimTag.getAttribute ? shimTag.getAttribute('data-at') : '');

/* A 1-based column of the served page, as a column of the playable's own page. */
function originalColumn(line, col) {
  var at = col - 1;
  var shifted = 0;
  for (var i = 0; i < shifts.length; i++) {
    var shift = shifts[i];
    if (shift.line !== line) continue;
    var start = shift.col + shifted;
    if (at < start) break;
    if (at < start + shift.length) at = start + shift.length;
    shifted += shift.length;
  }
  return at - shifted + 1;
}

/* Fills file, line and col of an event, mapped back to the playable's own page. */
function place(event, file, line, col) {
  var url = String(file || '');
  var lineNumber = Number(line) || 0;
  var colNumber = Number(col) || 0;
  if (url.replace(/#.*$/, '') === pageUrl && lineNumber && colNumber) colNumber = originalColumn(lineNumber, colNumber);
  put(event, 'file', shortUrl(url));
  put(event, 'line', lineNumber);
  put(event, 'col', colNumber);
  return event;
}

/* The first frame of a stack that is not the shim's own: [url, line, col], or null. */
function stackFrame(error) {
  var stack = error && typeof error.stack === 'string' ? error.stack.split('\n') : [];
  for (var i = 0; i < stack.length; i++) {
    var match = /((?:https?|blob|file):[^\s()@]*?|about:srcdoc):(\d+):(\d+)\)?\s*$/.exec(stack[i]);
    if (match && match[1] !== shimUrl) return [match[1], Number(match[2]), Number(match[3])];
  }
  return null;
}

function callEvent(api, name, extra) {
  var event = { type: 'call', api: api, name: name, gesture: gestures > 0, gestures: gestures };
  if (extra) {
    put(event, 'label', extra.label);
    if (extra.detail !== undefined && extra.detail !== null) put(event, 'detail', clip(extra.detail, 300));
  }
  return event;
}

/* Records a call of the table (lib/playable/networks.ts). Calls that wait or probe (ready, handshake) are
   reported once; the others (CTA, end, retry) each time, up to CALL_LIMIT. */
function record(api, name, extra) {
  var role = CONFIG.roles[api] && CONFIG.roles[api][name];
  if (!role) return;
  var key = api + ' ' + name;
  var count = sentCounts[key] || 0;
  if ((role === 'ready' || role === 'handshake') && count > 0) return;
  if (count >= CALL_LIMIT) return;
  sentCounts[key] = count + 1;
  send(callEvent(api, name, extra));
}

/* Defines a global the network provides. The ad may replace it (a real webview lets it, and its own
   function then runs instead): that is noted, never thrown at, so a build that declares its own
   "function install()" still starts. */
var provided = {};
function provide(name, value) {
  var current = value;
  provided[name] = value;
  defineProperty(window, name, {
    configurable: true,
    enumerable: true,
    get: function () {
      return current;
    },
    set: function (replacement) {
      if (replacement === current) return;
      current = replacement;
      if (replacement !== value) replacedNote(name);
    }
  });
}
function replacedNote(name) {
  sendOnce('replaced ' + name, noteEvent('replaced', 'replaced-global', { name: 'window.' + name },
    'The playable replaced window.' + name + ', which the network provides: its own version runs, and those calls are not recorded.'));
}
function checkReplaced() {
  for (var name in provided) {
    if (Object.prototype.hasOwnProperty.call(provided, name) && window[name] !== provided[name]) replacedNote(name);
  }
}

function onGesture(event) {
  if (!event.isTrusted) return;
  if (event.type === 'keydown' && event.repeat) return;
  // One touch raises pointerdown then touchstart, stamped with the same input time: compare those stamps,
  // not the time each handler runs, which an ad's own slow touch handler pushes apart.
  var at = event.timeStamp;
  if (event.type === 'touchstart') {
    var pairedWithPointer = at - lastPointerAt < 100;
    lastTouchAt = at;
    if (pairedWithPointer) return;
  } else if (event.type === 'pointerdown') {
    var pairedWithTouch = event.pointerType === 'touch' && at - lastTouchAt < 100;
    lastPointerAt = at;
    if (pairedWithTouch) return;
  }
  gestures += 1;
  send({ type: 'gesture', kind: event.type });
}
['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
  window.addEventListener(type, onGesture, { capture: true, passive: true });
});

/* The host runs the ad's gameStart()/gameClose() (Mintegral's mintGameStart()/mintGameClose() too). */
function runCommand(data) {
  if (!data || data.target !== TAG) return;
  var command = data.command;
  if (command !== 'gameStart' && command !== 'gameClose') return;
  var alternative = command === 'gameStart' ? 'mintGameStart' : 'mintGameClose';
  var name = typeof window[command] === 'function' ? command : typeof window[alternative] === 'function' ? alternative : null;
  if (!name) {
    send({ type: 'missing', name: command });
    return;
  }
  try {
    window[name].call(window);
    send(callEvent('mintegral', name));
  } catch (error) {
    send(put(callEvent('mintegral', name), 'error', describe(error)));
  }
}
if (port) {
  port.onmessage = function (event) {
    runCommand(event.data);
  };
}
window.addEventListener('message', function (event) {
  if (event.source === realParent && realParent !== window) runCommand(event.data);
});
`;
