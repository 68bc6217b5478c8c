import { attributeOf, scanHtml } from './html-scan';

// The shim injected as the first child of the playable's <head>. It runs before any ad code and:
// - defines window.gameReady, gameEnd, install and gameRetry (the ad cannot replace them) and reports each
//   call with whether a trusted user gesture came before it;
// - counts trusted gestures (pointerdown, keydown, touchstart; a touch that also fires pointerdown once);
// - runs the ad's global gameStart()/gameClose() when the host sends the command;
// - reports runtime errors, unhandled rejections, failed resource loads and CSP violations;
// - talks to the host over a private MessagePort handed over in its first message (see protocol.ts).
// It never touches localStorage or cookies, which throw in a sandbox without allow-same-origin.
// Written as plain ES5 in a string so that no bundler rewrites it and it runs in old ad webviews.

export const SHIM_SOURCE = String.raw`(function () {
  'use strict';
  var TAG = 'playable-shim';
  var host = window.parent;
  var hasHost = host && host !== window;
  var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  var port = channel ? channel.port1 : null;
  var portPost = port ? port.postMessage.bind(port) : null;
  var gestures = 0;
  var lastPointerAt = -1000;
  var lastTouchAt = -1000;

  function now() {
    return Math.round(typeof performance !== 'undefined' && performance.now ? performance.now() : Date.now());
  }

  function describe(value) {
    try {
      if (value && typeof value === 'object' && 'message' in value) {
        return String(value.name ? value.name + ': ' + value.message : value.message);
      }
      return String(value);
    } catch (e) {
      return 'an error that cannot be described';
    }
  }

  function send(event) {
    event.source = TAG;
    event.t = now();
    try {
      if (portPost) portPost(event);
    } catch (e) {
      // The host went away; the ad keeps running.
    }
  }

  function put(event, key, value) {
    if (value !== undefined && value !== null && value !== '' && value !== 0) event[key] = value;
    return event;
  }

  function callEvent(name) {
    return { type: 'call', name: name, gesture: gestures > 0, gestures: gestures };
  }

  ['gameReady', 'gameEnd', 'install', 'gameRetry'].forEach(function (name) {
    var lifecycle = function () {
      send(callEvent(name));
    };
    Object.defineProperty(window, name, {
      configurable: false,
      enumerable: true,
      get: function () {
        return lifecycle;
      },
      set: function (replacement) {
        if (replacement === lifecycle) return;
        send({ type: 'error', kind: 'error', message: 'The playable replaced window.' + name + '; the network provides it and it must stay in place.' });
      }
    });
  });

  function onGesture(event) {
    if (!event.isTrusted) return;
    if (event.type === 'keydown' && event.repeat) return;
    var at = now();
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

  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.nodeType === 1) {
      var url = String(target.currentSrc || target.src || target.href || '');
      send(put({ type: 'error', kind: 'resource', message: 'Failed to load <' + String(target.tagName).toLowerCase() + '> ' + url }, 'file', url));
      return;
    }
    var message = event.message || (event.error ? describe(event.error) : 'Script error.');
    var report = { type: 'error', kind: 'error', message: String(message) };
    put(report, 'file', event.filename ? String(event.filename) : '');
    put(report, 'line', Number(event.lineno) || 0);
    put(report, 'col', Number(event.colno) || 0);
    send(report);
  }, true);

  window.addEventListener('unhandledrejection', function (event) {
    send({ type: 'error', kind: 'unhandledrejection', message: describe(event.reason) });
  });

  document.addEventListener('securitypolicyviolation', function (event) {
    var report = {
      type: 'csp',
      blockedURI: String(event.blockedURI || ''),
      directive: String(event.effectiveDirective || event.violatedDirective || '')
    };
    put(report, 'file', event.sourceFile ? String(event.sourceFile) : '');
    put(report, 'line', Number(event.lineNumber) || 0);
    send(report);
  });

  function runCommand(data) {
    if (!data || data.target !== TAG) return;
    var name = data.command;
    if (name !== 'gameStart' && name !== 'gameClose') return;
    var fn = window[name];
    if (typeof fn !== 'function') {
      send({ type: 'missing', name: name });
      return;
    }
    try {
      fn.call(window);
      send(callEvent(name));
    } catch (error) {
      send(put(callEvent(name), 'error', describe(error)));
    }
  }
  if (port) {
    port.onmessage = function (event) {
      runCommand(event.data);
    };
  }
  window.addEventListener('message', function (event) {
    if (hasHost && event.source === host) runCommand(event.data);
  });

  if (hasHost && channel) {
    try {
      host.postMessage({ source: TAG, type: 'hello', t: now() }, '*', [channel.port2]);
    } catch (e) {
      // No host to report to: the page still plays.
    }
  }

  var self = document.currentScript;
  if (self && self.parentNode) self.parentNode.removeChild(self);
})();`;

const SHIM_TAG = `<script>${SHIM_SOURCE}</script>`;

/**
 * Prepares the playable's page (decoded, without a byte-order mark) for the live run: the shim goes in as the first child of <head> (without a
 * <head> tag, a <head> holding it goes right after the <html> start tag, else after the doctype, else at the
 * start), and every <script src> is marked crossorigin. The sandboxed page has an opaque origin, so without
 * CORS the browser hides the message and line of errors in packaged scripts behind "Script error.";
 * playResponseHeaders allows that CORS read for scripts.
 */
export function injectShim(page: string): string {
  // Browsers drop a byte-order mark before parsing; the page is served with an explicit charset anyway.
  const html = page.replace(/^\uFEFF/, '');
  const scan = scanHtml(html);
  const insertions: { at: number; text: string }[] = [];
  for (const element of scan.elements) {
    if (element.tagName !== 'script' || !attributeOf(element, 'src') || attributeOf(element, 'crossorigin'))
      continue;
    insertions.push({ at: element.offset + '<script'.length, text: ' crossorigin="anonymous"' });
  }
  if (scan.headContentStart !== null) {
    insertions.push({ at: scan.headContentStart, text: SHIM_TAG });
  } else {
    insertions.push({ at: scan.headInsertionFallback, text: `<head>${SHIM_TAG}</head>` });
  }
  // Apply from the end so earlier offsets stay valid.
  insertions.sort((a, b) => b.at - a.at);
  let result = html;
  for (const { at, text } of insertions) result = result.slice(0, at) + text + result.slice(at);
  return result;
}
