import { expect, test } from '@playwright/test';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { raw } from './support/http';
import { everyLocale } from './support/routes';
import { SITE_HOST_CN, SITE_HOST_COM } from './support/server-env';

// The route rules (docs/PRODUCT.md, Route rules), checked with real HTTP status codes and Location headers against the production build.

test.describe('route rules', () => {
  test('the default language prefix redirects to the unprefixed path', async () => {
    expect(await raw('/en')).toMatchObject({ status: 301, headers: { location: '/' } });
    expect(await raw('/en/blog?x=1')).toMatchObject({ status: 301, headers: { location: '/blog?x=1' } });
  });

  test('a trailing slash redirects with 301, except on the root', async () => {
    expect(await raw('/cn/')).toMatchObject({ status: 301, headers: { location: '/cn' } });
    expect(await raw('/blog/')).toMatchObject({ status: 301, headers: { location: '/blog' } });
    expect(await raw('/api/health/')).toMatchObject({ status: 301, headers: { location: '/api/health' } });
    expect((await raw('/')).status).toBe(200);
  });

  test('a path containing /nl/ goes under /next, which names the current page', async () => {
    expect(await raw('/cn/nl/ourwork')).toMatchObject({
      status: 301,
      headers: { location: '/next/cn/nl/ourwork' },
    });
    expect(await raw('/next/cn/nl/ourwork')).toMatchObject({
      status: 301,
      headers: { location: '/cn/our-work' },
    });
    expect(await raw('/nl/index')).toMatchObject({ status: 301, headers: { location: '/next/nl/index' } });
    expect(await raw('/next/nl/index')).toMatchObject({ status: 301, headers: { location: '/' } });
    const unknown = await raw('/next/nl/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('This page could not be found');
  });

  test('an unknown language segment is a 404', async () => {
    for (const path of ['/fr', '/fr/blog', '/de/contact', '/zh/our-work']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toContain('This page could not be found');
    }
  });

  test('a .cn host with a non-cn locale goes to the configured .com host', async () => {
    expect(await raw('/jp/blog?q=1', { host: SITE_HOST_CN })).toMatchObject({
      status: 307,
      headers: { location: `https://${SITE_HOST_COM}/jp/blog?q=1` },
    });
    expect(
      await raw('/blog', { host: SITE_HOST_CN, headers: { cookie: `${LOCALE_COOKIE}=en` } }),
    ).toMatchObject({
      status: 307,
      headers: { location: `https://${SITE_HOST_COM}/blog` },
    });
    // With no stored locale, the .cn host falls back to Chinese.
    expect(await raw('/', { host: SITE_HOST_CN })).toMatchObject({
      status: 307,
      headers: { location: '/cn' },
    });
    expect((await raw('/cn', { host: SITE_HOST_CN })).status).toBe(200);
  });

  test('the review pages take their language from the lang query value', async () => {
    expect(await raw('/review?lang=cn')).toMatchObject({
      status: 307,
      headers: { location: '/cn/review?lang=cn' },
    });
    expect(await raw('/cn/review/doc?lang=en')).toMatchObject({
      status: 307,
      headers: { location: '/review/doc?lang=en' },
    });
  });
});

test.describe('open redirects', () => {
  const probes = [
    '//evil.com',
    '//evil.com/',
    '/%5Cevil.com',
    '/%5Cevil.com/',
    '/%2Fevil.com/',
    '/%09/evil.com',
    '/%09/evil.com/',
    '/\\evil.com/',
    '/en//evil.com',
  ];
  for (const probe of probes) {
    test(`${probe} stays on the site`, async () => {
      for (const host of [undefined, 'evil.com', SITE_HOST_CN]) {
        const res = await raw(probe, { host, headers: { 'x-forwarded-host': 'evil.com' } });
        const location = res.headers.location as string | undefined;
        if (!location) continue;
        const target = new URL(location, `http://${SITE_HOST_COM}`);
        expect([SITE_HOST_COM, 'localhost'], `${probe} via ${host} → ${location}`).toContain(target.hostname);
      }
    });
  }

  test('a foreign Host header never shows up in a Location', async () => {
    for (const path of ['/en/blog', '/blog/', '/cn/nl/ourwork', '/jp/contact']) {
      const res = await raw(path, { host: 'evil.com', headers: { 'x-forwarded-host': 'evil.com' } });
      expect(String(res.headers.location ?? '')).not.toContain('evil.com');
    }
  });
});

test('the x-middleware-subrequest bypass (CVE-2025-29927) does not skip the proxy', async () => {
  for (const value of [
    'proxy',
    'middleware',
    'proxy:proxy:proxy:proxy:proxy',
    'middleware:middleware:middleware:middleware:middleware',
    'src/middleware',
  ]) {
    const res = await raw('/en/blog', { headers: { 'x-middleware-subrequest': value } });
    expect(res, value).toMatchObject({ status: 301, headers: { location: '/blog' } });
  }
});

test.describe('locale resolution', () => {
  for (const { locale, home } of everyLocale) {
    test(`${home} renders <html lang="${locale}">`, async ({ page }) => {
      const response = await page.goto(home);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).not.toBeEmpty();
    });
  }

  test('a stored locale cookie is honoured on an unprefixed path', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ja', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/jp$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('an invalid stored locale is ignored', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'fr', url: baseURL! }]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('choosing a language keeps the page, stores the choice and is honoured later', async ({ page }) => {
    await page.goto('/');
    // The languages sit in the navbar's dropdown: open it first.
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('link', { name: '한국어' }).first().click();
    await expect(page).toHaveURL(/\/kr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.goto('/');
    await expect(page).toHaveURL(/\/kr$/);
    await page.getByRole('button', { name: /^언어:/ }).click();
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('not-found page', () => {
  const texts = {
    en: ['This page could not be found', 'Back to the home page'],
    'zh-CN': ['找不到此页面', '返回首页'],
    ja: ['ページが見つかりません', 'ホームページに戻る'],
    ko: ['페이지를 찾을 수 없습니다', '홈페이지로 돌아가기'],
  } as const;
  for (const { locale, home } of everyLocale) {
    test(`is shown with status 404 in ${locale}`, async ({ page }) => {
      const response = await page.goto(`${home === '/' ? '' : home}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale][0]);
      const back = page.getByRole('link', { name: texts[locale][1] });
      await expect(back).toHaveAttribute('href', home);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/?$`));
    });
  }

  test('a file-like path outside every locale gets the 404 too', async () => {
    const res = await raw('/no-such-file.txt');
    expect(res.status).toBe(404);
    expect(res.body).toContain('This page could not be found');
  });
});

test('GET /api/health answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true });
});
