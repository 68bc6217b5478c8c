import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieValues, createPageCache, etagMatches } from '@/server/page-cache.mjs';

// server/page-cache.mjs on a real HTTP server. The handler behind it stands in for Next: it answers the way
// Next answers a prerendered page (x-nextjs-prerender, Vary, ETag, a body written in pieces, gzip on demand)
// and counts how often it was asked, so a test sees which requests reached it.

type Reply = {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
};
type Got = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const PRERENDERED = { 'x-nextjs-prerender': '1', 'content-type': 'text/html; charset=utf-8' };
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server with the cache in front of `reply`; `calls` counts the requests that reached the handler. */
async function serve(reply: (req: http.IncomingMessage) => Reply, options: { maxBytes?: number } = {}) {
  let clock = 0;
  const cache = createPageCache({
    maxBytes: options.maxBytes ?? 2 ** 20,
    maxAgeMs: 1_000,
    varyCookies: ['NEXT_LOCALE'],
    now: () => clock,
  });
  const state = { calls: 0 };
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    state.calls += 1;
    const { status = 200, headers = {}, body = '' } = reply(req);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = status;
    if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
      res.setHeader('content-encoding', 'gzip');
      res.end(zlib.gzipSync(body));
      return;
    }
    // In pieces, a string with its encoding among them, as a streamed render writes.
    const half = Math.floor(body.length / 2);
    res.write(Buffer.from(body.slice(0, half)));
    res.end(body.slice(half), 'utf8');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Got>((resolve, reject) => {
      const req = http.request({ host: 'localhost', port, path, method, headers }, (res) => {
        const chunks: Uint8Array[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(new Uint8Array(chunk)));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  return { get, state, cache, advance: (ms: number) => (clock += ms) };
}

const hit = (got: Got) => String(got.headers['server-timing'] ?? '').includes('cache;desc=hit');

describe('the page cache', () => {
  it('replays a prerendered answer byte for byte, with the same headers', async () => {
    const { get, state } = await serve(() => ({
      headers: {
        ...PRERENDERED,
        etag: '"v1"',
        vary: 'rsc, Accept-Encoding',
        'server-timing': 'proxy;dur=1.5',
      },
      body: '<!doctype html><p>日本語のページ</p>',
    }));
    const first = await get('/page');
    const second = await get('/page');
    expect(state.calls).toBe(1);
    expect([hit(first), hit(second)]).toEqual([false, true]);
    expect(second.body.toString()).toBe('<!doctype html><p>日本語のページ</p>');
    expect(Buffer.compare(new Uint8Array(second.body), new Uint8Array(first.body))).toBe(0);
    const same = (got: Got) => {
      const {
        date,
        connection,
        'keep-alive': _k,
        'transfer-encoding': _t,
        'content-length': _l,
        ...rest
      } = got.headers;
      return { ...rest, 'server-timing': undefined };
    };
    expect(same(second)).toEqual(same(first));
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers['server-timing']).toBe('proxy;dur=1.5, cache;desc=hit');
  });

  it('keys an answer by host, URL and every header its Vary names', async () => {
    const { get, state } = await serve((req) => ({
      headers: { ...PRERENDERED, vary: 'rsc, Accept-Encoding' },
      body: `${req.headers.host} ${req.url} rsc=${req.headers.rsc ?? ''}`,
    }));
    await get('/a');
    await get('/a?x=1');
    await get('/a', { host: 'www.example.cn' });
    await get('/a', { rsc: '1' });
    const gzipped = await get('/a', { 'accept-encoding': 'gzip' });
    expect(state.calls).toBe(5);
    expect((await get('/a', { rsc: '1' })).body.toString()).toMatch(/\/a rsc=1$/);
    expect((await get('/a?x=1')).body.toString()).toMatch(/\/a\?x=1 rsc=$/);
    expect((await get('/a', { host: 'www.example.cn' })).body.toString()).toMatch(/^www\.example\.cn /);
    const gzippedAgain = await get('/a', { 'accept-encoding': 'gzip' });
    expect(gzippedAgain.headers['content-encoding']).toBe('gzip');
    const gunzip = (got: Got) => zlib.gunzipSync(new Uint8Array(got.body)).toString();
    expect(gunzip(gzippedAgain)).toBe(gunzip(gzipped));
    expect(state.calls).toBe(5);
  });

  it('keys an answer that varies on Cookie by the named cookies only', async () => {
    const { get, state } = await serve((req) => ({
      headers: { ...PRERENDERED, vary: 'Cookie' },
      body: `locale ${/NEXT_LOCALE=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'none'}`,
    }));
    await get('/p', { cookie: '_ga=GA1.1.1; NEXT_LOCALE=en' });
    expect((await get('/p', { cookie: 'NEXT_LOCALE=en; consent=1' })).body.toString()).toBe('locale en');
    expect(state.calls).toBe(1);
    expect((await get('/p', { cookie: 'NEXT_LOCALE=ja' })).body.toString()).toBe('locale ja');
    expect((await get('/p')).body.toString()).toBe('locale none');
    expect((await get('/p', { cookie: 'NEXT_LOCALE=en; NEXT_LOCALE=ja' })).body.toString()).toBe('locale en');
    expect(state.calls).toBe(4);
  });

  it('keeps only prerendered 200 answers without Set-Cookie or Vary: *', async () => {
    const replies: Record<string, Reply> = {
      '/rendered': { headers: { 'content-type': 'text/html' }, body: 'per request' },
      '/missing': { status: 404, headers: PRERENDERED, body: 'not found' },
      '/cookie': { headers: { ...PRERENDERED, 'set-cookie': 'a=1' }, body: 'sets a cookie' },
      '/star': { headers: { ...PRERENDERED, vary: '*' }, body: 'varies on anything' },
    };
    const { get, state } = await serve((req) => replies[req.url ?? '']);
    for (const path of Object.keys(replies)) {
      await get(path);
      expect(hit(await get(path)), path).toBe(false);
    }
    expect(state.calls).toBe(8);
  });

  it('answers HEAD from a kept GET, and leaves ranges and other methods to the handler', async () => {
    const { get, state } = await serve(() => ({ headers: PRERENDERED, body: 'a kept page' }));
    const head = await get('/h', {}, 'HEAD');
    expect(hit(head)).toBe(false);
    await get('/h');
    const headAgain = await get('/h', {}, 'HEAD');
    expect([hit(headAgain), headAgain.body.length, headAgain.headers['content-length']]).toEqual([
      true,
      0,
      '11',
    ]);
    expect(hit(await get('/h', { range: 'bytes=0-3' }))).toBe(false);
    expect(hit(await get('/h', {}, 'OPTIONS'))).toBe(false);
    expect(state.calls).toBe(4);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const { get } = await serve(() => ({ headers: { ...PRERENDERED, etag: '"abc"' }, body: 'tagged' }));
    await get('/e');
    const notModified = await get('/e', { 'if-none-match': 'W/"zzz", "abc"' });
    expect([notModified.status, notModified.body.length, notModified.headers.etag]).toEqual([
      304,
      0,
      '"abc"',
    ]);
    expect((await get('/e', { 'if-none-match': '"zzz"' })).status).toBe(200);
  });

  it('forgets an answer after its time, and the least recently used when full', async () => {
    const big = 'x'.repeat(4_000);
    const { get, state, cache, advance } = await serve(
      (req) => ({ headers: PRERENDERED, body: `${req.url}${big}` }),
      {
        maxBytes: 16 * 7_000,
      },
    );
    await get('/old');
    advance(1_001);
    expect(hit(await get('/old'))).toBe(false);
    expect(hit(await get('/old'))).toBe(true);
    for (let i = 0; i < 20; i++) {
      await get(`/n${i}`);
      await get('/old');
    }
    // Each answer takes its body and about 2 KB of headers: 112,000 bytes hold 18 of them.
    expect(cache.stats().bytes).toBeLessThanOrEqual(16 * 7_000);
    expect(hit(await get('/old'))).toBe(true);
    expect(hit(await get('/n0'))).toBe(false);
    expect(state.calls).toBe(23);
  });

  it('does not keep an answer larger than a sixteenth of its room', async () => {
    const { get } = await serve(() => ({ headers: PRERENDERED, body: 'y'.repeat(70_000) }), {
      maxBytes: 16 * 65_536,
    });
    await get('/large');
    expect(hit(await get('/large'))).toBe(false);
  });

  it('keeps nothing when given no room', async () => {
    const { get, state } = await serve(() => ({ headers: PRERENDERED, body: 'p' }), { maxBytes: 0 });
    await get('/z');
    await get('/z');
    expect(state.calls).toBe(2);
  });
});

describe('its header rules', () => {
  it('reads the named cookies, each occurrence in order', () => {
    expect(cookieValues('a=1; NEXT_LOCALE=ja ;b=2', ['NEXT_LOCALE'])).toBe('NEXT_LOCALE=ja');
    expect(cookieValues('NEXT_LOCALE=en;NEXT_LOCALE=ja', ['NEXT_LOCALE'])).toBe(
      'NEXT_LOCALE=en; NEXT_LOCALE=ja',
    );
    expect(cookieValues(undefined, ['NEXT_LOCALE'])).toBe('');
    expect(cookieValues('XNEXT_LOCALE=ja', ['NEXT_LOCALE'])).toBe('');
  });

  it('compares entity tags weakly', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches('"a"', undefined)).toBe(false);
  });
});
