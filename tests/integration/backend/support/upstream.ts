import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A fake upstream API on loopback. Its behaviour can change while a test runs (down, hanging, up), and it
// keeps what a real idempotent upstream keeps (docs/upstream.openapi.yaml, "Idempotency"): each
// Idempotency-Key is stored once, and a repeat gets the first answer again — or, with
// `answerReplaysWithConflict(true)`, 409 {"error": "idempotency_key_replayed"}, the other form the contract allows.

/** `delayMs` answers late (a slow upstream); 'hang' never answers. */
export type Reply = { status: number; body?: unknown; delayMs?: number } | 'hang';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  reply: number | 'hang';
  /** The JSON body answered (after replay handling). */
  replyBody?: unknown;
  /** Arrival time (Date.now()). */
  at: number;
}

export interface FakeUpstream {
  url: string;
  requests: ReceivedRequest[];
  /** Stored submissions by Idempotency-Key (only those answered 2xx). */
  stored: Map<string, { body: unknown; acceptedCount: number }>;
  behave(behaviour: (request: ReceivedRequest) => Reply): void;
  answerReplaysWithConflict(conflict: boolean): void;
  close(): Promise<void>;
}

/** Answers like a healthy upstream: 201 for a POST, keyed by Idempotency-Key. */
export const healthy = (): Reply => ({ status: 201, body: { ok: true } });

/**
 * Answers every path as docs/upstream.openapi.yaml documents it, with the state a real upstream would keep
 * (subscribed addresses). `taken@example.com` is registered and `taken_name` taken.
 */
export function documentedUpstream(): (request: ReceivedRequest) => Reply {
  const subscribed = new Set<string>();
  return (request) => {
    const url = new URL(request.path, 'http://upstream');
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (`${request.method} ${url.pathname}`) {
      case 'POST /contact':
        return { status: 201, body: { id: randomUUID() } };
      case 'POST /newsletter': {
        const email = String(body.email).toLowerCase();
        if (subscribed.has(email)) return { status: 409, body: { error: 'already_subscribed' } };
        subscribed.add(email);
        return { status: 201, body: { status: 'subscribed' } };
      }
      case 'POST /register':
        if (body.username === 'taken_name') return { status: 409, body: { error: 'username_taken' } };
        return {
          status: 201,
          body: {
            outcome: 'activated',
            daysValid: 7,
            expiredDate: '2026-12-01T00:00:00.000Z',
            loginUrl: 'https://app.adforge-ads.com/login',
          },
        };
      case 'POST /register/code':
        return { status: 202, body: { status: 'sent' } };
      case 'GET /register/email':
        return { status: 200, body: { registered: url.searchParams.get('email') === 'taken@example.com' } };
      case 'GET /register/username':
        return { status: 200, body: { available: url.searchParams.get('username') !== 'taken_name' } };
      case 'GET /getIp':
        return { status: 200, body: { ip: '203.0.113.7' } };
      case 'GET /getUserArea/ip_info':
        return { status: 200, body: { data: { cc: 'SG' } } };
      default:
        return { status: 404, body: { error: 'not_found' } };
    }
  };
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  let behaviour: (request: ReceivedRequest) => Reply = healthy;
  let replayConflict = false;
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
      let status = reply.status;
      if (typeof key === 'string' && reply.status >= 200 && reply.status < 300) {
        const earlier = stored.get(key);
        if (earlier) {
          earlier.acceptedCount++;
          body = replayConflict
            ? { error: 'idempotency_key_replayed' }
            : { ...(reply.body as object), replayed: true };
          if (replayConflict) status = 409;
          request.reply = status;
        } else {
          stored.set(key, { body: request.body, acceptedCount: 1 });
        }
      }
      request.replyBody = body;
      const send = () => {
        res.writeHead(status, { 'content-type': 'application/json' });
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
    answerReplaysWithConflict(conflict) {
      replayConflict = conflict;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
