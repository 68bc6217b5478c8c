// Part of the shim's source (see lib/playable/shim.ts): every network's API at once, each call recorded
// through record() under the names of lib/playable/networks.ts. The containers (MRAID, DAPI) follow
// CONFIG.timing: `ready` on a task after window load, isViewable() false → true a moment later, and
// every event only on a real change.

export const MOCKS_SOURCE = String.raw`
function screenSize() {
  return { width: window.innerWidth || 0, height: window.innerHeight || 0 };
}

function listeners(known) {
  var table = {};
  return {
    known: function (event) {
      return known.indexOf(event) >= 0;
    },
    add: function (event, listener) {
      var list = table[event] || (table[event] = []);
      if (list.indexOf(listener) < 0) list.push(listener);
    },
    remove: function (event, listener) {
      var list = table[event] || [];
      var at = list.indexOf(listener);
      if (listener === undefined) table[event] = [];
      else if (at >= 0) list.splice(at, 1);
    },
    fire: function (event, args) {
      var list = (table[event] || []).slice();
      for (var i = 0; i < list.length; i++) list[i].apply(null, args || []);
    }
  };
}

/* Mintegral (and the studio's contract): the ad calls these; the host runs its gameStart/gameClose. */
provide('gameReady', function () { record('mintegral', 'gameReady'); });
provide('install', function () { record('mintegral', 'install'); });
provide('gameEnd', function () { record('mintegral', 'gameEnd'); });
provide('gameRetry', function () { record('mintegral', 'gameRetry'); });

/* MRAID 2.0/3.0, an interstitial. */
var mraidState = 'loading';
var mraidViewable = false;
var mraidEvents = listeners(CONFIG.mraidEvents);
var mraidOrientation = { allowOrientationChange: true, forceOrientation: 'none' };
var mraidExpand = { width: 0, height: 0, useCustomClose: false, isModal: true };
var mraidResize = { width: 0, height: 0, offsetX: 0, offsetY: 0, customClosePosition: 'top-right', allowOffscreen: false };
function mraidCall(name, result) {
  return function () {
    record('mraid', 'mraid.' + name);
    return typeof result === 'function' ? result.apply(null, arguments) : result;
  };
}
function mraidError(message, action) {
  mraidEvents.fire('error', [message, action]);
}
function mraidCta(name) {
  return function (url) {
    record('mraid', 'mraid.' + name, { detail: url });
  };
}
function setMraidState(state) {
  if (state === mraidState) return;
  mraidState = state;
  mraidEvents.fire('stateChange', [state]);
}
function position() {
  var size = screenSize();
  return { x: 0, y: 0, width: size.width, height: size.height };
}
provide('mraid', {
  getVersion: mraidCall('getVersion', CONFIG.timing.mraidVersion),
  getState: mraidCall('getState', function () { return mraidState; }),
  getPlacementType: mraidCall('getPlacementType', CONFIG.timing.placementType),
  isViewable: mraidCall('isViewable', function () { return mraidViewable; }),
  addEventListener: function (event, listener) {
    if (!mraidEvents.known(event) || typeof listener !== 'function') {
      mraidError('addEventListener: unknown event or listener ' + String(event), 'addEventListener');
      return;
    }
    record('mraid', "mraid.addEventListener('" + event + "')");
    mraidEvents.add(event, listener);
  },
  removeEventListener: function (event, listener) {
    record('mraid', 'mraid.removeEventListener');
    mraidEvents.remove(event, listener);
  },
  open: mraidCta('open'),
  openStoreURL: mraidCta('openStoreURL'),
  openStoreUrl: mraidCta('openStoreUrl'),
  close: mraidCall('close', function () {
    if (mraidState === 'default' || mraidState === 'expanded') setMraidState('hidden');
  }),
  unload: mraidCall('unload', function () {
    if (mraidState === 'default' || mraidState === 'expanded') setMraidState('hidden');
  }),
  /* An interstitial already fills the screen: expand changes nothing, resize is an error (MRAID 2.0 §4). */
  expand: mraidCall('expand'),
  resize: mraidCall('resize', function () {
    mraidError('resize is not available for an interstitial', 'resize');
  }),
  useCustomClose: mraidCall('useCustomClose', function (value) { mraidExpand.useCustomClose = !!value; }),
  getScreenSize: mraidCall('getScreenSize', screenSize),
  getMaxSize: mraidCall('getMaxSize', screenSize),
  getCurrentPosition: mraidCall('getCurrentPosition', position),
  getDefaultPosition: mraidCall('getDefaultPosition', position),
  supports: mraidCall('supports', function (feature) { return feature === 'inlineVideo'; }),
  getOrientationProperties: mraidCall('getOrientationProperties', function () {
    return { allowOrientationChange: mraidOrientation.allowOrientationChange, forceOrientation: mraidOrientation.forceOrientation };
  }),
  setOrientationProperties: mraidCall('setOrientationProperties', function (properties) {
    if (properties && typeof properties === 'object') {
      if ('allowOrientationChange' in properties) mraidOrientation.allowOrientationChange = !!properties.allowOrientationChange;
      if (typeof properties.forceOrientation === 'string') mraidOrientation.forceOrientation = properties.forceOrientation;
    }
  }),
  getExpandProperties: mraidCall('getExpandProperties', function () {
    var size = screenSize();
    return { width: mraidExpand.width || size.width, height: mraidExpand.height || size.height, useCustomClose: mraidExpand.useCustomClose, isModal: true };
  }),
  setExpandProperties: mraidCall('setExpandProperties', function (properties) {
    if (properties && typeof properties === 'object') {
      if (typeof properties.width === 'number') mraidExpand.width = properties.width;
      if (typeof properties.height === 'number') mraidExpand.height = properties.height;
      if ('useCustomClose' in properties) mraidExpand.useCustomClose = !!properties.useCustomClose;
    }
  }),
  getResizeProperties: mraidCall('getResizeProperties', function () { return mraidResize; }),
  setResizeProperties: mraidCall('setResizeProperties', function (properties) {
    if (properties && typeof properties === 'object') mraidResize = properties;
  }),
  getLocation: mraidCall('getLocation', null),
  playVideo: mraidCall('playVideo'),
  storePicture: mraidCall('storePicture'),
  createCalendarEvent: mraidCall('createCalendarEvent')
});

/* ironSource DAPI (legacy). */
var dapiReady = false;
var dapiViewable = false;
var dapiEvents = listeners(CONFIG.dapiEvents);
provide('dapi', {
  isReady: function () {
    record('dapi', 'dapi.isReady');
    return dapiReady;
  },
  addEventListener: function (event, listener) {
    if (!dapiEvents.known(event) || typeof listener !== 'function') return;
    record('dapi', "dapi.addEventListener('" + event + "')");
    dapiEvents.add(event, listener);
  },
  removeEventListener: function (event, listener) {
    record('dapi', 'dapi.removeEventListener');
    dapiEvents.remove(event, listener);
  },
  isViewable: function () {
    record('dapi', 'dapi.isViewable');
    return dapiViewable;
  },
  getScreenSize: function () {
    record('dapi', 'dapi.getScreenSize');
    return screenSize();
  },
  getAudioVolume: function () {
    record('dapi', 'dapi.getAudioVolume');
    return 100;
  },
  openStoreUrl: function (url) {
    record('dapi', 'dapi.openStoreUrl', { detail: url });
  }
});

/* The containers come up: ready on a task after load, viewable a moment later, each once. */
var lastSize = null;
window.addEventListener('load', function () {
  checkReplaced();
  nativeSetTimeout(function () {
    mraidState = 'default';
    dapiReady = true;
    lastSize = screenSize();
    mraidEvents.fire('ready');
    dapiEvents.fire('ready');
    nativeSetTimeout(function () {
      mraidViewable = true;
      dapiViewable = true;
      mraidEvents.fire('viewableChange', [true]);
      dapiEvents.fire('viewableChange', [{ isViewable: true }]);
    }, CONFIG.timing.viewableAfterReadyMs);
  }, CONFIG.timing.readyAfterLoadMs);
});
window.addEventListener('resize', function () {
  if (!lastSize) return;
  var size = screenSize();
  if (size.width === lastSize.width && size.height === lastSize.height) return;
  lastSize = size;
  mraidEvents.fire('sizeChange', [size.width, size.height]);
  dapiEvents.fire('adResized', [{ width: size.width, height: size.height }]);
});

/* Meta (and Moloco). */
provide('FbPlayableAd', {
  onCTAClick: function () { record('facebook', 'FbPlayableAd.onCTAClick'); }
});

/* TikTok/Pangle's global; its SDK object comes with the playable-sdk.js tag (tagGlobals below). */
provide('openAppStore', function (url) { record('tiktok', 'openAppStore', { detail: url }); });

/* Luna Playworks. */
provide('Luna', {
  Unity: {
    Playable: { InstallFullGame: function (url) { record('luna', 'Luna.Unity.Playable.InstallFullGame', { detail: url }); } },
    LifeCycle: { GameEnded: function () { record('luna', 'Luna.Unity.LifeCycle.GameEnded'); } }
  }
});

/* Snapchat: snapchatCta() lives in index.html, where Snapchat swaps in its tracking version when it serves
   the ad, so a build may declare its own; ScPlayableAd.onCTAClick() is the object form. A build's own
   snapchatCta (a function declaration replaces the provided global) is wrapped on load: the call is
   recorded, then the build's function runs as it would have. */
function snapchatCta() { record('snapchat', 'snapchatCta'); }
provide('snapchatCta', snapchatCta);
provide('ScPlayableAd', {
  onCTAClick: function () { record('snapchat', 'ScPlayableAd.onCTAClick'); }
});
var snapchatWrapper = null;
function wrapOwnSnapchatCta() {
  var own = window.snapchatCta;
  if (typeof own !== 'function' || own === snapchatCta || own === snapchatWrapper) return;
  snapchatWrapper = function () {
    record('snapchat', 'snapchatCta');
    return own.apply(this, arguments);
  };
  /* Said once, under the key the generic "replaced" note uses, which would say these calls go unrecorded. */
  sendOnce('replaced snapchatCta', noteEvent('replaced', 'own-snapchat-cta', {},
    'The playable declares its own window.snapchatCta, as Snapchat asks: the tester records each call, then runs it.'));
  try {
    window.snapchatCta = snapchatWrapper;
  } catch (e) {
    /* A read-only replacement: its calls go unrecorded, as any other function of the ad. */
  }
}
document.addEventListener('DOMContentLoaded', wrapOwnSnapchatCta);
window.addEventListener('load', wrapOwnSnapchatCta);

/* Globals a network's script tag brings (lib/playable/networks.ts tagGlobals), defined when the page
   has the tag: a relative one is answered by the upload host's empty mock, an absolute one is blocked
   by CSP; either way the network's webview would have run it. */
var tagGlobals = {
  exitapi: function () {
    if (!provided.ExitApi) provide('ExitApi', { exit: function () { record('exitapi', 'ExitApi.exit'); } });
  },
  tiktok: function () {
    if (!provided.playableSDK) provide('playableSDK', { openAppStore: function (url) { record('tiktok', 'playableSDK.openAppStore', { detail: url }); } });
  }
};
/* The API whose script a URL is (lib/playable/networks.ts apiOfScript): by file name, and for a network
   that serves its script from its own host, only from that host or from the player itself (the mock). */
function scriptApi(url) {
  var text = String(url || '');
  var base = text.replace(/[?#].*$/, '').split('/').pop().toLowerCase();
  if (!Object.prototype.hasOwnProperty.call(CONFIG.scripts, base)) return null;
  var api = CONFIG.scripts[base];
  var hosts = CONFIG.scriptHosts[api] || [];
  var host = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^\/?#@]*@)?([^\/?#:]+)/i.exec(text);
  if (!host || hosts.length === 0) return api;
  var name = host[1].toLowerCase();
  if (name === String(location.hostname).toLowerCase()) return api;
  for (var i = 0; i < hosts.length; i++) {
    var suffix = '.' + hosts[i];
    if (name === hosts[i] || name.slice(-suffix.length) === suffix) return api;
  }
  return null;
}
function provideTagGlobals(url) {
  var api = scriptApi(url);
  if (api && tagGlobals[api]) tagGlobals[api]();
  return api;
}
function networkScriptAnswered(url) {
  var api = provideTagGlobals(url);
  sendOnce('network script ' + url, noteEvent('benign', 'network-script', { url: shortUrl(url), api: api },
    shortUrl(url) + ' is ' + api + '\u2019s own script, which its webview provides: the tester\u2019s mock answers in its place.'));
}
/* A <base href="https://localhost/"> (lib/playable/networks.ts WEBVIEW_BASE) is where the network's webview
   serves the page from: CSP base-uri keeps the player's own base, which is noted, not reported as a request. */
var webviewBasePattern = new RegExp(CONFIG.webviewBase, 'i');
function webviewBase(blocked, directive) {
  if (!/^base-uri/.test(directive) || !webviewBasePattern.test(blocked)) return false;
  sendOnce('webview base ' + blocked, noteEvent('benign', 'webview-base', { url: shortUrl(blocked) },
    '<base href="' + shortUrl(blocked) + '"> is the network webview\u2019s own origin: the player resolves the page\u2019s relative URLs against the package instead.'));
  return true;
}
if (typeof MutationObserver === 'function') {
  var tagWatcher = new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var added = records[i].addedNodes;
      for (var j = 0; j < added.length; j++) {
        var node = added[j];
        if (node.nodeType === 1 && node.tagName === 'SCRIPT' && node.getAttribute('src')) provideTagGlobals(node.getAttribute('src'));
      }
    }
  });
  tagWatcher.observe(document, { childList: true, subtree: true });
  window.addEventListener('load', function () { tagWatcher.disconnect(); });
}

/* Vungle/Liftoff: parent.postMessage('download' | 'complete', '*'). window.parent is [Replaceable], so
   the ad gets a parent whose postMessage records those two and passes anything else on. Through a Proxy
   (where there is one), the mocks are on that parent too, and a wrapper's
   window.parent.<Capitalised>.onCTAClick() is recorded as a CTA. */
var vungleNames = { download: "parent.postMessage('download')", complete: "parent.postMessage('complete')" };
function vungleMessage(data) {
  if (typeof data === 'string' && Object.prototype.hasOwnProperty.call(vungleNames, data)) {
    record('vungle', vungleNames[data]);
    return true;
  }
  return false;
}
window.addEventListener('message', function (event) {
  if (event.source === window) vungleMessage(event.data);
});
var parentBase = {
  postMessage: function (message) {
    if (vungleMessage(message)) return;
    return realParent.postMessage.apply(realParent, arguments);
  }
};
var PASSED_TO_PARENT = ['location', 'frames', 'length', 'closed', 'top', 'parent', 'self', 'window', 'opener', 'focus', 'blur', 'close'];
PASSED_TO_PARENT.forEach(function (name) {
  defineProperty(parentBase, name, { enumerable: true, get: function () { return realParent[name]; } });
});
var wrappers = {};
function wrapperOf(name) {
  return wrappers[name] || (wrappers[name] = {
    onCTAClick: function () {
      record('generic', 'parent.*.onCTAClick', { label: 'parent.' + name + '.onCTAClick' });
    }
  });
}
var fakeParent = typeof Proxy === 'function' ? new Proxy(parentBase, {
  get: function (target, name) {
    if (typeof name !== 'string') return undefined;
    if (name in target) return target[name];
    if (Object.prototype.hasOwnProperty.call(provided, name)) return window[name];
    if (/^[A-Z][A-Za-z0-9_$]*$/.test(name)) return wrapperOf(name);
    return undefined;
  }
}) : parentBase;
if (realParent !== window) {
  try {
    defineProperty(window, 'parent', { configurable: true, enumerable: true, get: function () { return fakeParent; }, set: function () {} });
  } catch (e) {
    /* A browser that will not let window.parent be replaced: Vungle's messages go to the real parent. */
  }
}

/* window.open(storeUrl) as a CTA: recorded; no window opens (the frame has no popups either). */
window.open = function (url) {
  record('generic', 'window.open', { detail: url });
  return null;
};
`;
