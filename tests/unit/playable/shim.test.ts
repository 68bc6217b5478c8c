import { parse as parseJs } from 'acorn';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import {
  AD_APIS,
  apiRequires,
  callRole,
  type CallOwner,
  CONTAINER_EVENTS,
  CONTAINER_TIMING,
  LIFECYCLE_ITEMS,
  LIFECYCLE_TABLE,
} from '@/lib/playable/networks';
import { injectShim, networkScriptMock, SHIM_PATH, shimConfig, shimScript } from '@/lib/playable/shim';

// The shim's source and its injection. Its behaviour in a browser is tested in shim-browser.test.ts.

type Element = DefaultTreeAdapterTypes.Element;

function headOf(html: string): Element {
  const document = parse(html);
  const htmlElement = document.childNodes.find((node): node is Element => 'tagName' in node)!;
  return htmlElement.childNodes.find(
    (node): node is Element => 'tagName' in node && node.tagName === 'head',
  )!;
}

function firstHeadChild(html: string): Element | undefined {
  return headOf(html).childNodes.find((node) => node.nodeName !== '#text') as Element | undefined;
}

const attribute = (element: Element | undefined, name: string) =>
  element?.attrs.find((attr) => attr.name === name)?.value;

describe('shimScript', () => {
  it('is plain ES5 (it runs in old webviews) in one function', () => {
    const source = shimScript();
    expect(() => parseJs(source, { ecmaVersion: 5 })).not.toThrow();
    expect(source.startsWith('(function () {')).toBe(true);
    expect(source).not.toMatch(/document\.cookie/);
    // Its only storage writes are the probe of whether the browser gives the frame storage at all.
    expect(source.match(/\.setItem\('[^']*'/g)).toEqual([".setItem('__playable_probe'"]);
  });

  it('records only calls the table knows, under the API that owns them', () => {
    const source = shimScript();
    const named: [CallOwner, string][] = [
      ...[...source.matchAll(/record\('([a-z]+)', '([^']+)'(?! \+)/g)].map(
        (match) => [match[1] as CallOwner, match[2]] as [CallOwner, string],
      ),
      ...[...source.matchAll(/record\('([a-z]+)', "([^"]+)"(?! \+)/g)].map(
        (match) => [match[1] as CallOwner, match[2]] as [CallOwner, string],
      ),
      ...[...source.matchAll(/mraid(?:Call|Cta)\('([A-Za-z]+)'/g)].map(
        (match) => ['mraid', `mraid.${match[1]}`] as [CallOwner, string],
      ),
    ];
    expect(named.length).toBeGreaterThan(40);
    for (const [owner, name] of named) expect(callRole(owner, name), `${owner} ${name}`).not.toBeNull();
    // Every CTA of the table is mocked somewhere.
    const mocked = new Set(named.map(([, name]) => name));
    for (const api of AD_APIS) {
      for (const call of api.calls.filter((entry) => entry.role === 'cta')) {
        expect(mocked.has(call.name) || source.includes(call.name), call.name).toBe(true);
      }
    }
  });

  it('carries the table, the container timing and the top-level text in four languages', () => {
    const config = shimConfig();
    expect(config.roles.mraid['mraid.open']).toBe('cta');
    expect(config.roles.generic['window.open']).toBe('cta');
    expect(config.scripts).toEqual({
      'mraid.js': 'mraid',
      'dapi.js': 'dapi',
      'exitapi.js': 'exitapi',
      'playable-sdk.js': 'tiktok',
    });
    expect(Object.keys(config.topLevel)).toEqual(['en', 'zh-CN', 'ja', 'ko']);
    expect(new Set(Object.values(config.topLevel)).size).toBe(4);
    expect(shimScript()).not.toContain('</script');
  });
});

describe('networkScriptMock', () => {
  it('answers a network’s own script tags, by file name, and nothing else', () => {
    for (const path of ['mraid.js', 'Game/exitapi.js', 'Game/js/playable-sdk.js?v=2', 'DAPI.JS']) {
      expect(networkScriptMock(path), path).toMatch(/^\/\* [a-z]+: provided by the playable tester/);
    }
    for (const path of ['Game/game.js', 'mraid.json', 'Game/mraid.js.map', ''])
      expect(networkScriptMock(path)).toBeNull();
  });
});

describe('injectShim', () => {
  it.each([
    [
      'a normal page',
      '<!DOCTYPE html>\n<html>\n<head data-x="1">\n<meta charset="utf-8">\n</head><body></body></html>',
    ],
    [
      'CRLF line ends and a BOM',
      '\uFEFF<!DOCTYPE html>\r\n<html>\r\n<head>\r\n<title>t</title>\r\n</head></html>',
    ],
    [
      'a <head> mentioned in a comment first',
      '<!DOCTYPE html><!-- <head> --><html><head><title>t</title></head></html>',
    ],
    ['no <head> tag', '<!DOCTYPE html><html lang="en"><title>t</title><body></body></html>'],
    ['no <html> tag', '<!DOCTYPE html><title>t</title><p>hi'],
    ['no tags at all', 'just text'],
    ['an empty file', ''],
  ])('puts one shim tag first in <head> of %s, adding no line', (_label, html) => {
    const injected = injectShim(html);
    const first = firstHeadChild(injected);
    expect(first?.tagName).toBe('script');
    expect(attribute(first, 'src')).toBe(SHIM_PATH);
    expect(injected.split(SHIM_PATH)).toHaveLength(2);
    const lines = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).length;
    expect(lines(injected)).toBe(lines(html));
  });

  it('says in data-at which columns of which line it shifted: its own line, column and length', () => {
    const html = '<!DOCTYPE html>\r\n<html>\r\n  <head><title>t</title></head><body></body></html>';
    const injected = injectShim(html);
    const tag = /<script src="[^"]+" data-at="([^"]+)"><\/script>/.exec(injected)!;
    const at = html.indexOf('<head>') + '<head>'.length;
    const lineStart = html.lastIndexOf('\n', at) + 1;
    expect(tag[1]).toBe(`3:${at - lineStart}:${tag[0].length}`);
    expect(injected.replace(tag[0], '')).toBe(html);
  });

  it('wraps the tag in a <head> where there is none, and counts the wrapper in the shift', () => {
    const html = '<html lang="en"><title>t</title></html>';
    const injected = injectShim(html, { src: '/shim.js' });
    const inserted = /<head><script src="\/shim\.js" data-at="1:16:(\d+)"><\/script><\/head>/.exec(injected)!;
    expect(Number(inserted[1])).toBe(inserted[0].length);
  });

  it('escapes the src it is given', () => {
    expect(injectShim('<head></head>', { src: '/x"y.js' })).toContain('src="/x&quot;y.js"');
  });
});

describe('the lifecycle table the guide renders', () => {
  it('says which call satisfies each item per API, and nothing where the API has none', () => {
    const byApi = Object.fromEntries(LIFECYCLE_TABLE.map((row) => [row.api, row.items]));
    expect(byApi.mintegral).toMatchObject({
      game_ready: ['gameReady'],
      install: ['install'],
      game_end: ['gameEnd'],
      game_retry: ['gameRetry'],
      game_start: ['gameStart', 'mintGameStart'],
      game_close: ['gameClose', 'mintGameClose'],
    });
    expect(byApi.mraid.install).toEqual(['mraid.open', 'mraid.openStoreURL', 'mraid.openStoreUrl']);
    expect(byApi.mraid.game_ready).toEqual(['mraid.getState', "mraid.addEventListener('ready')"]);
    expect(byApi.vungle.game_end).toEqual(["parent.postMessage('complete')"]);
    for (const row of LIFECYCLE_TABLE) {
      expect(row.items.install.length, row.api).toBeGreaterThan(0);
      for (const item of LIFECYCLE_ITEMS) {
        // An item is not_applicable exactly where the table lists no call for it.
        expect(row.items[item].length > 0, `${row.api} ${item}`).toBe(apiRequires(row.api, item));
      }
    }
  });

  it('gives the containers’ timing the shim runs with', () => {
    expect(CONTAINER_EVENTS.map((step) => [step.event, step.after])).toEqual([
      ['ready', 'load'],
      ['viewableChange', 'ready'],
    ]);
    expect(shimConfig().timing).toBe(CONTAINER_TIMING);
  });
});
