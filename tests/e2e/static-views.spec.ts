import { expect, test } from '@playwright/test';
import { raw } from './support/http';
import { E2E_PORT, SITE_HOST_CN } from './support/server-env';

// Every view a URL's query chooses is answered from output generated at build time (the
// prerender's own headers say so), the generated routes have no address of their own, and the site's public
// files never run the proxy on the site's hosts while every path of an upload host still does. The server
// replays prerendered answers from memory (server/page-cache.mjs) without changing what any visitor gets.

/** Next marks an answer read from the build's prerendered output with these. */
function expectPrerendered(res: Awaited<ReturnType<typeof raw>>, what: string) {
  expect(res.status, what).toBe(200);
  expect(res.headers['x-nextjs-prerender'], what).toBeDefined();
  expect(res.headers['x-nextjs-cache'], what).toBe('HIT');
}

/** The proxy names its cost in Server-Timing on every answer it handles (proxy.ts). */
const ranProxy = (res: Awaited<ReturnType<typeof raw>>) =>
  /\bproxy;dur=/.test(String(res.headers['server-timing'] ?? ''));

test('the former per-request views are served from generated output', async () => {
  const views: [string, string | undefined, string][] = [
    ['/blog?tab=insights', undefined, 'data-testid="post-list"'],
    ['/cn/blog?tab=academy', undefined, 'data-testid="post-list"'],
    ['/our-work?type=interactive&tag=casual', undefined, 'data-testid="case-list"'],
    ['/jp/our-work?tag=ar&type=interactive', undefined, 'data-testid="case-list"'],
    ['/kr/our-work?tag=casino&tag=ar', undefined, 'data-testid="no-match"'],
    ['/privacy?version=cn', undefined, 'data-legal-doc="privacy-cn"'],
    ['/cn/privacy', SITE_HOST_CN, 'data-legal-doc="privacy-cn"'],
    ['/jp/privacy?version=global', undefined, 'data-legal-doc="privacy"'],
    [`/kr/search?q=${encodeURIComponent('보물상자')}&tab=work`, undefined, 'role="search"'],
  ];
  for (const [path, host, marker] of views) {
    const res = await raw(path, { host });
    expectPrerendered(res, path);
    expect(res.body, path).toContain(marker);
    expect(ranProxy(res), path).toBe(true);
    // Links (the language menu's among them) name the page, never the generated route.
    expect(res.body, path).not.toMatch(/href="[^"]*\/query_view/);
  }
});

test('the generated routes answer 404 by their own path', async () => {
  for (const path of [
    '/blog/query_view/insights',
    '/cn/our-work/query_view/all/ar',
    '/our-work/query_view/no-match',
    '/jp/privacy/query_view/cn',
  ]) {
    expect((await raw(path)).status, path).toBe(404);
  }
});

test('the site’s public files skip the proxy on the site host; an upload host routes every path', async () => {
  for (const path of [
    '/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    '/icon.svg',
    '/manifest.webmanifest',
    '/guides/playable-testing-guide.en.html',
  ]) {
    const res = await raw(path);
    expect(res.status, path).toBe(200);
    expect(ranProxy(res), path).toBe(false);
  }
  expect(ranProxy(await raw('/mindworks'))).toBe(true);
  // An upload host's files have dots and may be named like the site's: they reach the proxy's rules.
  const uploadHost = `abcdefghijklmnopqrstuvwxyz.localhost`;
  for (const path of ['/favicon.ico', '/robots.txt', '/index.html', '/images/bg.png']) {
    expect(ranProxy(await raw(path, { host: uploadHost })), path).toBe(true);
  }
});

test('an upload reaches its route without the proxy, which would have buffered its body; elsewhere the rules hold', async () => {
  const headers = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '0' };
  const upload = await raw('/api/review/upload', { method: 'POST', headers });
  expect(upload.status).toBe(400);
  expect(ranProxy(upload)).toBe(false);
  // The slash rule still answers the path with a trailing slash, and an upload host still routes the path.
  const slash = await raw('/api/review/upload/', { method: 'POST', headers });
  expect([slash.status, slash.headers.location]).toEqual([301, '/api/review/upload']);
  const uploadHost = 'abcdefghijklmnopqrstuvwxyz.localhost';
  const onUploadHost = await raw('/api/review/upload', { host: uploadHost });
  expect([onUploadHost.status, ranProxy(onUploadHost)]).toEqual([404, true]);
  expect((await raw('/api/review/upload', { method: 'POST', headers, host: uploadHost })).status).toBe(405);
});

test('the server replays a prerendered answer from memory, and every other answer still comes from Next', async () => {
  const replayed = (res: Awaited<ReturnType<typeof raw>>) =>
    /\bcache;desc=hit\b/.test(String(res.headers['server-timing'] ?? ''));
  // A query of its own, so that no other test has asked for this URL.
  const path = `/mindworks?replay=${Date.now()}`;
  const first = await raw(path);
  const second = await raw(path);
  expectPrerendered(first, path);
  expectPrerendered(second, path);
  expect([replayed(first), replayed(second)]).toEqual([false, true]);
  expect(second.body).toBe(first.body);
  for (const name of ['content-type', 'cache-control', 'vary', 'etag', 'content-security-policy']) {
    expect(second.headers[name], name).toEqual(first.headers[name]);
  }
  // The stored-locale cookie still chooses: a Japanese visitor is sent to the Japanese page.
  const japanese = await raw(path, { headers: { cookie: 'NEXT_LOCALE=ja' } });
  expect([japanese.status, japanese.headers.location]).toEqual([307, `/jp${path}`]);
  // Other cookies do not: a visitor with analytics cookies gets the kept English page.
  expect(replayed(await raw(path, { headers: { cookie: '_ga=GA1.1.42; consent=1' } }))).toBe(true);
  // Next's in-app navigation asks for the RSC payload (`rsc: 1`): at the page's own URL Next sends it on to a
  // cache-busting one (Vary names `rsc`, so the kept HTML is not the answer), where the payload comes back.
  const rscAtPage = await raw(path, { headers: { rsc: '1' } });
  expect([rscAtPage.status, rscAtPage.headers.location]).toEqual([307, `${path}&_rsc`]);
  const rsc = await raw(`${path}&_rsc`, { headers: { rsc: '1' } });
  expect([rsc.status, rsc.headers['content-type']]).toEqual([200, 'text/x-component']);
  // A browser's gzip answer is kept beside the plain one and reads the same.
  const url = `http://localhost:${E2E_PORT}${path}`;
  const gzipped = async () => {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    return {
      encoding: res.headers.get('content-encoding'),
      timing: res.headers.get('server-timing'),
      body: await res.text(),
    };
  };
  await gzipped();
  const gzippedAgain = await gzipped();
  expect([gzippedAgain.encoding, /cache;desc=hit/.test(gzippedAgain.timing ?? '')]).toEqual(['gzip', true]);
  expect(gzippedAgain.body).toBe(first.body);
  // Not found pages, pages rendered per request and route handlers are never replayed.
  for (const other of ['/no-such-page-for-the-cache', '/api/health']) {
    await raw(other);
    expect(replayed(await raw(other)), other).toBe(false);
  }
});
