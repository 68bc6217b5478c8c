import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { getPosts } from '@/lib/content/load';
import { localizedPath, locales } from '@/lib/i18n/locales';
import { brand } from '@/lib/brand';
import { pageRoutes } from '@/lib/routes';
import { raw } from './support/http';
import { everyRouteInEveryLocale, url } from './support/routes';
import { E2E_PORT, SITE_HOST_COM } from './support/server-env';
import { wcagViolations } from './support/axe';

// Every page route in every locale (lib/routes.ts pageRoutes), then the
// marketing pages' own behaviour: tabs by keyboard, show more / show less, section anchors, 404s.

/** A raw message key as next-intl prints it when a message is missing, e.g. `Home.title`. */
const namespaces = Object.keys(JSON.parse(readFileSync('messages/en.json', 'utf8')));
const rawKey = new RegExp(`\\b(?:${namespaces.join('|')})\\.[a-z][A-Za-z0-9]*`);

// Each distinct internal link is requested once per worker, however many pages carry it.
const linkStatus = new Map<string, Promise<number>>();
function statusOf(href: string): Promise<number> {
  let status = linkStatus.get(href);
  if (!status) {
    status = fetch(`http://localhost:${E2E_PORT}${href}`, { redirect: 'follow' }).then((res) => res.status);
    linkStatus.set(href, status);
  }
  return status;
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('every page in every locale', () => {
  for (const { locale, route, url: path } of everyRouteInEveryLocale()) {
    test(`${path} (${locale})`, async ({ page }) => {
      const errors = watchConsole(page);
      await test.step('load', async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
      });
      await test.step('lang, one heading, no raw message key', async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        expect((await h1.innerText()).trim()).not.toBe('');
        const text = await page.locator('body').innerText();
        expect(text).not.toMatch(rawKey);
        expect(text).not.toContain('MISSING_MESSAGE');
      });
      await test.step('canonical and alternates', async () => {
        const canonical = `https://${SITE_HOST_COM}${localizedPath(locale, route)}`;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        for (const other of locales) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
            'href',
            `https://${SITE_HOST_COM}${localizedPath(other, route)}`,
          );
        }
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          'href',
          `https://${SITE_HOST_COM}${localizedPath('en', route)}`,
        );
      });
      await test.step('links and pictures', async () => {
        const hrefs = await page
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const internal = [
          ...new Set(hrefs.filter((href) => !href.startsWith('//')).map((href) => href.split('#')[0]!)),
        ];
        // Requested together: one page's first links each wait on a server render.
        const targets = internal.filter(Boolean);
        const statuses = await Promise.all(targets.map(statusOf));
        for (const [index, href] of targets.entries()) {
          expect(statuses[index], `${path} links to ${href}`).not.toBe(404);
        }
        // Every picture the page shows is there, lazy ones too (a renamed still once left cards blank).
        const pictures = await page
          .locator('img[src^="/"], video[poster^="/"]')
          .evaluateAll((elements) =>
            elements.map(
              (element) => element.getAttribute(element.tagName === 'IMG' ? 'src' : 'poster') ?? '',
            ),
          );
        const sources = [...new Set(pictures)];
        const shown = await Promise.all(sources.map(statusOf));
        for (const [index, src] of sources.entries()) {
          expect(shown[index], `${path} shows ${src}`).toBe(200);
        }
      });
      await test.step('axe', async () => {
        expect(await wcagViolations(page)).toEqual([]);
      });
      expect(errors).toEqual([]);
    });
  }
});

