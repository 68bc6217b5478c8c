// Part of the shim's source (see lib/playable/shim.ts): the first paint, whether the frame still changes
// after an error the ad caught (watchFrame), a page laid out wider than the frame, channels CSP cannot
// stop, and the refusal to run as a top-level document.

/** Runs first: a player opened outside the tester's frame stops before any ad code and says why. */
export const TOP_LEVEL_SOURCE = String.raw`
if (window.top === window) {
  try {
    window.stop();
  } catch (e) {
    /* Older engines: the page below is replaced anyway. */
  }
  var language = String(navigator.language || 'en').toLowerCase();
  var words = CONFIG.topLevel[language.indexOf('zh') === 0 ? 'zh-CN' : language.slice(0, 2)] || CONFIG.topLevel.en;
  var box = document.createElement('p');
  box.textContent = words;
  box.setAttribute('style', 'font: 16px/1.5 sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem;');
  document.documentElement.innerHTML = '<head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body>';
  document.body.appendChild(box);
  return;
}
`;

export const PAGE_SOURCE = String.raw`
/* Storage a browser refuses to a third-party frame (third-party data blocked, private windows): the player is
   on another site than the tester, yet an ad webview gives a playable its storage, so this run gets one in
   memory (noted in the timeline) instead of a SecurityError that would fail code. */
['localStorage', 'sessionStorage'].forEach(function (name) {
  try {
    var probe = window[name];
    probe.setItem('__playable_probe', '1');
    probe.removeItem('__playable_probe');
    return;
  } catch (e) {
    /* Refused: fall through to the in-memory one. */
  }
  var data = {};
  var has = function (key) { return Object.prototype.hasOwnProperty.call(data, key); };
  var memory = {
    getItem: function (key) { key = String(key); return has(key) ? data[key] : null; },
    setItem: function (key, value) { data[String(key)] = String(value); },
    removeItem: function (key) { delete data[String(key)]; },
    clear: function () { data = {}; },
    key: function (index) { var keys = Object.keys(data); return index < keys.length ? keys[index] : null; }
  };
  defineProperty(memory, 'length', { get: function () { return Object.keys(data).length; } });
  try {
    defineProperty(window, name, { configurable: true, enumerable: true, get: function () { return memory; } });
    note('storage', 'storage', { api: name }, name + ' is refused to this frame by the browser (third-party data blocked): the player gives the playable one in memory, as an ad webview gives it its own');
  } catch (e) {
    /* The browser does not let it be replaced: the playable sees the browser's refusal. */
  }
});

/* First paint: a draw call on a canvas in the document (2D, WebGL, WebGL2), or visible DOM content. A
   canvas drawn while detached counts once it is in the document and visible. */
var painted = false;
function connected(node) {
  return typeof node.isConnected === 'boolean' ? node.isConnected : document.documentElement.contains(node);
}
var restores = [];
var detachedCanvases = [];
function markPaint(via) {
  if (painted) return;
  painted = true;
  send({ type: 'paint', via: via });
  for (var i = 0; i < restores.length; i++) restores[i]();
}
function watchDraws(proto, names, via) {
  if (!proto) return;
  names.forEach(function (name) {
    var original = proto[name];
    if (typeof original !== 'function') return;
    var wrapped = function () {
      if (!painted) {
        var canvas = this && this.canvas;
        if (typeof HTMLCanvasElement === 'function' && canvas instanceof HTMLCanvasElement) {
          if (connected(canvas)) markPaint(via);
          else if (detachedCanvases.length < 50 && detachedCanvases.indexOf(canvas) < 0) detachedCanvases.push([canvas, via]);
        }
      }
      return original.apply(this, arguments);
    };
    proto[name] = wrapped;
    restores.push(function () {
      if (proto[name] === wrapped) proto[name] = original;
    });
  });
}
var DRAWS = [
  [typeof CanvasRenderingContext2D === 'function' && CanvasRenderingContext2D.prototype,
    ['fillRect', 'strokeRect', 'fillText', 'strokeText', 'drawImage', 'fill', 'stroke', 'putImageData'], '2d'],
  [typeof WebGLRenderingContext === 'function' && WebGLRenderingContext.prototype,
    ['drawArrays', 'drawElements'], 'webgl'],
  [typeof WebGL2RenderingContext === 'function' && WebGL2RenderingContext.prototype,
    ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements'], 'webgl2']
];
DRAWS.forEach(function (draw) { watchDraws(draw[0], draw[1], draw[2]); });

/* After an error the ad caught and logged: the next change of the frame (a draw call on a canvas in the
   document, a change to the document) is reported once, for all the errors logged before it. Changes are
   watched from the end of parsing, so the parser adding the rest of the page is no change. The draw
   wrappers stay only until that change. */
var frameWatch = false;
function watchFrame() {
  if (frameWatch) return;
  frameWatch = true;
  var undo = [];
  var changed = function (via) {
    if (!frameWatch) return;
    frameWatch = false;
    for (var i = 0; i < undo.length; i++) undo[i]();
    send({ type: 'frame', via: via });
  };
  var start = function () {
    if (!frameWatch) return;
    DRAWS.forEach(function (draw) {
      var proto = draw[0];
      if (!proto) return;
      draw[1].forEach(function (name) {
        var original = proto[name];
        if (typeof original !== 'function') return;
        var wrapped = function () {
          var canvas = this && this.canvas;
          if (typeof HTMLCanvasElement === 'function' && canvas instanceof HTMLCanvasElement && connected(canvas)) changed(draw[2]);
          return original.apply(this, arguments);
        };
        proto[name] = wrapped;
        undo.push(function () {
          if (proto[name] === wrapped) proto[name] = original;
        });
      });
    });
    if (typeof MutationObserver === 'function') {
      var observer = new MutationObserver(function () { changed('dom'); });
      observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
      undo.push(function () { observer.disconnect(); });
    }
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', function () { nativeSetTimeout(start, 0); });
  } else {
    start();
  }
}

/* A page laid out wider than the frame, which then scrolls sideways. Measured once the page had time to
   lay itself out, and again later (engines size their canvas after loading). A page that clips its width
   (overflow-x hidden on html or body) keeps what lies beyond out of sight on purpose: panels waiting
   off-screen, sprites sliding in. */
function clipsWidth(element) {
  if (!element) return false;
  var overflow = window.getComputedStyle(element).overflowX;
  return overflow === 'hidden' || overflow === 'clip';
}
function checkLayout() {
  var root = document.documentElement;
  if (clipsWidth(root) || clipsWidth(document.body)) return;
  var width = Math.max(root ? root.scrollWidth : 0, document.body ? document.body.scrollWidth : 0);
  var frameWidth = window.innerWidth;
  if (frameWidth > 0 && width > frameWidth + 1) {
    sendOnce('layout', { type: 'layout', width: width, frameWidth: frameWidth });
  }
}
window.addEventListener('load', function () {
  nativeSetTimeout(checkLayout, 1500);
  nativeSetTimeout(checkLayout, 4000);
});

function shown(element) {
  var box = element.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return false;
  if (box.bottom <= 0 || box.right <= 0 || box.top >= window.innerHeight || box.left >= window.innerWidth) return false;
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }
  var style = window.getComputedStyle(element);
  return style.visibility !== 'hidden' && style.opacity !== '0';
}
var SKIPPED = { SCRIPT: 1, STYLE: 1, TEMPLATE: 1, NOSCRIPT: 1, CANVAS: 1, HEAD: 1, META: 1, LINK: 1, TITLE: 1 };
var MEDIA = { IMG: 1, SVG: 1, VIDEO: 1, INPUT: 1, BUTTON: 1, SELECT: 1, TEXTAREA: 1, IFRAME: 1, OBJECT: 1, EMBED: 1 };
function ownText(element) {
  for (var node = element.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3 && /\S/.test(node.nodeValue)) return true;
  }
  return false;
}
function drawn(element) {
  var tag = String(element.tagName).toUpperCase();
  if (tag === 'IMG') return element.complete && element.naturalWidth > 0;
  if (MEDIA[tag]) return true;
  var style = window.getComputedStyle(element);
  if (style.backgroundImage && style.backgroundImage !== 'none') return true;
  var color = /rgba?\(([^)]*)\)/.exec(style.backgroundColor || '');
  if (color && (color[1].split(',').length < 4 || Number(color[1].split(',')[3]) > 0)) return true;
  return ownText(element);
}
function domPainted() {
  for (var i = 0; i < detachedCanvases.length; i++) {
    if (connected(detachedCanvases[i][0]) && shown(detachedCanvases[i][0])) return detachedCanvases[i][1];
  }
  var body = document.body;
  if (!body) return null;
  if (ownText(body)) return 'dom';
  var all = body.getElementsByTagName('*');
  for (var j = 0; j < all.length && j < 3000; j++) {
    var element = all[j];
    if (SKIPPED[String(element.tagName).toUpperCase()]) continue;
    if (drawn(element) && shown(element)) return 'dom';
  }
  return null;
}
var paintChecks = 0;
function checkPaint() {
  if (painted) return;
  var via = null;
  try {
    via = domPainted();
  } catch (e) {
    via = null;
  }
  if (via) markPaint(via);
  else if (++paintChecks < 120) nativeSetTimeout(checkPaint, paintChecks < 20 ? 250 : 1000);
}
document.addEventListener('DOMContentLoaded', function () { nativeSetTimeout(checkPaint, 0); });

/* Channels CSP cannot stop: WebRTC reaches any host. The constructors answer with inert objects, and
   the use is reported (outer_chain); their promises reject as refusals, which fail nothing else. */
function refusedPromise(label) {
  if (typeof Promise !== 'function') return undefined;
  var reason = new Error(label + ' is disabled in the tester');
  refusedReasons.push(reason);
  var promise = Promise.reject(reason);
  promise.then(null, function () {});
  return promise;
}
function inert() {}
function stubChannel(name) {
  if (!(name in window)) return;
  var Stub = function () {
    sendOnce('channel ' + name, { type: 'channel', name: name });
  };
  var dataChannel = { send: inert, close: inert, addEventListener: inert, removeEventListener: inert, readyState: 'closed' };
  Stub.prototype = {
    createOffer: function () { return refusedPromise(name + '.createOffer'); },
    createAnswer: function () { return refusedPromise(name + '.createAnswer'); },
    setLocalDescription: function () { return refusedPromise(name + '.setLocalDescription'); },
    setRemoteDescription: function () { return refusedPromise(name + '.setRemoteDescription'); },
    addIceCandidate: function () { return refusedPromise(name + '.addIceCandidate'); },
    getStats: function () { return refusedPromise(name + '.getStats'); },
    createDataChannel: function () { return dataChannel; },
    addTrack: inert,
    addTransceiver: inert,
    removeTrack: inert,
    getSenders: function () { return []; },
    getReceivers: function () { return []; },
    getTransceivers: function () { return []; },
    getConfiguration: function () { return {}; },
    setConfiguration: inert,
    restartIce: inert,
    close: inert,
    addEventListener: inert,
    removeEventListener: inert
  };
  defineProperty(window, name, { configurable: true, writable: true, value: Stub });
}
['RTCPeerConnection', 'webkitRTCPeerConnection', 'mozRTCPeerConnection'].forEach(stubChannel);
`;

/** Runs last: the shim is in place, the host gets its private port. */
export const HELLO_SOURCE = String.raw`
if (realParent !== window && channel) {
  try {
    realParent.postMessage({ source: TAG, type: 'hello', t: now() }, '*', [channel.port2]);
  } catch (e) {
    /* No host to report to: the page still plays. */
  }
}
`;
