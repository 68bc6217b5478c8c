import { createHash } from 'node:crypto';
import { POINTER_CSP, pointerPage } from './pointer';
import { injectShim, networkScriptMock, SHIM_PATH, shimScript } from './shim';
import { extensionOf } from './text';

// Serving an uploaded playable on its own origin (docs/ARCHITECTURE.md, The playable tester):
// `<id>.<player domain>` serves only that upload's files, from the stored package, never from a filesystem
// path built from a name. The origin holds nothing of the site, so the page may run as ad webviews run it
// (eval, inline code, data: and blob:, its own storage) while the CSP keeps it off every other host and lets
// only the site frame it. A top-level visit to a document of the upload gets a page pointing to the tester
// instead of the ad.

export {
  hostCommand,
  isShimEvent,
  SHIM_SOURCE_TAG,
  type GestureKind,
  type HostCommand,
  type HostCommandName,
  type ShimCallEvent,
  type ShimCspEvent,
  type ShimErrorEvent,
  type ShimEvent,
  type ShimGestureEvent,
  type ShimHelloEvent,
  type ShimMissingEvent,
} from './protocol';

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  gltf: 'model/gltf+json',
  glb: 'model/gltf-binary',
  txt: 'text/plain; charset=utf-8',
  atlas: 'text/plain; charset=utf-8',
  fnt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  plist: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  ogv: 'video/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
};

// Types a browser renders as a document with scripts when opened directly: HTML, and also SVG and XML.
const DOCUMENT_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'svg', 'xml', 'plist']);

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extensionOf(path)] ?? 'application/octet-stream';
}

export function isDocumentPath(path: string): boolean {
  return DOCUMENT_EXTENSIONS.has(extensionOf(path));
}

/** What the upload host needs to know about the deployment, from lib/review/player.ts. */
export interface PlayerSettings {
  /** The site's origins, the only pages that may frame the player (`frame-ancestors`). */
  frameAncestors: readonly string[];
  /** Send HSTS (an https player origin). */
  hsts: boolean;
  /** The tester page the pointer page links to. */
  testerUrl: string;
}

/**
 * The player's CSP: what ad webviews allow ('unsafe-eval', 'unsafe-inline', data:, blob:) on the upload's own
 * origin ('self'), and no other host, fetches included, so a request elsewhere is a violation the shim
 * reports. Sent on every file, not only pages: a worker takes its CSP from its own script's answer.
 * Documents also get the same sandbox as the tester's frame (no popups, forms or top navigation).
 */
