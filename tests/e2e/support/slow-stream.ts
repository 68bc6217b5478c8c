import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORT } from './server-env';

// A front of the server under test that sends each HTML document slowly, a few hundred bytes at a time: the browser parses and paints the page piece by piece, so what it painted of
// a half-parsed page can be compared with the whole. Everything else (scripts, styles, images, the API)
// passes as it is.

export interface SlowStream {
  /** The origin to load pages from: `http://localhost:<port>`. */
  origin: string;
  close(): Promise<void>;
}

const UPSTREAM = `http://localhost:${E2E_PORT}`;
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

/**
 * Where a piece of the document that starts at `start` ends: before the last tag that begins by `limit`, so
 * the browser parses whole tags and texts and stops between two of them, as it does when it yields on a busy
 * machine (a text cut in two would grow in place, which no size can hold).
 */
function pieceEnd(body: Buffer, start: number, limit: number, end: number): number {
  if (limit >= end) return end;
  const tag = body.lastIndexOf('<', limit);
  return tag > start ? tag : limit;
}

/**
 * Starts the front: `chunkBytes` of the document every `gapMs` up to its end of visible content (its first
 * React payload script), the rest at once.
 */
export async function startSlowStream({ chunkBytes = 384, gapMs = 40 } = {}): Promise<SlowStream> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${UPSTREAM}${request.url}`, {
        method: request.method,
        headers: {
          ...(request.headers as Record<string, string>),
          host: `localhost:${E2E_PORT}`,
          'accept-encoding': 'identity',
        },
        redirect: 'manual',
      });
      response.writeHead(
        upstream.status,
        Object.fromEntries([...upstream.headers].filter(([name]) => !HOP_HEADERS.has(name))),
      );
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!upstream.headers.get('content-type')?.startsWith('text/html')) {
        response.end(body);
        return;
      }
      const payload = body.indexOf('<script>self.__next_f');
      const visibleEnd = payload < 0 ? body.length : payload;
      for (let at = 0; at < visibleEnd;) {
        const end = pieceEnd(body, at, Math.min(at + chunkBytes, visibleEnd), visibleEnd);
        response.write(body.subarray(at, end));
        at = end;
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
      response.end(body.subarray(visibleEnd));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
