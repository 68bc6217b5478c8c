import { expect, test, type Page } from '@playwright/test';
import { localizedPath, locales, type Locale } from '@/lib/i18n/locales';
import { LEGAL_DOCS } from '@/lib/legal/documents';
import { raw } from './support/http';
import { SITE_HOST_CN, SITE_HOST_COM } from './support/server-env';
import { wcagViolations } from './support/axe';

// The legal pages (docs/PRODUCT.md, Legal texts and retention) in every locale, the privacy policy's two versions (by host and by ?version=),
// and GET /api/legal/<doc>/<locale>, which the footer dialogs read.

const PAGES = [
  { route: '/privacy', doc: 'privacy' },
  { route: '/cookie-policy', doc: 'cookie-policy' },
  { route: '/copyright', doc: 'copyright' },
] as const;

const UPDATED: Record<Locale, string> = {
  en: 'June 4, 2025',
  'zh-CN': '2025年6月4日',
  ja: '2025年6月4日',
  ko: '2025년 6월 4일',
};

async function expectNoAxeViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

for (const locale of locales) {
  for (const { route, doc } of PAGES) {
    const url = localizedPath(locale, route);
    // Status, lang, the single h1, raw keys, console errors and axe are checked for every page in every
    // locale by pages.spec.ts; this test checks what is particular to a legal document.
    test(`${url}: the document, its last-updated date and a working table of contents`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator(`[data-legal-doc="${doc}"]`)).toBeVisible();
      await expect(page.locator('time[datetime="2025-06-04"]')).toContainText(UPDATED[locale]);
      // The table of contents jumps to the headings it lists.
      const toc = page.getByRole('navigation').filter({ has: page.locator('#legal-toc') });
      const links = toc.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(4);
      const href = (await links.nth(1).getAttribute('href')) ?? '';
      await links.nth(1).click();
      await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(href);
      await expect(page.locator(`h2[id="${href.slice(1)}"]`)).toBeInViewport();
    });
  }

  test(`${localizedPath(locale, '/privacy')}: the version switch is a link kept in the URL`, async ({
    page,
  }) => {
    await page.goto(localizedPath(locale, '/privacy'));
    const current = page.locator('a[aria-current="page"][data-version]');
    await expect(current).toHaveAttribute('data-version', 'global');
    await expect(page.locator('[data-legal-doc="privacy"]')).toBeVisible();

    await page.locator('a[data-version="cn"]').click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/privacy')}\\?version=cn$`));
    await expect(page.locator('[data-legal-doc="privacy-cn"]')).toBeVisible();
    await expect(page.locator('a[aria-current="page"][data-version]')).toHaveAttribute('data-version', 'cn');
    await expect(page.locator('h1')).toHaveCount(1);

    // A reload (or a shared link) shows the same version.
    await page.reload();
    await expect(page.locator('[data-legal-doc="privacy-cn"]')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('a[data-version="global"]').click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/privacy')}\\?version=global$`));
    await expect(page.locator('[data-legal-doc="privacy"]')).toBeVisible();
  });
}

test.describe('privacy version by host', () => {
  test('the .cn host shows the mainland-China version by default, and ?version=global still switches', async () => {
    const cn = await raw('/cn/privacy', { host: SITE_HOST_CN });
    expect(cn.status).toBe(200);
    expect(cn.body).toContain('data-legal-doc="privacy-cn"');
    expect(cn.body).toContain('隐私政策（中国大陆）');
    expect(cn.body).toContain(
      '<link rel="canonical" href="https://www.playmind-studio.com/cn/privacy?version=cn"',
    );

    const global = await raw('/cn/privacy?version=global', { host: SITE_HOST_CN });
    expect(global.status).toBe(200);
    expect(global.body).toContain('data-legal-doc="privacy"');
    expect(global.body).not.toContain('data-legal-doc="privacy-cn"');
  });

  test('the .com host and an unknown version value show the version for outside mainland China', async () => {
    for (const [path, host] of [
      ['/cn/privacy', SITE_HOST_COM],
      ['/privacy', SITE_HOST_COM],
      ['/jp/privacy?version=mars', undefined],
    ] as const) {
      const res = await raw(path, { host });
      expect(res.status, path).toBe(200);
      expect(res.body, path).toContain('data-legal-doc="privacy"');
      expect(res.body, path).toContain('<link rel="canonical" href="https://www.playmind-studio.com');
    }
  });
});

test.describe('GET /api/legal/<doc>/<locale>', () => {
  test('answers {title, html, updated} for every document × locale, cacheable', async ({ request }) => {
    for (const doc of LEGAL_DOCS) {
      for (const locale of locales) {
        const res = await request.get(`/api/legal/${doc}/${locale}`);
        expect(res.status(), `${doc}/${locale}`).toBe(200);
        expect(res.headers()['content-type']).toMatch(/application\/json/);
        expect(res.headers()['cache-control'], `${doc}/${locale}`).toMatch(/public/);
        const body = await res.json();
        expect(Object.keys(body).sort()).toEqual(['html', 'title', 'updated']);
        expect(body.updated).toBe('2025-06-04');
        expect(body.title).not.toBe('');
        expect(body.html).toMatch(/<h2 id="[^"]+">/);
        expect(body.html).not.toMatch(/<script/i);
      }
    }
  });

  test('the dialog text is the page text', async ({ request, page }) => {
    const { html } = await (await request.get('/api/legal/copyright/ja')).json();
    await page.goto('/jp/copyright');
    const pageHtml = await page.locator('[data-legal-doc="copyright"] [data-legal-body]').innerHTML();
    expect(pageHtml.replace(/\s+/g, '')).toBe(String(html).replace(/\s+/g, ''));
  });

  test('answers 404 {"error":"not_found"} for an unknown document or locale', async ({ request }) => {
    for (const path of [
      '/api/legal/terms/en',
      '/api/legal/privacy/fr',
      '/api/legal/privacy/cn',
      '/api/legal/Privacy/en',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toMatch(/application\/json/);
      expect(await res.json(), path).toEqual({ error: 'not_found' });
    }
  });
});
