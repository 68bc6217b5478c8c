import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ArchiveIndex, readEntry } from './archive';
import { type OriginPattern, parseOriginPattern, playerUrl, uploadIdOfHost } from './origin';
import { SHIM_SOURCE_TAG } from './protocol';
import { answerPlayRequest, archivePath, type PlayerSettings } from './serve';

// The in-process HTTP server of a live run outside the site (`playable:check --live`): it plays the site's
// part with the site's own serving code (lib/playable/serve.ts, as the upload host's route does). The upload
// is served on its own origin, http://<id>.localhost:<port> (Chromium resolves *.localhost to loopback), each
// file inflated from the upload when it is requested; the host page, on http://localhost:<port>, frames it
// like the tester does and hands the shim's events to the browser driver through a function the driver
// exposes (HOST_EVENT_BINDING).

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
 * The host page, laid out at the phone's width (a viewport meta tag, as a mobile browser needs): the player in
 * `<iframe sandbox="allow-scripts allow-same-origin">` (the tester's frame) at the top left, the
 * shim's hello accepted once and only from that frame and the player's origin, its private port kept, every
 * later message read from the port alone (the protocol of lib/playable/protocol.ts, as lib/playable/host.ts
 * speaks it on the review page).
 */
export function hostPage(entryUrl: string, frame: FrameSize): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live run</title>
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
    if (event.origin !== ${JSON.stringify(new URL(entryUrl).origin)}) return;
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
  frame.src = ${JSON.stringify(entryUrl)};
})();
</script>
</body></html>
`;
}

/** Starts the server on a free loopback port. */
export async function startLiveServer(upload: LiveUpload, frame: FrameSize): Promise<LiveServer> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // The site's default player pattern, on this server's port.
  const pattern: OriginPattern = parseOriginPattern(`http://{id}.localhost:${port}`);
  const siteOrigin = `http://localhost:${port}`;
  const entryUrl = playerUrl(pattern, upload.id, upload.htmlPath);
  const settings: PlayerSettings = { frameAncestors: [siteOrigin], hsts: false, testerUrl: `${siteOrigin}/` };
  const lookup = async (path: string) => ({
    htmlPath: upload.htmlPath,
    data: await readEntry(upload.archive, upload.index, path),
  });

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const host = request.headers.host ?? '';
    const url = new URL(request.url ?? '/', siteOrigin);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    if (uploadIdOfHost(host, [pattern]) === upload.id) {
      answerPlayRequest(
        { method: request.method ?? 'GET', path: archivePath(url.pathname), headers },
        lookup,
        settings,
      )
        .then((answer) => response.writeHead(answer.status, answer.headers).end(answer.body))
        .catch((error: unknown) =>
          response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
        );
    } else if (host === `localhost:${port}` && url.pathname === '/' && request.method === 'GET') {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(hostPage(entryUrl, frame));
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  return {
    hostPageUrl: `${siteOrigin}/`,
    playerUrl: entryUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
