import { describe, expect, it } from 'vitest';
import { parseOriginPattern } from '@/lib/playable/origin';
import { decideRoute, legacyTarget, safePath, type RouteInput } from '@/lib/proxy/rules';

const hosts = { com: 'www.site.com', cn: 'www.site.cn' };
const decide = (pathname: string, extra: Partial<RouteInput> = {}) =>
  decideRoute({ pathname, search: '', hostname: 'localhost', hosts, ...extra });

describe('decideRoute: the route rules', () => {
  it('marks every answer the locale cookie chose, and no other (docs/DEPLOY.md, "Caching")', () => {
    // Unprefixed pages read the cookie, whether it redirects or not; prefixed pages, ?lang review pages, files
    // and API routes never do.
    for (const path of ['/', '/contact', '/blog/x', '/no-such-page']) {
      for (const storedLocale of [undefined, 'en', 'ja']) {
        expect(decide(path, { storedLocale }), `${path} ${storedLocale}`).toMatchObject({ varyCookie: true });
      }
      expect(decide(path, { hostname: 'www.site.cn' }), path).toMatchObject({ varyCookie: true });
    }
    for (const [path, search] of [
      ['/jp', ''],
      ['/cn/contact', ''],
      ['/kr/blog/x', ''],
      ['/review', '?lang=en'],
      ['/review', '?lang=jp'],
      ['/next/nl/no-such-page', ''],
      ['/api/contact', ''],
      ['/favicon.ico', ''],
      ['/en/contact', ''],
      ['/contact/', ''],
    ]) {
      const decision = decide(path!, { search, storedLocale: 'ja' });
      expect('varyCookie' in decision && decision.varyCookie, path + search).toBeFalsy();
    }
    expect(decide('/jp/blog', { hostname: 'www.site.cn', storedLocale: 'ko' })).toMatchObject({
      varyCookie: false,
    });
  });

  it('lets prefixed and unprefixed pages through with their locale', () => {
    expect(decide('/')).toEqual({ kind: 'continue', locale: 'en', varyCookie: true });
    expect(decide('/blog')).toEqual({ kind: 'continue', locale: 'en', varyCookie: true });
    expect(decide('/cn')).toEqual({ kind: 'continue', locale: 'zh-CN' });
    expect(decide('/jp/blog')).toEqual({ kind: 'continue', locale: 'ja' });
    expect(decide('/kr/our-work')).toEqual({ kind: 'continue', locale: 'ko' });
  });

  it('sends the default language prefix to the unprefixed path', () => {
    expect(decide('/en')).toMatchObject({ kind: 'redirect', location: '/', status: 301 });
    expect(decide('/en/blog/x', { search: '?a=1' })).toMatchObject({ location: '/blog/x?a=1', status: 301 });
  });

  it('drops a trailing slash with 301, but not on the root', () => {
    expect(decide('/blog/')).toMatchObject({ kind: 'redirect', location: '/blog', status: 301 });
    expect(decide('/cn/contact///')).toMatchObject({ location: '/cn/contact' });
    expect(decide('/api/health/')).toMatchObject({ location: '/api/health' });
    expect(decide('/')).toEqual({ kind: 'continue', locale: 'en', varyCookie: true });
  });

  it('sends any path containing /nl/ under /next, and /next/.../nl/<page> to the current page', () => {
    expect(decide('/cn/nl/ourwork')).toMatchObject({ location: '/next/cn/nl/ourwork', status: 301 });
    expect(decide('/nl/blog')).toMatchObject({ location: '/next/nl/blog' });
    expect(decide('/next/cn/nl/ourwork')).toMatchObject({ location: '/cn/our-work' });
    expect(decide('/next/nl/contact')).toMatchObject({ location: '/contact' });
    expect(decide('/next/jp/nl/blog/some-post')).toMatchObject({ location: '/jp/blog/some-post' });
    expect(decide('/next/kr/nl/playableads')).toMatchObject({ location: '/kr/product/playable-ads' });
    // Unknown legacy names and anything else under /next are not sent around again: the 404 page.
    expect(decide('/next/nl/no-such-page')).toEqual({ kind: 'continue', locale: 'en' });
    expect(decide('/next/cn/nl/ourwork/extra/deep')).toEqual({ kind: 'continue', locale: 'en' });
  });

  it('never loops: a /next path is not sent under /next again', () => {
    const first = decide('/next/nl/no-such-page');
    expect(first.kind).not.toBe('redirect');
  });

  it('resolves the locale of an unprefixed path from the cookie, then the .cn host, then English', () => {
    expect(decide('/blog', { storedLocale: 'ja' })).toMatchObject({
      location: '/jp/blog',
      status: 307,
      varyCookie: true,
    });
    expect(decide('/blog', { storedLocale: 'kr' })).toMatchObject({ location: '/kr/blog' });
    expect(decide('/blog', { storedLocale: 'en' })).toEqual({
      kind: 'continue',
      locale: 'en',
      varyCookie: true,
    });
    // Values that are not one of the four languages are ignored.
    expect(decide('/blog', { storedLocale: 'fr' })).toEqual({
      kind: 'continue',
      locale: 'en',
      varyCookie: true,
    });
    expect(decide('/blog', { storedLocale: '../../x' })).toEqual({
      kind: 'continue',
      locale: 'en',
      varyCookie: true,
    });
    expect(decide('/blog', { hostname: 'www.site.cn' })).toMatchObject({ location: '/cn/blog' });
    // The URL prefix wins over the cookie.
    expect(decide('/kr/blog', { storedLocale: 'ja' })).toEqual({ kind: 'continue', locale: 'ko' });
  });

  it('sends a non-cn locale on a .cn host to the configured .com host', () => {
    expect(decide('/jp/blog', { hostname: 'www.site.cn', search: '?q=1' })).toMatchObject({
      kind: 'redirect',
      location: 'https://www.site.com/jp/blog?q=1',
    });
    expect(decide('/blog', { hostname: 'www.site.cn', storedLocale: 'en' })).toMatchObject({
      location: 'https://www.site.com/blog',
    });
    expect(decide('/cn/blog', { hostname: 'www.site.cn' })).toEqual({ kind: 'continue', locale: 'zh-CN' });
    expect(decide('/cn/blog', { hostname: 'other.example.cn' })).toEqual({
      kind: 'continue',
      locale: 'zh-CN',
    });
  });

  it('lets the lang query value choose the locale of review pages only', () => {
    expect(decide('/review', { search: '?lang=cn' })).toMatchObject({
      location: '/cn/review?lang=cn',
      status: 307,
    });
    expect(decide('/cn/review/doc', { search: '?lang=en' })).toMatchObject({
      location: '/review/doc?lang=en',
    });
    expect(decide('/cn/review', { search: '?lang=cn' })).toEqual({ kind: 'continue', locale: 'zh-CN' });
    // An unknown lang, or lang outside the review pages: the cookie decides again.
    expect(decide('/review', { search: '?lang=xx' })).toEqual({
      kind: 'continue',
      locale: 'en',
      varyCookie: true,
    });
    expect(decide('/blog', { search: '?lang=cn' })).toEqual({
      kind: 'continue',
      locale: 'en',
      varyCookie: true,
    });
  });

  it('lets lang override the stored locale on review pages without redirecting to itself', () => {
    // The bug: /review?lang=en with a zh-CN cookie redirected to /review?lang=en forever.
    expect(decide('/review', { search: '?lang=en', storedLocale: 'zh-CN' })).toEqual({
      kind: 'continue',
      locale: 'en',
    });
    expect(decide('/review/doc', { search: '?lang=en', storedLocale: 'ja' })).toEqual({
      kind: 'continue',
      locale: 'en',
    });
    expect(decide('/cn/review', { search: '?lang=cn', storedLocale: 'en' })).toEqual({
      kind: 'continue',
      locale: 'zh-CN',
    });
    // Without lang the cookie still decides an unprefixed review page.
    expect(decide('/review', { storedLocale: 'zh-CN' })).toMatchObject({
      location: '/cn/review',
      status: 307,
    });
    // Following every redirect from any start ends on a page, in at most one hop.
    for (const start of ['/review', '/cn/review', '/jp/review/doc', '/kr/review/send-email']) {
      for (const lang of ['en', 'cn', 'zh-CN']) {
        for (const storedLocale of [undefined, 'en', 'zh-CN', 'ja', 'ko']) {
          const search = `?lang=${lang}`;
          const first = decide(start, { search, storedLocale });
          if (first.kind !== 'redirect') continue;
          const url = new URL(first.location, 'http://localhost');
          expect(url.search).toBe(search);
          const second = decide(url.pathname, { search, storedLocale });
          expect(second, `${start}${search} cookie=${storedLocale}`).toMatchObject({ kind: 'continue' });
        }
      }
    }
  });

  it('passes files and API routes through without locale rules', () => {
    expect(decide('/robots.txt')).toEqual({ kind: 'passthrough' });
    expect(decide('/api/health', { storedLocale: 'ja' })).toEqual({ kind: 'passthrough' });
    expect(decide('/Game/Game.html')).toEqual({ kind: 'passthrough' });
  });
});