test.describe('home page', () => {
  test('the AI tool tabs switch with the arrow keys, Home and End', async ({ page }) => {
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'AI tools' });
    const playable = tablist.getByRole('tab', { name: 'Playable Editor' });
    const video = tablist.getByRole('tab', { name: 'Video Editor' });
    const playablePanel = page.getByRole('tabpanel', { name: 'Playable Editor' });
    await expect(playable).toHaveAttribute('aria-selected', 'true');
    await expect(playablePanel).toBeVisible();

    await playable.focus();
    await page.keyboard.press('ArrowRight');
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('aria-selected', 'true');
    await expect(playable).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Video Editor' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Turn one shoot into dozens of videos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Build a playable without writing code' })).toBeHidden();

    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expect(playable).toBeFocused();
    await page.keyboard.press('End');
    await expect(video).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(playable).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(video).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order; Tab moves on into its panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Video Editor' })).toBeFocused();
  });

  test('the client case lists show more and show less', async ({ page }) => {
    await page.goto('/jp');
    const list = page.getByRole('list', { name: 'ゲーム' });
    const toggle = page.locator(`button[aria-controls~="${await list.getAttribute('id')}"]`);
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText('もっと見る');

    await toggle.click();
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('閉じる');
    await expect(list.getByText('+214%')).toBeVisible();

    await toggle.click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the latest articles are the three newest blog posts of the locale', async ({ page }) => {
    await page.goto('/kr');
    const section = page.locator('section#articles');
    const newest = getPosts('ko').slice(0, 3);
    const links = section.locator('article h3 a');
    await expect(links).toHaveCount(3);
    for (const [index, post] of newest.entries()) {
      await expect(links.nth(index)).toHaveText(post.title);
      await expect(links.nth(index)).toHaveAttribute('href', `/kr/blog/${post.slug}`);
    }
  });

  test('the consultation block links to the contact form of the locale', async ({ page }) => {
    await page.goto('/cn');
    const block = page.locator('section[aria-labelledby="consultation-heading"]');
    await expect(block.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/cn/contact');
  });
});

test.describe('services, products and the platform', () => {
  test('the services sections are link targets', async ({ page }) => {
    for (const id of ['MarketingPlanning', 'CreativeVideos', brand.platform.slug]) {
      await page.goto(`/services#${id}`);
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    }
  });

  test('an unknown product, and an unknown single segment beside the platform page, are 404', async () => {
    for (const path of ['/product/unknown', '/jp/product/unknown', '/no-such-page', '/kr/no-such-page']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
    }
    expect((await raw(url('ja', `/${brand.platform.slug}`))).status).toBe(200);
  });

  test('each product page has three audience cards and the create, analyze, iterate flow', async ({
    page,
  }) => {
    for (const product of ['playable-ads', 'video-ads', 'ad-automation']) {
      await page.goto(`/product/${product}`);
      await expect(page.locator('section#audiences li')).toHaveCount(3);
      const steps = page.locator('section#flow ol > li h3');
      await expect(steps).toHaveText(['Create', 'Analyze', 'Iterate']);
      await expect(page.locator('section[aria-labelledby="consultation-heading"] a')).toHaveAttribute(
        'href',
        '/contact',
      );
    }
  });
});

test.describe('site files', () => {
  test('sitemap.xml lists every page in every locale with alternates, robots.txt points at it', async () => {
    const sitemap = await raw('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const route of pageRoutes) {
      for (const locale of locales) {
        expect(sitemap.body).toContain(`<loc>https://${SITE_HOST_COM}${localizedPath(locale, route)}</loc>`);
      }
    }
    expect(sitemap.body).toContain('hreflang="x-default"');
    const robots = await raw('/robots.txt');
    expect(robots.body).toContain(`Sitemap: https://${SITE_HOST_COM}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /review/preview/');
  });

  test('favicon.ico, the icon and the manifest are served and linked', async ({ page }) => {
    const favicon = await fetch(`http://localhost:${E2E_PORT}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(Buffer.from(await favicon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const manifest = await (await fetch(`http://localhost:${E2E_PORT}/manifest.webmanifest`)).json();
    expect(manifest.start_url).toBe('/');
    for (const icon of manifest.icons) {
      expect((await fetch(`http://localhost:${E2E_PORT}${icon.src}`)).status, icon.src).toBe(200);
    }
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
  });
});
