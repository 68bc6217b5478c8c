import { expect, type Page, test } from '@playwright/test';
import { getCases } from '@/lib/content/load';
import { localeLabels } from '@/lib/i18n/locales';

// Views that live in the query (search's q, the blog's tab, our work's filters): the language menu keeps them
// (lib/i18n/kept-query.ts), and the route progress bar ends once the new view is rendered.

test.use({ viewport: { width: 1440, height: 900 } });

/** Opens the navbar's language menu and picks a language. */
async function switchLanguage(page: Page, label: string) {
  await page.locator('header').getByRole('button', { name: /[:：]/ }).first().click();
  await page.getByTestId('language-popover').getByRole('link', { name: label }).click();
}

test.describe('the language menu keeps the view', () => {
  test('a search keeps its query: /jp/search?q=動画 → /cn/search?q=動画', async ({ page }) => {
    await page.goto(`/jp/search?q=${encodeURIComponent('動画')}`);
    await switchLanguage(page, localeLabels['zh-CN']);
    await expect(page).toHaveURL(/\/cn\/search\?q=%E5%8B%95%E7%94%BB$/);
    await expect(page.locator('main input[name="q"]')).toHaveValue('動画');
  });

  test('the blog keeps its tab: /kr/blog?tab=academy → /jp/blog?tab=academy', async ({ page }) => {
    await page.goto('/kr/blog?tab=academy');
    await switchLanguage(page, localeLabels.ja);
    await expect(page).toHaveURL(/\/jp\/blog\?tab=academy$/);
    await expect(page.locator('main nav a[aria-current]')).toHaveText('実践ガイド');
  });

  test('our work keeps filters chosen on the page, and drops what no page reads', async ({ page }) => {
    await page.goto('/our-work?utm_source=mail');
    const filters = page.getByRole('navigation', { name: 'Filter cases' });
    await filters.getByRole('link', { name: 'Casual', exact: true }).click();
    await expect(page).toHaveURL(/\/our-work\?tag=casual$/);
    await filters.getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/our-work\?tag=casual&tag=casino$/);
    await switchLanguage(page, localeLabels.ko);
    await expect(page).toHaveURL(/\/kr\/our-work\?tag=casual&tag=casino$/);
    const union = getCases('ko', { tags: ['casual', 'casino'] });
    await expect(page.getByTestId('case-list').getByRole('heading')).toHaveText(
      union.map((item) => item.title),
    );
  });

  test('a page without a view in its query switches to the bare path', async ({ page }) => {
    await page.goto('/jp/contact?q=1');
    await switchLanguage(page, localeLabels.en);
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test('the progress bar ends within a second of a filter change rendering', async ({ page }) => {
  // The filtered view's requests (its prefetch too) take a second, so the bar shows.
  await page.route(
    (address) => address.searchParams.getAll('tag').includes('casino'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => {});
    },
  );
  await page.goto('/our-work');
  const count = page.getByTestId('case-count');
  const before = await count.textContent();
  await page
    .getByRole('navigation', { name: 'Filter cases' })
    .getByRole('link', { name: 'Casino', exact: true })
    .click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(count).not.toHaveText(before!);
  const rendered = Date.now();
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
  expect(Date.now() - rendered).toBeLessThan(1_000);
});
