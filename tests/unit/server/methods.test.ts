import { describe, expect, it } from 'vitest';
import {
  decideMethod,
  matchRouteHandler,
  pageMethods,
  parseAllow,
  routeHandlerPaths,
  samplePath,
} from '@/server/methods.mjs';

// Which methods a path serves (server/methods.mjs): route handlers from the build's manifest, pages and files
// GET and HEAD.

const manifest = {
  '/[locale]/(site)/contact/page': '/[locale]/contact',
  '/[locale]/[...rest]/page': '/[locale]/[...rest]',
  '/api/contact/route': '/api/contact',
  '/api/review/report/[id]/route': '/api/review/report/[id]',
  '/review/play/[id]/[...path]/route': '/review/play/[id]/[...path]',
  '/docs/[[...slug]]/route': '/docs/[[...slug]]',
  '/robots.txt/route': '/robots.txt',
};
const routes = routeHandlerPaths(manifest);

describe('route handlers of the build', () => {
  it('are the manifest entries that end in /route', () => {
    expect(routes).toEqual([
      '/api/contact',
      '/api/review/report/[id]',
      '/review/play/[id]/[...path]',
      '/docs/[[...slug]]',
      '/robots.txt',
    ]);
  });

  it('match static, dynamic, catch-all and optional catch-all segments', () => {
    expect(matchRouteHandler(['api', 'contact'], routes)).toBe('/api/contact');
    expect(matchRouteHandler(['api', 'contact', 'x'], routes)).toBeNull();
    expect(matchRouteHandler(['api', 'review', 'report', 'abc'], routes)).toBe('/api/review/report/[id]');
    expect(matchRouteHandler(['api', 'review', 'report'], routes)).toBeNull();
    expect(matchRouteHandler(['review', 'play', 'id', 'a', 'b.js'], routes)).toBe(
      '/review/play/[id]/[...path]',
    );
    expect(matchRouteHandler(['review', 'play', 'id'], routes)).toBeNull();
    expect(matchRouteHandler(['docs'], routes)).toBe('/docs/[[...slug]]');
    expect(matchRouteHandler(['docs', 'a', 'b'], routes)).toBe('/docs/[[...slug]]');
    expect(matchRouteHandler(['robots.txt'], routes)).toBe('/robots.txt');
    // Pages are not route handlers.
    expect(matchRouteHandler([], routes)).toBeNull();
    expect(matchRouteHandler(['jp', 'contact'], routes)).toBeNull();
  });

  it('are asked their methods on a concrete path', () => {
    expect(samplePath('/api/review/report/[id]')).toBe('/api/review/report/x');
    expect(samplePath('/review/play/[id]/[...path]')).toBe('/review/play/x/x');
    expect(samplePath('/docs/[[...slug]]')).toBe('/docs');
    expect(samplePath('/api/contact')).toBe('/api/contact');
  });
});

describe('Allow and the method decision', () => {
  it('reads an Allow header', () => {
    expect(parseAllow('OPTIONS, POST')).toEqual(['OPTIONS', 'POST']);
    expect(parseAllow(['get', 'HEAD, options'])).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(parseAllow('')).toBeNull();
    expect(parseAllow(undefined)).toBeNull();
  });

  it('gives pages GET and HEAD, and POST only when the build has Server Actions', () => {
    expect(pageMethods(false)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(pageMethods(true)).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
  });

  it('passes served methods, answers OPTIONS on pages, refuses the rest with the Allow list', () => {
    const page = pageMethods(false);
    expect(decideMethod('GET', page, false)).toEqual({ action: 'pass' });
    expect(decideMethod('HEAD', page, false)).toEqual({ action: 'pass' });
    expect(decideMethod('OPTIONS', page, false)).toEqual({ action: 'answer', status: 204, allow: page });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'QUERY']) {
      expect(decideMethod(method, page, false), method).toEqual({
        action: 'answer',
        status: 405,
        allow: page,
      });
    }
    const post = ['OPTIONS', 'POST'];
    expect(decideMethod('POST', post, true)).toEqual({ action: 'pass' });
    expect(decideMethod('GET', post, true)).toEqual({ action: 'answer', status: 405, allow: post });
    expect(decideMethod('TRACE', post, true)).toEqual({ action: 'answer', status: 405, allow: post });
    // Unknown (the route did not say): Next decides.
    expect(decideMethod('DELETE', null, true)).toEqual({ action: 'pass' });
  });
});
