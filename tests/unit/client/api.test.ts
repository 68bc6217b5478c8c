import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsFor, getJson, newIdempotencyKey, postForm, postJson } from '@/lib/client/api';

// The browser's API helper against a real HTTP server: each kind of answer the forms tell apart, what it
// sends, a timeout and a refused connection.

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const routes: Record<string, Handler> = {
  '/ok': (_request, _body, response) => json(response, 201, { outcome: 'review' }),
  '/empty': (_request, _body, response) => response.writeHead(202).end(),
  '/echo': (request, body, response) =>
    json(response, 200, {
      method: request.method,
      contentType: request.headers['content-type'] ?? null,
      accept: request.headers.accept ?? null,
      body,
    }),
  '/invalid': (_request, _body, response) =>
    json(response, 400, { error: 'validation', fields: { email: 'email', 'im.account': 'required', n: 3 } }),
  '/bad-request': (_request, _body, response) => json(response, 400, { error: 'code_invalid' }),
  '/limited-body': (_request, _body, response) =>
    json(response, 429, { error: 'rate_limited', retryAfter: 42.2 }, { 'Retry-After': '7' }),
  '/limited-header': (_request, _body, response) => json(response, 429, {}, { 'Retry-After': '37' }),
  '/limited-bare': (_request, _body, response) => response.writeHead(429).end(),
  '/html-error': (_request, _body, response) =>
    response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
  '/slow': () => undefined,
};

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => routes[request.url ?? '']?.(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('postJson and getJson', () => {
  it('posts JSON and reads a success, with or without a body', async () => {
    expect(await postJson(`${origin}/ok`, { a: 1 })).toEqual({
      kind: 'ok',
      status: 201,
      body: { outcome: 'review' },
    });
    expect(await postJson(`${origin}/empty`, {})).toEqual({ kind: 'ok', status: 202, body: {} });
    const echo = await postJson(`${origin}/echo`, { email: 'a@example.com', locale: 'ko' });
    expect(echo.body).toEqual({
      method: 'POST',
      contentType: 'application/json',
      accept: 'application/json',
      body: '{"email":"a@example.com","locale":"ko"}',
    });
    const form = new FormData();
    form.append('file', new Blob(['<html></html>'], { type: 'text/html' }), 'Game.html');
    const upload = await postForm(`${origin}/echo`, form);
    expect(upload.body).toMatchObject({
      method: 'POST',
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });
    expect(String(upload.body.body)).toContain('filename="Game.html"');
    const get = await getJson(`${origin}/echo`);
    expect(get.body).toMatchObject({ method: 'GET', accept: 'application/json', body: '' });
  });

  it('reads the validation answer into its fields (message keys only)', async () => {
    const answer = await postJson(`${origin}/invalid`, {});
    expect(answer).toMatchObject({ kind: 'invalid', status: 400 });
    expect(answer.kind === 'invalid' && answer.fields).toEqual({ email: 'email', 'im.account': 'required' });
    // Any other 400 is a refusal the caller reads from its error.
    expect(await postJson(`${origin}/bad-request`, {})).toEqual({
      kind: 'refused',
      status: 400,
      body: { error: 'code_invalid' },
    });
  });

  it('says how long to wait after a 429: the body, else Retry-After, else 60 s', async () => {
    expect(await postJson(`${origin}/limited-body`, {})).toMatchObject({
      kind: 'rateLimited',
      retryAfter: 43,
    });
    expect(await postJson(`${origin}/limited-header`, {})).toMatchObject({
      kind: 'rateLimited',
      retryAfter: 37,
    });
    expect(await postJson(`${origin}/limited-bare`, {})).toMatchObject({
      kind: 'rateLimited',
      retryAfter: 60,
    });
  });

  it('reads a server failure without JSON as a refusal with its status', async () => {
    expect(await getJson(`${origin}/html-error`)).toEqual({ kind: 'refused', status: 502, body: {} });
  });

  it('answers "network" when nothing answers: a refused connection, a timeout, an abort', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await getJson(`http://127.0.0.1:${port}/`)).toEqual({ kind: 'network', status: 0, body: {} });

    const started = Date.now();
    expect(await getJson(`${origin}/slow`, { timeoutMs: 200 })).toMatchObject({ kind: 'network' });
    expect(Date.now() - started).toBeLessThan(5_000);

    const controller = new AbortController();
    const pending = postJson(`${origin}/slow`, {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'network' });
  });
});

describe('fieldErrorsFor', () => {
  const fields = ['full_name', 'email', 'im.type', 'im.account', 'interested_in', 'is_cross_border'] as const;

  it('puts each server key on its field, in the form order, first message per field', () => {
    const mapped = fieldErrorsFor(
      {
        is_cross_border: 'crossBorderRequired',
        email: 'email',
        'interested_in.1': 'required',
        im: 'required',
      },
      fields,
    );
    expect([...mapped!]).toEqual([
      ['email', 'email'],
      ['im.type', 'required'],
      ['interested_in', 'required'],
      ['is_cross_border', 'crossBorderRequired'],
    ]);
  });

  it('gives up when a key names nothing the visitor can change', () => {
    expect(fieldErrorsFor({ email: 'email', idempotencyKey: 'required' }, fields)).toBeNull();
    expect(fieldErrorsFor({ _: 'required' }, fields)).toBeNull();
    expect(fieldErrorsFor({}, fields)).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('makes a fresh v4 UUID each time, also without crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(V4);
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
