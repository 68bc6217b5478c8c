import { matchApiCall, orderedApis } from '@/lib/playable/api-scan';
import { buildContext, contextApis } from '@/lib/playable/context';
import { scanJs } from '@/lib/playable/js-scan';
import { AD_APIS } from '@/lib/playable/networks';

// Which ad APIs the code calls, read from the one table of calls in lib/playable/networks.ts.

function callsIn(code: string) {
  const scan = scanJs(code, { sourceType: 'script', matchApiCall });
  if (!scan.ok) throw new Error(scan.message);
  return scan.apiCalls.map(({ api, name, line, col, reach }) => ({ api, name, line, col, reach }));
}

describe('matchApiCall', () => {
  it('recognises every call the table lists, by its own name', () => {
    for (const api of AD_APIS) {
      for (const call of api.calls) {
        const match = /^([\w$.]+)(?:\('([^']*)'\))?$/.exec(call.name);
        if (!match) continue;
        expect(matchApiCall(match[1].split('.'), match[2] ?? null), call.name).toEqual({
          api: api.id,
          name: call.name,
        });
      }
    }
  });

  it('tells an API call from a look-alike', () => {
    expect(matchApiCall(['foo', 'install'], null)).toBeNull();
    expect(matchApiCall(['parent', 'postMessage'], null)).toBeNull();
    expect(matchApiCall(['parent', 'postMessage'], 'ready')).toBeNull();
    expect(matchApiCall(['mraid', 'addEventListener'], 'error')).toEqual({
      api: 'mraid',
      name: "mraid.addEventListener('error')",
    });
  });
});

describe('API calls in code', () => {
  it('finds calls however they are written, with their place and reach', () => {
    const code = [
      "window.mraid.open('https://example.com');",
      "if (ok) mraid['openStoreURL']('x');",
      "window.parent.postMessage('download', '*');",
      'parent.postMessage({ type: "other" }, "*");',
      'function end() { Luna.Unity.LifeCycle.GameEnded(); }',
      'plugin.install(); install();',
      'if (false) { FbPlayableAd.onCTAClick(); }',
    ].join('\n');
    expect(callsIn(code)).toEqual([
      { api: 'mraid', name: 'mraid.open', line: 1, col: 1, reach: 'load' },
      { api: 'mraid', name: 'mraid.openStoreURL', line: 2, col: 9, reach: 'maybe' },
      { api: 'vungle', name: "parent.postMessage('download')", line: 3, col: 1, reach: 'load' },
      { api: 'luna', name: 'Luna.Unity.LifeCycle.GameEnded', line: 5, col: 18, reach: 'maybe' },
      { api: 'mintegral', name: 'install', line: 6, col: 19, reach: 'load' },
      { api: 'facebook', name: 'FbPlayableAd.onCTAClick', line: 7, col: 14, reach: 'dead' },
    ]);
  });

  it('counts script tags and calls that can run, not calls in dead code, in the table’s order', () => {
    const html = `<!DOCTYPE html><html><head><script src="playable-sdk.js"></script></head><body>
<script>if (false) { FbPlayableAd.onCTAClick(); } ExitApi.exit(); gameReady();</script></body></html>`;
    const ctx = buildContext({
      root: 'Tags',
      htmlPath: 'Tags.html',
      shape: 'single-html',
      files: new Map([['Tags.html', Buffer.from(html)]]),
    });
    expect(contextApis(ctx)).toEqual(['mintegral', 'exitapi', 'tiktok']);
    expect(ctx.apiUses.find((use) => use.api === 'tiktok')).toMatchObject({
      name: '<script src="playable-sdk.js">',
      file: 'Tags.html',
      line: 1,
    });
    expect(orderedApis(['luna', 'nope', 'mraid', 'luna'])).toEqual(['mraid', 'luna']);
  });
});

describe('API calls through aliases', () => {
  it('follows a variable, an assignment, a bracketed global and a destructured method to the API', () => {
    const code = [
      'var J = window.mraid;',
      'function cta(url) { J.open(url); }',
      "const m = window['FbPlayableAd']; m.onCTAClick();",
      'var e; e = self.ExitApi; e.exit();',
      'const { openStoreUrl: store } = dapi; store();',
      'var sdk = window.playableSDK || null; sdk.openAppStore();',
      'var a = mraid, b = a; b.getState();',
    ].join('\n');
    expect(callsIn(code).map(({ name, line }) => `${line}:${name}`)).toEqual([
      '2:mraid.open',
      '3:FbPlayableAd.onCTAClick',
      '4:ExitApi.exit',
      '5:dapi.openStoreUrl',
      '6:playableSDK.openAppStore',
      '7:mraid.getState',
    ]);
  });

  it('follows an alias into inner functions, and not past a parameter or another scope’s name', () => {
    const code = [
      'var J = window.mraid;',
      'function request(J) { J.open("GET", "level.json"); }',
      'function other() { var x = new XMLHttpRequest(); x.open("GET", "a.json"); }',
      'function setup() { var x = window.mraid; return function () { x.open("https://store"); }; }',
      'function ambiguous() { var k = mraid; k = dapi; k.isReady(); }',
    ].join('\n');
    expect(callsIn(code).map(({ name, line }) => `${line}:${name}`)).toEqual(['4:mraid.open']);
  });
});
