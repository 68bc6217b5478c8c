// Part of the shim's source (see lib/playable/shim.ts): uncaught errors, unhandled rejections, failed
// loads and CSP violations, each reported once with its place in the playable's own files, and the
// errors that are not the ad's fault, which become notes and fail nothing:
// - fullscreen and orientation lock refused (requestFullscreen, exitFullscreen, screen.orientation.lock),
//   and any rejection or logged error that is a permission refusal (NotAllowedError, "Permissions check
//   failed", a permissions policy): browsers refuse them without a gesture, and the tester's frame, like
//   many webviews, may refuse them with one — only a real device grants them;
// - a rejection or logged error caused by a request the player blocked ("Failed to fetch", NetworkError,
//   an XMLHttpRequest that ended in a network error): the request itself is reported by its CSP violation;
// - a <script> with an empty src: it names the page itself, and the browser fires error without a request;
// - play() refused by the autoplay policy (NotAllowedError) or cut short by the ad's own pause()
//   (AbortError); any other play() rejection (no playable source) is a failed load;
// - console.error without an Error: a message the engine logged. An Error it caught and logged is reported
//   as `caught`, placed by its stack, and the shim watches whether the frame changes after it
//   (watchFrame, shim-source/page.ts): the reducer fails it only when the frame never does;
// - "ResizeObserver loop…" error events: the browser saying it deferred resize notifications;
// - a network's own script (mraid.js, exitapi.js, playable-sdk.js, dapi.js) that is blocked or missing:
//   the network serves it in its webview, and the shim provides its API instead.

