import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { STATIC_PAGE_CACHE_CONTROL } from '../../server/cache-control.mjs';
import { validPlayable } from '../fixtures/playable/playables';
import { raw } from './support/http';
import { rawExchange } from './support/raw-socket';
import { E2E_PORT, METRICS_TOKEN, SITE_HOST_CN, SITE_HOST_COM } from './support/server-env';

// The edge of the production server (npm start = server/index.mjs): malformed requests answered 400/405,
// the caching headers docs/DEPLOY.md promises a CDN, health endpoints, and who may read the metrics.

const UPLOAD_HOST = `abcdefghijklmnopqrstuvwxyz.localhost:${E2E_PORT}`;
const HOSTS = [`localhost:${E2E_PORT}`, SITE_HOST_COM, UPLOAD_HOST];

function send(method: string, target: string, host = HOSTS[0]!, extra = '') {
  return rawExchange(E2E_PORT, `${method} ${target} HTTP/1.1\r\nHost: ${host}${extra}`);
}

test.describe('malformed requests', () => {
  test('a path that does not decode, or decodes to %, NUL or a control character, is a 400', async () => {
    for (const host of HOSTS) {
      for (const target of ['/%', '/%zz', '/%C0%AF', '/%25', '/a%25b', '/%00', '/%ED%A0%80', '/x.png%']) {
        const answer = await send('GET', target, host);
        // An upload may hold a file whose name has a "%" (the file check warns about it): on an upload host a
        // path that decodes to one is looked up like any other, and this upload has no such file.
        if (host === UPLOAD_HOST && /%25/.test(target)) {
          expect(answer.status, `${target} on ${host}`).toBe(404);
          continue;
        }
        expect(answer.status, `${target} on ${host}`).toBe(400);
        expect(JSON.parse(answer.body), target).toEqual({ error: 'bad_path' });
      }
      expect((await send('GET', '/api/search?q=%00', host)).status).toBe(400);
    }
  });

  test('a method the resource does not serve is a 405 with Allow, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['TRACE', '/', 'GET, HEAD, OPTIONS'],
      ['TRACE', '/api/contact', 'OPTIONS, POST'],
      ['PUT', '/contact', 'GET, HEAD, OPTIONS'],
      ['POST', '/jp', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/favicon.ico', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/contact', 'OPTIONS, POST'],
      ['HEAD', '/api/newsletter', 'OPTIONS, POST'],
      ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
      ['PATCH', '/api/review/report/abc', 'GET, HEAD, OPTIONS'],
      ['DELETE', '/api/legal/privacy/en', 'GET, HEAD, OPTIONS'],
      ['PUT', '/api/legal/privacy-cn/zh-CN', 'GET, HEAD, OPTIONS'],
      ['PROPFIND', '/', 'GET, HEAD, OPTIONS'],
      // Methods the HTTP parser does not know never become requests; they are answered all the same.
      ['TRACK', '/', 'GET, HEAD, OPTIONS'],
      ['FOO', '/api/contact', 'OPTIONS, POST'],
    ];
    for (const [method, path, allow] of cases) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
    }
    const connect = await rawExchange(E2E_PORT, `CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443`);
    expect(connect.status).toBe(405);
    expect(connect.headers.allow).toBeTruthy();
  });

  test('OPTIONS tells what a resource serves', async () => {
    const api = await send('OPTIONS', '/api/contact');
    expect(api.status).toBe(204);
    expect(api.headers.allow).toBe('OPTIONS, POST');
    const legal = await send('OPTIONS', '/api/legal/privacy/en');
    expect(legal.status).toBe(204);
    expect(legal.headers.allow).toBe('GET, HEAD, OPTIONS');
    const page = await send('OPTIONS', '/contact');
    expect(page.status).toBe(204);
    expect(page.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect((await send('OPTIONS', '*')).status).toBe(204);
  });

  test('an absolute-form request target is served for its path, never redirected to its host', async () => {
    const answer = await send('GET', 'http://evil.example/api/health/live');
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
  });
});