describe('decideRoute: upload hosts', () => {
  const ID = 'abcdefghijklmnopqrstuvwxyz';
  const players = [
    parseOriginPattern('https://{id}.example-playables.net'),
    parseOriginPattern('https://{id}.example-playables.cn'),
  ];
  const onUpload = (pathname: string, extra: Partial<RouteInput> = {}) =>
    decide(pathname, { hostname: `${ID}.example-playables.net`, players, ...extra });

  it('sends every path of an upload host to the upload-host route, before any other rule', () => {
    for (const pathname of [
      '/',
      '/Game/Game.html',
      '/Game/',
      '/en/blog',
      '/cn/nl/ourwork',
      '/api/contact',
      '/api/metrics',
      '/review/play/x/y.html',
      '//evil.com',
      '/upload-host/other/Game.html',
    ]) {
      for (const storedLocale of [undefined, 'ja']) {
        expect(onUpload(pathname, { storedLocale }), pathname).toEqual({
          kind: 'upload',
          path: `/upload-host/${ID}${pathname}`,
        });
      }
    }
    // The .cn pattern's hosts too, with no .cn-host redirect.
    expect(onUpload('/Game/Game.html', { hostname: `${ID}.example-playables.cn` })).toEqual({
      kind: 'upload',
      path: `/upload-host/${ID}/Game/Game.html`,
    });
  });

  it('sends a player host whose label is no id there as well (the route answers 404)', () => {
    expect(onUpload('/', { hostname: 'www.example-playables.net' })).toEqual({
      kind: 'upload',
      path: '/upload-host/www/',
    });
  });

  it('leaves the site hosts to the site rules', () => {
    for (const hostname of ['www.site.com', 'localhost', 'example-playables.net', `${ID}.example.net`]) {
      expect(decide('/blog', { hostname, players }).kind, hostname).not.toBe('upload');
    }
    expect(decide('/blog/', { hostname: 'www.site.com', players })).toMatchObject({ kind: 'redirect' });
  });
});

