// Part of the shim's source (see lib/playable/shim.ts): uncaught errors, unhandled rejections, failed
// loads and CSP violations, each reported once with its place in the playable's own files, and the
// errors that are not the ad's fault, which become notes and fail nothing:
// - fullscreen and orientation lock refused (requestFullscreen, exitFullscreen, screen.orientation.lock):
//   browsers refuse them without a gesture, and the tester's frame, like many webviews, may refuse them
//   with one;
// - play() refused by the autoplay policy (NotAllowedError) or cut short by the ad's own pause()
//   (AbortError); any other play() rejection (no playable source) is a failed load;
// - console.error: an error the engine caught and logged is not an uncaught error;
// - "ResizeObserver loop…" error events: the browser saying it deferred resize notifications;
// - a network's own script (mraid.js, exitapi.js, playable-sdk.js, dapi.js) that is blocked or missing:
//   the network serves it in its webview, and the shim provides its API instead.

export const ERRORS_SOURCE = String.raw`
var refusedReasons = [];

function refused(label, reason) {
  refusedReasons.push(reason);
  if (refusedReasons.length > 50) refusedReasons.shift();
  note('refused', label + ' refused by the browser: ' + describe(reason));
}

function isRefusedReason(reason) {
  for (var i = 0; i < refusedReasons.length; i++) if (refusedReasons[i] === reason) return true;
  return false;
}

function failedLoad(tag, url) {
  if (!url) return;
  var event = { type: 'error', kind: 'resource', message: 'Failed to load <' + tag + '> ' + shortUrl(url) };
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

if (window.console && typeof console.error === 'function') {
  var consoleError = console.error;
  console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length && i < 3; i++) parts.push(describe(arguments[i]));
    note('console', 'console.error: ' + parts.join(' '));
    return consoleError.apply(console, arguments);
  };
}

window.addEventListener('error', function (event) {
  var target = event.target;
  if (target && target !== window && target.nodeType === 1) {
    var tag = String(target.tagName).toLowerCase();
    var url = String(target.currentSrc || target.src || target.href || '');
    if (tag === 'script' && scriptApi(url)) {
      networkScriptAnswered(url);
      return;
    }
    failedLoad(tag, url);
    return;
  }
  var message = String(event.message || (event.error ? describe(event.error) : 'Script error.'));
  if (/ResizeObserver loop/.test(message)) {
    note('benign', message);
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