test.describe('caching (docs/DEPLOY.md, "Caching")', () => {
  test('statically generated pages under a prefix send what DEPLOY.md tells a CDN, whatever the cookie', async () => {
    for (const path of ['/jp', '/kr/contact', '/cn/product/playable-ads', '/jp/services']) {
      for (const cookie of [undefined, 'NEXT_LOCALE=en', 'NEXT_LOCALE=ko']) {
        const res = await raw(path, { headers: cookie ? { cookie } : {} });
        expect(res.status, `${path} ${cookie}`).toBe(200);
        expect(res.headers['cache-control'], `${path} ${cookie}`).toBe(STATIC_PAGE_CACHE_CONTROL);
        expect(String(res.headers.vary ?? ''), path).not.toMatch(/cookie/i);
      }
    }
  });

  test('every answer the locale cookie chose says Vary: Cookie and stays out of shared caches', async () => {
    const cases: { path: string; cookie?: string; host?: string; status: number }[] = [
      { path: '/', status: 200 },
      { path: '/contact', status: 200 },
      { path: '/contact', cookie: 'NEXT_LOCALE=en', status: 200 },
      { path: '/contact', cookie: 'NEXT_LOCALE=ja', status: 307 },
      { path: '/', cookie: 'NEXT_LOCALE=zh-CN', status: 307 },
      { path: '/no-such-page', status: 404 },
      { path: '/', host: SITE_HOST_CN, status: 307 },
      { path: '/contact', host: SITE_HOST_CN, cookie: 'NEXT_LOCALE=ja', status: 307 },
    ];
    for (const { path, cookie, host, status } of cases) {
      const what = `${host ?? 'localhost'}${path} ${cookie ?? ''}`;
      const res = await raw(path, { host, headers: cookie ? { cookie } : {} });
      expect(res.status, what).toBe(status);
      expect(String(res.headers.vary), what).toMatch(/(^|,\s*)Cookie(\s*,|$)/i);
      expect(String(res.headers['cache-control']), what).toMatch(/private/);
      expect(String(res.headers['cache-control']), what).toMatch(/no-store/);
    }
  });

  test('build assets are immutable and API answers are not stored', async () => {
    const home = await raw('/jp');
    const asset = /\/_next\/static\/[^"']+\.js/.exec(home.body)?.[0];
    expect(asset).toBeTruthy();
    expect((await raw(asset!)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/api/health/live')).headers['cache-control']).toBe('no-store');
  });
});

test.describe('start-up', () => {
  /** The Node.js process of the server the browser tests run against (its argv names the script and port). */
  function serverProcess(): string | undefined {
    return readdirSync('/proc').find((pid) => {
      if (!/^\d+$/.test(pid)) return false;
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return (
          /(^|\/)node$/.test(argv[0]!) &&
          argv.some((arg) => arg.endsWith('server/index.mjs')) &&
          argv.includes(String(E2E_PORT))
        );
      } catch {
        return false; // the process ended meanwhile
      }
    });
  }

  test('the server runs on the build’s resolved config and never loads SWC to compile next.config.ts', async () => {
    test.skip(process.platform !== 'linux', 'reads /proc');
    expect((await raw('/jp/blog')).status).toBe(200);
    const pid = serverProcess();
    expect(pid, 'the server process').toBeDefined();
    const mapped = readFileSync(`/proc/${pid}/maps`, 'utf8');
    expect(mapped).toMatch(/\/node\b/);
    expect(mapped).not.toMatch(/swc/);
  });
});

test.describe('health', () => {
  test('live and ready answer 200, and /api/health keeps its shape', async ({ request }) => {
    const live = await request.get('/api/health/live');
    expect(live.status()).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(200);
    // The browser tests serve playables from http://{id}.localhost while the site's hosts are public: ready,
    // and degraded by the player check, which says what to set (lib/review/player.ts).
    expect(await ready.json()).toMatchObject({
      status: 'degraded',
      checks: {
        db: { status: 'ok', critical: true },
        mail: { status: 'ok' },
        upstreams: { status: 'ok' },
        player: {
          status: 'degraded',
          critical: false,
          detail: { reason: expect.stringContaining('PLAYABLE_ORIGIN') },
        },
      },
    });
    const health = await request.get('/api/health');
    expect(await health.json()).toMatchObject({ ok: true, db: { ok: true }, mail: { ok: true } });
  });
});

test.describe('metrics', () => {
  function metrics(headers: Record<string, string> = {}, host?: string) {
    return raw('/api/metrics', { host, headers });
  }

  test('are open to this machine and to the token, shut to forwarded requests and public hosts', async () => {
    const local = await metrics();
    expect(local.status).toBe(200);
    expect(String(local.headers['content-type'])).toContain('text/plain');
    expect(local.body).toContain('playmind_outbox_rows');

    for (const [headers, host] of [
      [{ 'x-forwarded-for': '203.0.113.7' }, undefined],
      [{ forwarded: 'for=203.0.113.7' }, undefined],
      [{}, SITE_HOST_COM],
      [{ authorization: 'Bearer wrong' }, SITE_HOST_COM],
    ] as [Record<string, string>, string | undefined][]) {
      const res = await metrics(headers, host);
      expect(res.status, JSON.stringify({ headers, host })).toBe(401);
      expect(res.body).not.toContain('playmind_');
    }
    const withToken = await metrics(
      { authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
      SITE_HOST_COM,
    );
    expect(withToken.status).toBe(200);
  });

  test('counters move after real requests: a delivered subscription and a checked upload', async ({
    request,
  }) => {
    const value = async (series: string) => {
      const text = (await metrics()).body;
      const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const delivered = 'playmind_outbox_deliveries_total{kind="newsletter",result="delivered"}';
    const checked = 'playmind_upload_check_duration_seconds_count{outcome="accepted"}';
    const [deliveredBefore, checkedBefore] = [await value(delivered), await value(checked)];

    const subscribed = await request.post('/api/newsletter', {
      data: { email: `metrics.${Date.now()}@example.com`, locale: 'en' },
    });
    expect(subscribed.status()).toBe(201);
    // Other tests may subscribe and upload at the same time: at least ours is counted.
    await expect.poll(() => value(delivered)).toBeGreaterThanOrEqual(deliveredBefore + 1);

    const zip = await validPlayable(1, 'Metrics');
    const uploaded = await request.post('/api/review/upload', {
      multipart: { file: { name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer } },
    });
    expect(uploaded.status()).toBe(200);
    expect(await value(checked)).toBeGreaterThanOrEqual(checkedBefore + 1);
  });
});
