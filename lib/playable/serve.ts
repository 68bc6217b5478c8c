import { injectShim, LEGACY_SHIM_PATH, networkScriptMock } from './shim';
import { extensionOf } from './text';

// Serving an uploaded playable for the live run, at /review/play/<id>/<path inside the archive>. Files come
// from the stored map, never from a filesystem path built from a name. Pages run under a sandbox CSP with
// an opaque origin, so ad code can reach neither the site's cookies, DOM and APIs nor the network.

export {
  hostCommand,
  isShimEvent,
  playUrl,
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

export const PLAY_CSP =
  "sandbox allow-scripts; default-src 'self' data: blob: 'unsafe-inline'; connect-src 'none'";

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

// Types a browser renders as a document with scripts when opened directly: HTML, and also SVG and XML,
// which would otherwise run an uploaded script in the site's own origin.
const DOCUMENT_EXTENSIONS = new Set(['html', 'htm', 'svg', 'xml', 'plist']);

const SCRIPT_EXTENSIONS = new Set(['js', 'mjs']);

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extensionOf(path)] ?? 'application/octet-stream';
}

/** Headers for a file of a playable: its type, the sandbox CSP on documents, and no sniffing or caching. */
export function playResponseHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(path),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
  if (DOCUMENT_EXTENSIONS.has(extensionOf(path))) headers['Content-Security-Policy'] = PLAY_CSP;
  // The sandboxed page (origin "null") loads its scripts in CORS mode, see injectShim.
  if (SCRIPT_EXTENSIONS.has(extensionOf(path))) headers['Access-Control-Allow-Origin'] = '*';
  if (!(extensionOf(path) in CONTENT_TYPES)) headers['Content-Disposition'] = 'attachment';
  return headers;
}

export interface PlayResponse {
  status: 200 | 404;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The response for `requestPath` (the decoded path after /review/play/<id>/). The playable's page gets the
 * shim injected; other files are served as stored; anything else is 404.
 */
export function buildPlayResponse(
  files: Map<string, Buffer>,
  htmlPath: string,
  requestPath: string,
): PlayResponse {
  const data = files.get(requestPath);
  const mock = data ? null : networkScriptMock(requestPath);
  if (mock !== null)
    return { status: 200, headers: playResponseHeaders('network.js'), body: Buffer.from(mock) };
  if (!data) {
    return {
      status: 404,
      headers: { ...playResponseHeaders('missing.txt'), 'Content-Type': 'text/plain; charset=utf-8' },
      body: Buffer.from('Not found'),
    };
  }
  // This player's pages have an opaque origin: the shim comes from the site, scripts load with CORS.
  const body =
    requestPath === htmlPath
      ? Buffer.from(injectShim(data.toString('utf8'), { src: LEGACY_SHIM_PATH, corsScripts: true }), 'utf8')
      : data;
  return { status: 200, headers: playResponseHeaders(requestPath), body };
}
