import { describe, expect, it } from 'vitest';
import { checkRequestTarget, isCleanPath, pathSegments } from '@/server/request-target.mjs';

// The request targets the framework answers with a 500 (or a redirect to another host) are refused or made
// origin-form before it runs (server/request-target.mjs).

describe('checkRequestTarget', () => {
  it('passes ordinary paths and queries unchanged', () => {
    for (const url of [
      '/',
      '/jp/contact',
      '/api/search?q=%E3%81%82&tab=blog',
      '/blog/a-post?x=%25',
      '/%E3%81%82',
    ]) {
      expect(checkRequestTarget(url), url).toEqual({ ok: true, url });
    }
  });

  it('refuses a path that does not decode: a lone %, bad hex, invalid or overlong UTF-8, a surrogate', () => {
    for (const url of [
      '/%',
      '/%zz',
      '/a%2',
      '/%C0%AF',
      '/%C0%80',
      '/%ED%A0%80',
      '/%FF',
      '/x.png%',
      '/_next/static/%',
    ]) {
      expect(checkRequestTarget(url), url).toEqual({ ok: false, error: 'bad_path' });
    }
  });

  it('refuses a path that decodes to a %, a NUL or a control character (double encoding, truncation)', () => {
    for (const url of [
      '/%25',
      '/a%25b',
      '/%2541',
      '/%00',
      '/api/%00x',
      '/%0d%0aSet-Cookie:x',
      '/%7F',
      '/%1b',
    ]) {
      expect(checkRequestTarget(url), url).toEqual({ ok: false, error: 'bad_path' });
    }
  });

  it('refuses a NUL in the query, where no parameter of the site can hold one', () => {
    expect(checkRequestTarget('/api/search?q=%00')).toEqual({ ok: false, error: 'bad_query' });
    expect(checkRequestTarget('/?a=b&c=%00d')).toEqual({ ok: false, error: 'bad_query' });
    // A malformed escape in the query is harmless: query parsers keep it as text.
    expect(checkRequestTarget('/?q=%zz')).toEqual({ ok: true, url: '/?q=%zz' });
  });

  it('turns an absolute-form target into origin-form with its authority as the Host', () => {
    expect(checkRequestTarget('http://evil.example/x?y=1')).toEqual({
      ok: true,
      url: '/x?y=1',
      host: 'evil.example',
    });
    expect(checkRequestTarget('HTTPS://a.localhost:3000')).toEqual({
      ok: true,
      url: '/',
      host: 'a.localhost:3000',
    });
    expect(checkRequestTarget('http://user@evil.example/')).toEqual({
      ok: false,
      error: 'bad_request_target',
    });
    expect(checkRequestTarget('http:///x')).toEqual({ ok: false, error: 'bad_request_target' });
    expect(checkRequestTarget('http://evil.example/%')).toEqual({ ok: false, error: 'bad_path' });
  });

  it('refuses targets that are not a path', () => {
    for (const url of ['', '*', 'x', 'ftp://host/', 'localhost:443', '../etc/passwd']) {
      expect(checkRequestTarget(url), url).toEqual({ ok: false, error: 'bad_request_target' });
    }
  });
});

describe('isCleanPath and pathSegments', () => {
  it('decode each segment once and drop empty ones', () => {
    expect(isCleanPath('/a%2Fb')).toBe(true);
    expect(pathSegments('/api//review/report/ab%20c?x=1')).toEqual(['api', 'review', 'report', 'ab c']);
    expect(pathSegments('/')).toEqual([]);
  });
});