export function playerCsp(frameAncestors: readonly string[], document: boolean): string {
  const own = "'self' data: blob:";
  return [
    `default-src ${own} 'unsafe-inline' 'unsafe-eval'`,
    `script-src ${own} 'unsafe-inline' 'unsafe-eval'`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own}`,
    `media-src ${own}`,
    `font-src ${own}`,
    `connect-src ${own}`,
    `worker-src ${own}`,
    `frame-src ${own}`,
    "manifest-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
    ...(document ? ['sandbox allow-scripts allow-same-origin'] : []),
  ].join('; ');
}

/** Headers of every answer of an upload host. */
function baseHeaders(settings: PlayerSettings): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(settings.hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** Headers for a file of a playable: its type, the player CSP, and no sniffing, caching or indexing. */
export function playResponseHeaders(path: string, settings: PlayerSettings): Record<string, string> {
  const document = isDocumentPath(path);
  const headers: Record<string, string> = {
    ...baseHeaders(settings),
    'Content-Type': contentTypeFor(path),
    'Content-Security-Policy': playerCsp(settings.frameAncestors, document),
  };
  // The same URL answers a frame with the file and a top-level visit with the pointer page.
  if (document) headers.Vary = 'Sec-Fetch-Dest';
  if (!(extensionOf(path) in CONTENT_TYPES)) headers['Content-Disposition'] = 'attachment';
  return headers;
}

export interface PlayResponse {
  status: 200 | 304 | 403 | 404 | 405;
  headers: Record<string, string>;
  body: Buffer;
}

function textResponse(status: PlayResponse['status'], text: string, settings: PlayerSettings): PlayResponse {
  return {
    status,
    headers: {
      ...baseHeaders(settings),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
    body: Buffer.from(text),
  };
}

export function notFoundResponse(settings: PlayerSettings): PlayResponse {
  return textResponse(404, 'Not found', settings);
}

/**
 * A top-level visit, decided by Sec-Fetch-Dest: `document`, or no such header at all (fail closed: a client
 * that does not say how it will use the answer is treated as one that shows it). `iframe`, `image`,
 * `empty` (fetch) and the rest get the file.
 */
export function isTopLevelVisit(headers: Headers): boolean {
  const dest = headers.get('sec-fetch-dest')?.trim().toLowerCase();
  return !dest || dest === 'document';
}

export interface PlayRequest {
  method: string;
  /** The archive path asked for (the URL path without its leading slash, decoded), or null if undecodable. */
  path: string | null;
  headers: Headers;
}

/**
 * A file of the upload by archive path: null when the upload is unknown, `data` null when it lacks that file.
 * `immutable`: the bytes under this id never change (the studio's demos, whose id is a digest of their
 * files), so the answer may be cached for good and revalidated by its ETag.
 */
export type PlayLookup = (
  path: string,
) => Promise<{ htmlPath: string; data: Buffer | null; immutable?: boolean } | null>;

/** How long a browser or CDN may keep a file of an immutable playable: a year, the longest HTTP allows. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A strong ETag of an answer's bytes. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(new Uint8Array(body)).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (or `*`), as RFC 9110 §13.1.2 compares them (weakly). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** The answer made cacheable for good: Cache-Control, ETag, and 304 without a body when the client has it. */
function cachedForGood(answer: PlayResponse, request: PlayRequest): PlayResponse {
  const etag = etagOf(answer.body);
  const headers = { ...answer.headers, 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: etag };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    return { status: 304, headers, body: Buffer.alloc(0) };
  }
  return { ...answer, headers };
}

/**
 * The answer of an upload host. GET and HEAD only (405 with `Allow` otherwise); a service worker's script is
 * refused (403: it would outlive the test and intercept the origin); the shim and network script mocks at
 * their paths; HTML, SVG and XML to a top-level visit → the pointer page; the entry page with the shim
 * injected; any other path → 404.
 */
export async function answerPlayRequest(
  request: PlayRequest,
  lookup: PlayLookup,
  settings: PlayerSettings,
): Promise<PlayResponse> {
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    const refused = textResponse(405, 'Method not allowed', settings);
    return { ...refused, headers: { ...refused.headers, Allow: 'GET, HEAD' } };
  }
  if (request.headers.has('service-worker')) {
    return textResponse(403, 'Service workers are not allowed on the player', settings);
  }
  const { path } = request;
  if (path === null || path === '') return notFoundResponse(settings);
  if (`/${path}` === SHIM_PATH) {
    return {
      status: 200,
      headers: playResponseHeaders('shim.js', settings),
      body: Buffer.from(shimScript()),
    };
  }
  const stored = await lookup(path);
  if (!stored) return notFoundResponse(settings);
  if (!stored.data) {
    const mock = networkScriptMock(path);
    if (mock === null) return notFoundResponse(settings);
    return { status: 200, headers: playResponseHeaders('mock.js', settings), body: Buffer.from(mock) };
  }
  if (isDocumentPath(path) && isTopLevelVisit(request.headers)) {
    return {
      status: 403,
      headers: {
        ...baseHeaders(settings),
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': POINTER_CSP,
        Vary: 'Sec-Fetch-Dest, Accept-Language',
      },
      body: Buffer.from(pointerPage(settings.testerUrl, request.headers.get('accept-language'))),
    };
  }
  const body =
    path === stored.htmlPath ? Buffer.from(injectShim(stored.data.toString('utf8')), 'utf8') : stored.data;
  const answer: PlayResponse = { status: 200, headers: playResponseHeaders(path, settings), body };
  if (extensionOf(path) === 'json') runnableJson(answer, request.headers);
  return stored.immutable ? cachedForGood(answer, request) : answer;
}

/**
 * A .json file a script element loads (JSONP: `json_data = {…}`) is answered as the script it is: behind
 * nosniff, Chromium refuses to run application/json, where a network's CDN serving it without nosniff runs
 * it; fetch() and XMLHttpRequest still get JSON.
 */
function runnableJson(answer: PlayResponse, headers: Headers): void {
  answer.headers.Vary = 'Sec-Fetch-Dest';
  if (headers.get('sec-fetch-dest') === 'script')
    answer.headers['Content-Type'] = 'text/javascript; charset=utf-8';
}

/** The archive path of a request path (`/Game/img/a%20b.png` → `Game/img/a b.png`); null if undecodable. */
export function archivePath(pathname: string): string | null {
  try {
    return pathname.replace(/^\//, '').split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}
