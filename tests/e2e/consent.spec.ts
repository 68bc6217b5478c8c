import { expect, type Page, type Request, test } from '@playwright/test';
import { type Locale, localizedPath } from '@/lib/i18n/locales';
import { E2E_GA_ID } from './support/server-env';
import { wcagViolations } from './support/axe';

// Cookie consent (docs/PRODUCT.md, Layouts and chrome) with gated analytics, against the production build made with NEXT_PUBLIC_GA_ID set
// (scripts/test-all.sh). Google's hosts are intercepted: a stand-in gtag.js is served and nothing leaves the
// machine. What is checked is the site's own behaviour: no script, request or cookie before Agree, then the
// gtag config and one page_view per client-side navigation.

const ANALYTICS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net/;

const agreeLabel: Record<Locale, string> = { en: 'Agree', 'zh-CN': '同意', ja: '同意する', ko: '동의' };
const blogLabel: Record<Locale, string> = { en: 'Blog', 'zh-CN': '博客', ja: 'ブログ', ko: '블로그' };

async function interceptAnalytics(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (ANALYTICS.test(request.url())) seen.push(request);
  });
  await page.route(ANALYTICS, (route) =>
    /gtag\/js/.test(route.request().url())
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' })
      : route.fulfill({ status: 204, body: '' }),
  );
  return seen;
}

/** The page_view events in the dataLayer, as their page paths. */
async function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  );
}

for (const locale of ['en', 'zh-CN', 'ja', 'ko'] as const) {
  const home = localizedPath(locale, '/');
  const blog = localizedPath(locale, '/blog');

  test(`${locale}: the banner opens on a first visit and analytics start only after Agree`, async ({
    page,
    context,
  }) => {
    // Two client navigations to a real page and a reload on a shared two-core machine.
    test.setTimeout(90_000);
    const requests = await interceptAnalytics(page);
    await page.goto(home);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await test.step('axe finds no violation with the banner open', async () => {
      expect(await wcagViolations(page)).toEqual([]);
    });

    // Before Agree: no script, no request, no cookie, no dataLayer — also after a client-side navigation.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: blogLabel[locale], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${blog}$`), { timeout: 20_000 });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${home === '/' ? '' : home}/?$`), { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(requests.map((r) => r.url())).toEqual([]);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    const cookiesBefore = await context.cookies();
    expect(cookiesBefore.filter((c) => /^_ga|^_gid|cookie_permission/.test(c.name))).toEqual([]);

    // Agree: stored as 1, banner closed, gtag loaded and configured, a page view for this page.
    await banner.getByRole('button', { name: agreeLabel[locale], exact: true }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requests.some((r) => r.url().includes(`gtag/js?id=${E2E_GA_ID}`))).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'cookie_permission')?.value).toBe('1');
    const config = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((a) => a[0] === 'config'),
    );
    expect(config).toEqual(['config', E2E_GA_ID, expect.objectContaining({ cookie_expires: 31_536_000 })]);
    await expect.poll(() => pageViews(page)).toEqual([home]);

    // Each client-side navigation pushes one more page view (the page was never reloaded: marker kept).
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: blogLabel[locale], exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${blog}$`), { timeout: 20_000 });
    await expect.poll(() => pageViews(page), { timeout: 20_000 }).toEqual([home, blog]);
    await page.goBack();
    await expect.poll(() => pageViews(page), { timeout: 20_000 }).toEqual([home, blog, home]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    // After a reload the banner stays closed and analytics start at once.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => pageViews(page)).toEqual([home]);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });
}

test('"Not now" closes the banner without consent: nothing loads, and it opens again on the next visit', async ({
  page,
  context,
}) => {
  const requests = await interceptAnalytics(page);
  await page.goto('/jp');
  await page.getByTestId('consent-banner').getByRole('button', { name: '今はしない' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('cookie_permission');
  await page.reload();
  await expect(page.getByTestId('consent-banner')).toBeVisible();
});

test('a stored value other than 1 still counts as not accepted', async ({ page, context, baseURL }) => {
  const requests = await interceptAnalytics(page);
  await context.addCookies([{ name: 'cookie_permission', value: '2', url: baseURL! }]);
  await page.goto('/kr');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test("the banner's cookie-policy link opens the cookie policy dialog", async ({ page }) => {
  await page.route('**/api/legal/cookie-policy/zh-CN', (route) =>
    route.fulfill({
      json: {
        title: 'Cookie 政策',
        html: '<h2>我们使用的 Cookie</h2><p>必要、偏好与统计 Cookie。</p>',
        updated: '2025-06-04',
      },
    }),
  );
  await page.goto('/cn');
  await page.getByTestId('consent-banner').getByRole('button', { name: '阅读 Cookie 政策' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie 政策' });
  await expect(dialog.getByRole('heading', { name: '我们使用的 Cookie' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('consent-banner')).toBeVisible();
});

test("before the page's JavaScript runs, a first visitor sees the banner and one who agreed does not", async ({
  page,
  context,
  baseURL,
}) => {
  // The site's scripts never arrive: what shows is the static HTML and its inline pre-paint script.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/jp/contact');
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: baseURL! }]);
  await page.goto('/jp/contact');
  await expect(page.getByTestId('consent-banner')).toBeAttached();
  await expect(page.getByTestId('consent-banner')).toBeHidden();
});