describe('open redirects', () => {
  const probes = [
    '//evil.com',
    '//evil.com/',
    '/\\evil.com',
    '/\\evil.com/',
    '/%5Cevil.com/',
    '/%09/evil.com/',
    '/%2Fevil.com/',
    '/\t/evil.com/',
    '///evil.com//',
  ];
  it.each(probes)('%s never leaves the site', (pathname) => {
    for (const storedLocale of [undefined, 'ja']) {
      const decision = decide(pathname, { storedLocale });
      if (decision.kind !== 'redirect') continue;
      const target = new URL(decision.location, 'https://www.site.com/');
      expect(target.host).toBe('www.site.com');
      expect(decision.location.startsWith('/')).toBe(true);
      expect(decision.location.startsWith('//')).toBe(false);
      expect(decision.location).not.toContain('\\');
    }
  });

  it('safePath collapses leading slashes, backslashes and spaces', () => {
    expect(safePath('//evil.com')).toBe('/evil.com');
    expect(safePath('/\\evil.com')).toBe('/evil.com');
    expect(safePath('/\t/evil.com')).toBe('/evil.com');
    expect(safePath('/blog')).toBe('/blog');
  });

  it('a cn-host redirect goes only to the configured .com host, whatever the path', () => {
    const decision = decide('/jp//evil-com', { hostname: 'www.site.cn' });
    expect(decision.kind).toBe('redirect');
    if (decision.kind === 'redirect') expect(new URL(decision.location).host).toBe('www.site.com');
  });
});

describe('legacyTarget', () => {
  it('maps old names and current page names', () => {
    expect(legacyTarget('/ourwork')).toBe('/our-work');
    expect(legacyTarget('/')).toBe('/');
    expect(legacyTarget('/mindworks')).toBe('/mindworks');
    expect(legacyTarget('/blog/a-post')).toBe('/blog/a-post');
    expect(legacyTarget('/blog/A_Bad/..')).toBeUndefined();
    expect(legacyTarget('/nothing-here')).toBeUndefined();
  });
});
