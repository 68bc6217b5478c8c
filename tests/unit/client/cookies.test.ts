// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieText, parseCookies, readCookie, writeCookie } from '@/lib/client/cookies';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('cookies without a library', () => {
  it('parses a Cookie string: trims, unquotes, decodes, keeps the first of a repeated name', () => {
    const found = parseCookies(' a=1; NEXT_LOCALE=zh-CN;b="x y";c=%E4%B8%AD; a=2; broken; d=%E0%A4%A');
    expect(Object.fromEntries(found)).toEqual({
      a: '1',
      NEXT_LOCALE: 'zh-CN',
      b: 'x y',
      c: '中',
      d: '%E0%A4%A',
    });
  });

  it('writes a site-wide, lax cookie that lives the days asked for', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(cookieText('cookie_permission', '1', 365, now)).toBe(
      `cookie_permission=1; expires=${new Date(now + 365 * 86_400_000).toUTCString()}; path=/; samesite=lax`,
    );
    expect(cookieText('k', 'a b;c', 1, now)).toMatch(/^k=a%20b%3Bc; /);
  });

  it('round-trips through the browser, and reads what a cookie library wrote and the other way round', () => {
    writeCookie('NEXT_LOCALE', 'ja');
    expect(readCookie('NEXT_LOCALE')).toBe('ja');
    expect(Cookies.get('NEXT_LOCALE')).toBe('ja');
    writeCookie('odd', 'a;b=c ü');
    expect(readCookie('odd')).toBe('a;b=c ü');
    expect(Cookies.get('odd')).toBe('a;b=c ü');
    Cookies.set('other', 'x y');
    expect(readCookie('other')).toBe('x y');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('a cookie written for no days is gone at once', () => {
    writeCookie('gone', '1', 0);
    expect(readCookie('gone')).toBeUndefined();
  });
});
