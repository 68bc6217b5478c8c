import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zhCN from '@/messages/zh-CN.json';
import { scanHtml } from './html-scan';
import {
  AD_APIS,
  apiOfScript,
  CONTAINER_TIMING,
  DAPI_EVENTS,
  GENERIC_CALLS,
  MRAID_EVENTS,
  WEBVIEW_BASE,
} from './networks';
import { CORE_SOURCE } from './shim-source/core';
import { ERRORS_SOURCE } from './shim-source/errors';
import { MOCKS_SOURCE } from './shim-source/mocks';
import { HELLO_SOURCE, PAGE_SOURCE, TOP_LEVEL_SOURCE } from './shim-source/page';

// The shim: one script the player's entry page loads before any ad code. It
// - mocks every network's API at once (lib/playable/networks.ts: Mintegral, MRAID, DAPI, Meta, Google,
//   Vungle, TikTok/Pangle, Luna, Snapchat, plus window.open and a wrapper's parent.X.onCTAClick as CTAs) and reports
//   each call with whether a trusted gesture came before it;
// - counts trusted gestures, reports the first paint, uncaught errors, unhandled rejections, failed loads
//   and CSP violations (positions mapped back to the playable's own page), and stubs WebRTC;
// - notes, without failing anything, what is not the ad's fault (see shim-source/errors.ts);
// - runs the ad's gameStart()/gameClose() when the host asks;
// - refuses to run the ad as a top-level document;
// - talks to the host over a private MessagePort handed over in its first message (see protocol.ts).
// Written as plain ES5 in strings (shim-source/*) so that no bundler rewrites it and it runs in old
// webviews; it keeps nothing of its own in storage or cookies (it only probes whether the browser gives the
// frame storage, and gives the ad an in-memory one when it does not: shim-source/page.ts).

/** The reserved path on an upload host that answers shimScript(). */
export const SHIM_PATH = '/__playable/shim.js';

function topLevelText(messages: { Review: { shim: { topLevel: string } } }): string {
  return messages.Review.shim.topLevel;
}

/** What the shim reads from the table and the messages, as the JSON it is built with. */
export function shimConfig() {
  const roles: Record<string, Record<string, string>> = {
    generic: Object.fromEntries(GENERIC_CALLS.map((call) => [call.name, call.role])),
  };
  for (const api of AD_APIS)
    roles[api.id] = Object.fromEntries(api.calls.map((call) => [call.name, call.role]));
  const scripts = Object.fromEntries(AD_APIS.flatMap((api) => api.scripts.map((file) => [file, api.id])));
  const scriptHosts = Object.fromEntries(AD_APIS.map((api) => [api.id, api.scriptHosts]));
  return {
    roles,
    scripts,
    scriptHosts,
    webviewBase: WEBVIEW_BASE.source,
    mraidEvents: MRAID_EVENTS,
    dapiEvents: DAPI_EVENTS,
    timing: CONTAINER_TIMING,
    topLevel: {
      en: topLevelText(en),
      'zh-CN': topLevelText(zhCN),
      ja: topLevelText(ja),
      ko: topLevelText(ko),
    },
  };
}

/** The shim's source with its configuration, as one ES5 function. */
export function shimScript(): string {
  const config = JSON.stringify(shimConfig()).replace(/</g, '\\u003c');
  return [
    '(function () {',
    "'use strict';",
    `var CONFIG = ${config};`,
    'var shimTag = document.currentScript;',
    'if (shimTag && shimTag.parentNode) shimTag.parentNode.removeChild(shimTag);',
    TOP_LEVEL_SOURCE,
    CORE_SOURCE,
    ERRORS_SOURCE,
    MOCKS_SOURCE,
    PAGE_SOURCE,
    HELLO_SOURCE,
    '})();',
    '',
  ].join('\n');
}

/**
 * The body for a network's own script that the page requests and the package does not hold (`mraid.js`,
 * `exitapi.js`, `playable-sdk.js`, `dapi.js`): an empty script, since the shim already provides the API
 * (and the globals such a tag brings, when it sees the tag). null for any other path.
 */
export function networkScriptMock(path: string): string | null {
  const api = apiOfScript(path);
  if (!api) return null;
  return `/* ${api}: provided by the playable tester's shim (${SHIM_PATH}) */\n`;
}

export interface InjectOptions {
  /** The URL the tag loads the shim from; SHIM_PATH on an upload host. */
  src?: string;
}

/** Line (1-based) and column (0-based, UTF-16 units) of an offset, with CR, LF and CRLF as line breaks. */
function lineAndColumn(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const char = text.charCodeAt(i);
    if (char === 10 || (char === 13 && text.charCodeAt(i + 1) !== 10)) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, col: offset - lineStart };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Prepares the playable's entry page (decoded, without a byte-order mark) for the live run: one short
 * `<script src=… data-at="L:C:N">` tag where <head> content starts (without a <head> tag, a <head> holding
 * it right after the <html> start tag, else after the doctype, else at the start). The tag holds no line
 * break, so no line of the page moves; `data-at` tells the shim which columns of that line moved, so the
 * positions it reports are the playable's own.
 */
export function injectShim(page: string, options: InjectOptions = {}): string {
  // Browsers drop a byte-order mark before parsing; the page is served with an explicit charset anyway.
  const html = page.replace(/^\uFEFF/, '');
  const scan = scanHtml(html);
  const shimAt = scan.headContentStart ?? scan.headInsertionFallback;
  const wrap = scan.headContentStart === null;
  const src = escapeAttribute(options.src ?? SHIM_PATH);
  // The tag's own length is part of data-at, which the tag holds: settle it in two passes.
  const tagFor = (at: string) =>
    `${wrap ? '<head>' : ''}<script src="${src}" data-at="${at}"></script>${wrap ? '</head>' : ''}`;
  const place = lineAndColumn(html, shimAt);
  const describe = (length: number) => `${place.line}:${place.col}:${length}`;
  let length = tagFor(describe(0)).length;
  while (tagFor(describe(length)).length !== length) length = tagFor(describe(length)).length;
  const result = html.slice(0, shimAt) + tagFor(describe(length)) + html.slice(shimAt);
  return result;
}
