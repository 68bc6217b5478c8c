import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ArchiveIndex, readEntry } from './archive';
import { playUrl, SHIM_SOURCE_TAG } from './protocol';
import { buildPlayResponse } from './serve';

// The in-process HTTP server of a live run outside the site (`playable:check --live`): it plays the site's
// part with the site's own serving code. The upload is served on its own origin, http://<id>.localhost:<port>
// (Chromium resolves *.localhost to loopback), each file inflated from the upload when it is requested; the
// host page, on http://localhost:<port>, frames it like the tester does and hands the shim's events to the
// browser driver through a function the driver exposes (HOST_EVENT_BINDING).

export interface LiveUpload {
  id: string;
  /** The upload as received and the index of its files. */
  archive: Buffer;
  index: ArchiveIndex;
  /** The page the player opens, as a path inside the package. */
  htmlPath: string;
}

export interface FrameSize {
  width: number;
  height: number;
}

export interface LiveServer {
  /** The page that frames the player (the site's role). */
  hostPageUrl: string;
  /** The entry page on the upload's own origin. */
  playerUrl: string;
  close(): Promise<void>;
}

/** The function the host page calls with each message of the shim (exposed by the browser driver). */
export const HOST_EVENT_BINDING = '__playableLiveEvent';
/** The function the driver calls in the host page with a command for the shim (protocol.ts hostCommand). */
export const HOST_COMMAND_FUNCTION = '__playableLiveCommand';

/**
 * The host page: the player in `<iframe sandbox="allow-scripts allow-same-origin">` (the tester's frame), the
 * shim's hello accepted once and only from that frame, its private port kept, every later message read from
 * the port alone (the protocol of lib/playable/protocol.ts).
 */
export function hostPage(playerUrl: string, frame: FrameSize): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Live run</title>
<style>html,body{margin:0;background:#000}iframe{display:block;border:0;width:${frame.width}px;height:${frame.height}px}</style>
</head><body>
<iframe id="player" title="playable" sandbox="allow-scripts allow-same-origin" referrerpolicy="no-referrer"></iframe>
<script>
(function () {
  var frame = document.getElementById('player');
  var port = null;
  var awaitingHello = true;
  window.addEventListener('message', function (event) {
    if (!awaitingHello || event.source !== frame.contentWindow || event.ports.length !== 1) return;
    var data = event.data;
    if (!data || data.source !== ${JSON.stringify(SHIM_SOURCE_TAG)} || data.type !== 'hello') return;
    awaitingHello = false;
    port = event.ports[0];
    port.onmessage = function (message) { window.${HOST_EVENT_BINDING}(message.data); };
    window.${HOST_EVENT_BINDING}(data);
  });
  window.${HOST_COMMAND_FUNCTION} = function (command) {
    if (port) port.postMessage(command);
  };
  frame.src = ${JSON.stringify(playerUrl)};
})();
</script>
</body></html>
`;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * An id for a live run's upload: 128 random bits in lowercase base32 (RFC 4648 alphabet), the form upload
 * ids take in host names (DNS- and TLS-safe, and unchanged by a browser lower-casing the host).
 */
export function newLocalUploadId(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) id += BASE32[(value << (5 - bits)) & 31];
  return id;
}

/** The path inside the package a player request names, or null (decoded once, like the site's route). */
export function packagePathOf(requestPath: string, id: string): string | null {
  const prefix = playUrl(id, '');
  if (!requestPath.startsWith(prefix)) return null;
  try {
    return requestPath
      .slice(prefix.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return null;
  }
}

async function answerPlayer(upload: LiveUpload, url: URL, response: http.ServerResponse): Promise<void> {
  const path = packagePathOf(url.pathname, upload.id);
  const data = path === null ? null : await readEntry(upload.archive, upload.index, path);
  const files = new Map<string, Buffer>(path !== null && data ? [[path, data]] : []);
  const answer = buildPlayResponse(files, upload.htmlPath, path ?? '');
  response.writeHead(answer.status, answer.headers).end(answer.body);
}

/** Starts the server on a free loopback port. */
export async function startLiveServer(upload: LiveUpload, frame: FrameSize): Promise<LiveServer> {
  let port = 0;
  const playerHost = () => `${upload.id}.localhost:${port}`;
  const siteHost = () => `localhost:${port}`;
  const playerUrl = () => `http://${playerHost()}${playUrl(upload.id, upload.htmlPath)}`;

  const server = http.createServer((request, response) => {
    const host = (request.headers.host ?? '').toLowerCase();
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    } else if (host === playerHost()) {
      answerPlayer(upload, url, response).catch((error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      });
    } else if (host === siteHost() && url.pathname === '/') {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(hostPage(playerUrl(), frame));
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    hostPageUrl: `http://${siteHost()}/`,
    playerUrl: playerUrl(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
