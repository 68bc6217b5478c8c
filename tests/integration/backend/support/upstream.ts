import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A fake upstream API on loopback. Its behaviour can change while a test runs (down, hanging, up), and it
// keeps what a real idempotent upstream keeps: each Idempotency-Key is stored once, a repeat gets the same answer.

/** `delayMs` answers late (a slow upstream); 'hang' never answers. */
export type Reply = { status: number; body?: unknown; delayMs?: number } | 'hang';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  reply: number | 'hang';
  /** Arrival time (Date.now()). */
  at: number;
}

export interface FakeUpstream {
  url: string;
  requests: ReceivedRequest[];
  /** Stored submissions by Idempotency-Key (only those answered 2xx). */
  stored: Map<string, { body: unknown; acceptedCount: number }>;
  behave(behaviour: (request: ReceivedRequest) => Reply): void;
  close(): Promise<void>;
}

/** Answers like a healthy upstream: 201 for a POST, keyed by Idempotency-Key. */
export const healthy = (): Reply => ({ status: 201, body: { ok: true } });

export async function startFakeUpstream(): Promise<FakeUpstream> {
  let behaviour: (request: ReceivedRequest) => Reply = healthy;
  const requests: ReceivedRequest[] = [];
  const stored = new Map<string, { body: unknown; acceptedCount: number }>();
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://upstream');
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        headers: req.headers,
        body: text ? JSON.parse(text) : null,
        reply: 'hang',
        at: Date.now(),
      };
      requests.push(request);
      const reply = behaviour(request);
      if (reply === 'hang') return; // never answers; the client's timeout ends it
      request.reply = reply.status;
      const key = req.headers['idempotency-key'];
      let body = reply.body ?? null;
      if (typeof key === 'string' && reply.status >= 200 && reply.status < 300) {
        const earlier = stored.get(key);
        if (earlier) {
          earlier.acceptedCount++;
          body = { ...(reply.body as object), replayed: true };
        } else {
          stored.set(key, { body: request.body, acceptedCount: 1 });
        }
      }
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stored,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