export const ERRORS_SOURCE = String.raw`
var refusedReasons = [];

/* label: the API the browser refused (play(), requestFullscreen()…), or '' for a permission request the ad
   reached by any other API. */
function refused(label, reason) {
  refusedReasons.push(reason);
  if (refusedReasons.length > 50) refusedReasons.shift();
  var text = describe(reason);
  if (label) note('refused', 'refused', { api: label, reason: text }, label + ' refused by the browser: ' + text);
  else note('refused', 'refused-permission', { reason: text }, 'a permission request refused by the browser: ' + text);
}

function isRefusedReason(reason) {
  for (var i = 0; i < refusedReasons.length; i++) if (refusedReasons[i] === reason) return true;
  return false;
}

/* What only a real device grants: the browser's refusal, whatever API the ad reached it by. */
var REFUSAL = /Permissions check failed|permissions? policy|user (gesture|activation)|fullscreen (request )?(error|denied)|request denied/i;
function isRefusal(reason) {
  if (isRefusedReason(reason)) return true;
  if (reason && typeof reason === 'object' && reason.name === 'NotAllowedError') return true;
  return REFUSAL.test(describe(reason));
}

/* A failure caused by a request the player blocked: fetch's TypeError, an XMLHttpRequest (or its error
   event) that ended with status 0, and the messages browsers and request libraries give them. */
var NETWORK_FAILURE = /Failed to fetch|NetworkError|Network ?Error|Load failed|net::ERR_|fetch failed/i;
function isBlockedRequest(reason) {
  if (reason && typeof reason === 'object' && typeof XMLHttpRequest === 'function') {
    var request = reason instanceof XMLHttpRequest ? reason : reason.target instanceof XMLHttpRequest ? reason.target : null;
    if (request) return request.status === 0;
  }
  return NETWORK_FAILURE.test(describe(reason));
}

function isError(value) {
  return !!value && typeof value === 'object' && typeof value.message === 'string' && typeof value.stack === 'string';
}

function failedLoad(tag, url) {
  if (!url) return;
  var event = { type: 'error', kind: 'resource', tag: tag, message: 'Failed to load <' + tag + '> ' + shortUrl(url) };
  put(event, 'file', shortUrl(url));
  sendOnce('load ' + url, event);
}

/* Promise-returning APIs a browser may refuse: the refusal is noted, and never reaches unhandledrejection. */
function guardRefusal(proto, name, label, isRefusal) {
  if (!proto || typeof proto[name] !== 'function') return;
  var original = proto[name];
  proto[name] = function () {
    var result = original.apply(this, arguments);
    var target = this;
    if (result && typeof result.then === 'function') {
      result.then(null, function (reason) {
        if (!isRefusal || isRefusal(reason)) refused(label, reason);
        else failedLoad(String(target.tagName || 'media').toLowerCase(), target.currentSrc || target.src);
      });
    }
    return result;
  };
}
guardRefusal(typeof Element === 'function' && Element.prototype, 'requestFullscreen', 'requestFullscreen()');
guardRefusal(typeof Document === 'function' && Document.prototype, 'exitFullscreen', 'exitFullscreen()');
guardRefusal(typeof ScreenOrientation === 'function' && ScreenOrientation.prototype, 'lock', 'screen.orientation.lock()');
guardRefusal(typeof HTMLMediaElement === 'function' && HTMLMediaElement.prototype, 'play', 'play()', function (reason) {
  return !!reason && (reason.name === 'NotAllowedError' || reason.name === 'AbortError');
});

/* console.error: an Error among the arguments is an error the ad caught (placed by its stack, unless it
   is a refusal or a blocked request); anything else is a note. */
function loggedError(args) {
  var parts = [];
  var error = null;
  for (var i = 0; i < args.length && i < 3; i++) {
    parts.push(describe(args[i]));
    if (!error && isError(args[i])) error = args[i];
  }
  var message = 'console.error: ' + parts.join(' ');
  var text = { text: parts.join(' ') };
  if (!error) return note('console', 'console', text, message);
  if (isRefusal(error)) return note('refused', 'refused-log', text, message);
  if (isBlockedRequest(error)) return note('blocked', 'blocked-log', text, message);
  var frame = stackFrame(error);
  var report = { type: 'error', kind: 'caught', message: clip(message, 500) };
  if (frame) place(report, frame[0], frame[1], frame[2]);
  sendOnce('caught ' + report.message + ' ' + report.file + ':' + report.line, report);
  watchFrame();
}

if (window.console && typeof console.error === 'function') {
  var consoleError = console.error;
  console.error = function () {
    try {
      loggedError(arguments);
    } catch (e) {
      /* The report is best effort; the ad's log goes on. */
    }
    return consoleError.apply(console, arguments);
  };
}

/* Images made in code and never put in the document fire error on themselves alone: listen there too. */
(function () {
  var proto = typeof HTMLImageElement === 'function' && HTMLImageElement.prototype;
  var descriptor = proto && Object.getOwnPropertyDescriptor(proto, 'src');
  if (!descriptor || !descriptor.set || !descriptor.configurable || typeof WeakSet !== 'function') return;
  var watched = new WeakSet();
  defineProperty(proto, 'src', {
    configurable: true,
    enumerable: descriptor.enumerable,
    get: descriptor.get,
    set: function (value) {
      var image = this;
      if (!watched.has(image)) {
        watched.add(image);
        image.addEventListener('error', function () {
          if (!connected(image)) failedLoad('img', image.currentSrc || image.src);
        });
      }
      return descriptor.set.call(this, value);
    }
  });
})();

window.addEventListener('error', function (event) {
  var target = event.target;
  if (target && target !== window && target.nodeType === 1) {
    var tag = String(target.tagName).toLowerCase();
    var url = String(target.currentSrc || target.src || target.href || '');
    if (tag === 'script' && scriptApi(url)) {
      networkScriptAnswered(url);
      return;
    }
    if (tag === 'script' && /^\s*$/.test(String(target.getAttribute('src')))) {
      note('benign', 'empty-script-src', {}, '<script> with an empty src: it names the page itself, so the browser fired error without a request');
      return;
    }
    failedLoad(tag, url);
    return;
  }
  var message = String(event.message || (event.error ? describe(event.error) : 'Script error.'));
  if (/ResizeObserver loop/.test(message)) {
    note('benign', 'resize-observer', { text: message }, message);
    return;
  }
  var file = event.filename;
  var line = event.lineno;
  var col = event.colno;
  if (!file) {
    /* "Script error.": the browser hides the details. Attribute it where the source is known. */
    var frame = stackFrame(event.error);
    var running = document.currentScript;
    if (frame) {
      file = frame[0];
      line = frame[1];
      col = frame[2];
    } else if (running && running !== shimTag) {
      file = running.src || pageUrl;
    }
  }
  var report = place({ type: 'error', kind: 'error', message: clip(message, 500) }, file, line, col);
  sendOnce('error ' + report.message + ' ' + report.file + ':' + report.line + ':' + report.col, report);
}, true);

window.addEventListener('unhandledrejection', function (event) {
  var reason = event.reason;
  if (isRefusedReason(reason)) return;
  if (isRefusal(reason)) {
    refused('', reason);
    return;
  }
  if (isBlockedRequest(reason)) {
    note('blocked', 'blocked-rejection', { reason: describe(reason) }, 'Unhandled promise rejection after a blocked request: ' + describe(reason));
    return;
  }
  var report = { type: 'error', kind: 'unhandledrejection', message: describe(reason) };
  var frame = stackFrame(reason);
  if (frame) place(report, frame[0], frame[1], frame[2]);
  sendOnce('rejection ' + report.message + ' ' + report.file + ':' + report.line, report);
});

document.addEventListener('securitypolicyviolation', function (event) {
  var blocked = String(event.blockedURI || '');
  var directive = String(event.effectiveDirective || event.violatedDirective || '');
  if (/^script-src/.test(directive) && scriptApi(blocked)) {
    networkScriptAnswered(blocked);
    return;
  }
  if (webviewBase(blocked, directive)) return;
  var report = place({ type: 'csp', blockedURI: shortUrl(blocked), directive: directive }, event.sourceFile, event.lineNumber, event.columnNumber);
  /* A URL is one problem wherever it is requested from; inline code and eval are one per place. */
  var key = /^(https?|wss?|ftp):/i.test(blocked) ? blocked : blocked + ' ' + report.file + ':' + report.line + ':' + report.col;
  sendOnce('csp ' + key, report);
});
`;
