// @ts-check
// `npm start`: the production server. Next's own request handler (the one `next start` uses) behind a thin
// guard (server/guard.mjs) that answers malformed requests the framework would answer with a 5xx, a memory of
// the prerendered answers Next has given (server/page-cache.mjs), and the one place that handles
// SIGTERM/SIGINT (lib/lifecycle.mjs). Plain Node, no build step of its own.
//
//   node server/index.mjs [-p PORT] [-H HOSTNAME]     (PORT also from the environment; default 3000)
//
// `-H localhost` rather than 127.0.0.1: next-intl's rewrite loops on the latter. Without -H the
// server listens on every interface, as `next start` does.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCALE_COOKIE } from '../lib/i18n/locale-cookie.mjs';
import { runShutdownHooks } from '../lib/lifecycle.mjs';
import {
  parseOriginPattern,
  playableOriginSources,
  uploadHostLabel,
} from '../lib/playable/origin-pattern.mjs';
import { applyCachePolicy } from './cache-control.mjs';
import { answer, createGuard } from './guard.mjs';
import { pageMethods, parseAllow, routeHandlerPaths, SITE_METHODS } from './methods.mjs';
import { createPageCache } from './page-cache.mjs';

process.env.NODE_ENV = 'production';
const dir = fileURLToPath(new URL('..', import.meta.url));

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `Invalid port "${args.port ?? process.env.PORT}": give a number from 0 to 65535 (-p or PORT).`,
  );
  process.exit(2);
}
const hostname = args.hostname;
// The application reads PORT too (the default player origin is http://{id}.localhost:<PORT>).
process.env.PORT = String(port);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 20_000) || 20_000;
const pageCacheMb = Number(process.env.PAGE_CACHE_MB ?? 24);
if (!Number.isFinite(pageCacheMb) || pageCacheMb < 0) {
  console.error(
    `Invalid PAGE_CACHE_MB "${process.env.PAGE_CACHE_MB}": give a number of megabytes, 0 for none.`,
  );
  process.exit(2);
}

/** @param {string} file */
function readBuildFile(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, '.next', file), 'utf8'));
  } catch {
    console.error(`No production build in ${path.join(dir, '.next')}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** Whether the build has Server Actions (which are posted to pages). */
function hasServerActions() {
  const manifest = readBuildFile('server/server-reference-manifest.json');
  return Object.keys(manifest.node ?? {}).length + Object.keys(manifest.edge ?? {}).length > 0;
}

const routePaths = routeHandlerPaths(readBuildFile('app-path-routes-manifest.json'));
const pageAllow = pageMethods(hasServerActions());

// Next runs on the config the build resolved (what Next's own standalone server does, through this variable)
// instead of compiling next.config.ts at every start: that compile loaded SWC's native module, which then
// stayed resident, about 50 MB of an idle server's RSS. Headers and redirects are in the build's manifests,
// and Next still reads the .env files. Should a Next release drop the variable, it reads next.config.ts again.
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
  readBuildFile('required-server-files.json').config,
);

const { default: next } = await import('next');
// Next attaches its WebSocket upgrade handler (development's hot reload; production serves no WebSocket) to
// the server it is given, or else to ours on the first request. It gets one that never listens, so an upgrade
// request stays an ordinary request and goes through the guard (Next's own handler left such a socket open).
const app = next({
  dev: false,
  dir,
  hostname: hostname ?? 'localhost',
  port,
  httpServer: http.createServer(),
});
await app.prepare();
const handleWithNext = app.getRequestHandler();

/** @type {http.Server} */
let server;

/**
 * Asks a route handler its methods: Next answers OPTIONS on a route handler with 204 and `Allow`.
 * @param {string} _pattern
 * @param {string} samplePath
 * @returns {Promise<string[] | null>}
 */
function askAllow(_pattern, samplePath) {
  const address = server.address();
  if (!address || typeof address === 'string') return Promise.resolve(null);
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host,
        port: address.port,
        method: 'OPTIONS',
        path: samplePath,
        headers: { host: `localhost:${address.port}` },
        timeout: 5_000,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode === 204 ? parseAllow(response.headers.allow) : null);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.end();
  });
}

// Upload hosts (PLAYABLE_ORIGIN, PLAYABLE_ORIGIN_CN) serve an uploaded playable's files and nothing else.
const originSources = playableOriginSources(process.env);
const playerPatterns = [
  parseOriginPattern(originSources.com, 'PLAYABLE_ORIGIN'),
  parseOriginPattern(originSources.cn, 'PLAYABLE_ORIGIN_CN'),
];
const isUploadHost = (/** @type {string} */ host) => uploadHostLabel(host, playerPatterns) !== null;

const guard = createGuard({ routePaths, pageAllow, askAllow, isUploadHost });
// proxy.ts reads one cookie, the stored locale, when it marks an answer `Vary: Cookie`.
const pageCache = createPageCache({ maxBytes: pageCacheMb * 2 ** 20, varyCookies: [LOCALE_COOKIE] });

server = http.createServer(async (req, res) => {
  try {
    if (await guard.handle(req, res)) return;
    if (pageCache.serve(req, res)) return;
    pageCache.record(req, res);
    applyCachePolicy(res);
    await handleWithNext(req, res);
  } catch (error) {
    console.error('[server] request failed:', error);
    if (!res.headersSent) answer(req, res, 500, { error: 'internal' });
    else res.destroy();
  }
});

// A method the HTTP parser does not know (TRACK, FOO) never becomes a request: answer it 405 with the
// target's Allow, as for TRACE. Other parse errors keep Node's answers.
server.on('clientError', (error, socket) => {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  if (code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    code === 'HPE_INVALID_METHOD'
      ? 405
      : code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
  const raw = /** @type {{ rawPacket?: Buffer }} */ (error).rawPacket?.toString('latin1') ?? '';
  const target = /^\S+ (\S+) HTTP\/1\.[01]\r?\n/.exec(raw)?.[1];
  const allow = status === 405 && target ? guard.allowForTarget(target) : Promise.resolve(SITE_METHODS);
  void allow.then((methods) => {
    if (!socket.writable) return;
    const allowLine = status === 405 ? `Allow: ${methods.join(', ')}\r\n` : '';
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${allowLine}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
});

// CONNECT (a tunnel through a proxy) is not something this server does.
server.on('connect', (_req, socket) => {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SITE_METHODS.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
});

server.on('error', (error) => {
  console.error('[server] could not listen:', error.message);
  process.exit(1);
});

server.listen(port, hostname, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  console.log(`> Ready on http://${hostname ?? 'localhost'}:${shown}`);
});

// SIGTERM/SIGINT: stop accepting connections, let requests in flight and the registered hooks (outbox drain,
// ...) finish within SHUTDOWN_GRACE_MS, then exit. A repeated signal is ignored (a shell sends SIGINT to the
// whole process group and npm forwards it again), as `next start` does; kill -9 still ends the process.
let stopping = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`> ${signal}: draining (up to ${graceMs} ms)`);
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  const hooks = runShutdownHooks({ graceMs, signal }).then((outcomes) => {
    for (const outcome of outcomes.filter((o) => !o.ok)) {
      console.error(`[server] shutdown hook "${outcome.name}" did not finish: ${outcome.error}`);
    }
  });
  const deadline = new Promise((resolve) => setTimeout(resolve, graceMs + 1_000).unref());
  void Promise.race([Promise.all([closed, hooks]).then(() => app.close()), deadline])
    .catch((error) => console.error('[server] shutdown:', error))
    .finally(() => {
      server.closeAllConnections();
      process.exit(0);
    });
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
