import { expect, test } from '@playwright/test';
import { getAllSlugs, getCase, getCases } from '@/lib/content/load';
import { locales } from '@/lib/i18n/locales';
import { url } from './support/routes';
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  expectSoundPage,
  SUITE_TIMEOUT_MS,
} from './content-helpers';

// /our-work: format and tag filters kept in the URL as plain links, the no-match state, case detail pages.

test.describe('our work', () => {
  test.describe.configure({ timeout: SUITE_TIMEOUT_MS });
  for (const locale of locales) {
    // axe over this page in every locale is tests/e2e/pages.spec.ts's (the same page, freshly loaded).
    test(`lists every case in ${locale}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(url(locale, '/our-work'));
      expect(response?.status()).toBe(200);
      await expectSoundPage(page, locale);
      const cards = page.getByTestId('case-list').locator('article');
      await expect(cards).toHaveCount(getCases(locale).length);
      // Titles come from the locale's own files.
      await expect(cards.first().getByRole('heading')).toHaveText(getCases(locale)[0].title);
      // Covers carry their intrinsic size, so nothing shifts when they load.
      const cover = cards.first().locator('img');
      await expect(cover).toHaveAttribute('width', '1200');
      await expect(cover).toHaveAttribute('height', '675');
      expect(errors).toEqual([]);
    });
  }

  test('format and tag combine, live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/our-work');
    const filters = page.getByRole('navigation', { name: 'Filter cases' });
    await filters.getByRole('link', { name: 'Interactive Ads' }).click();
    await expect(page).toHaveURL(/\/our-work\?type=interactive$/);
    await filters.getByRole('link', { name: 'Casual', exact: true }).click();
    await expect(page).toHaveURL(/\/our-work\?type=interactive&tag=casual$/);

    const expected = getCases('en', { type: 'interactive', tags: ['casual'] });
    expect(expected.length).toBeGreaterThan(0);
    const check = async () => {
      await expect(page.getByTestId('case-list').locator('article')).toHaveCount(expected.length);
      await expect(page.getByTestId('case-list').getByRole('heading')).toHaveText(
        expected.map((item) => item.title),
      );
      await expect(filters.getByRole('link', { name: 'Interactive Ads' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(filters.getByRole('link', { name: 'Casual', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(filters.getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute(
        'aria-current',
        'true',
      );
    };
    await check();
    await page.reload();
    await check();

    // Switching the format keeps the tag; clicking the tag again removes it.
    await filters.getByRole('link', { name: 'Creative Videos' }).click();
    await expect(page).toHaveURL(/\/our-work\?type=video&tag=casual$/);
    await filters.getByRole('link', { name: 'Casual', exact: true }).click();
    await expect(page).toHaveURL(/\/our-work\?type=video$/);
    await expect(page.getByTestId('case-list').locator('article')).toHaveCount(
      getCases('en', { type: 'video' }).length,
    );
    await expectNoAxeViolations(page);
  });

  test('filters work without JavaScript, in another locale too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jp/our-work?tag=ar');
    const expected = getCases('ja', { tags: ['ar'] });
    await expect(page.getByTestId('case-list').locator('article')).toHaveCount(expected.length);
    await page
      .getByRole('navigation', { name: '事例を絞り込む' })
      .getByRole('link', { name: 'クリエイティブ動画' })
      .click();
    await expect(page).toHaveURL(/\/jp\/our-work\?type=video&tag=ar$/);
    await expect(page.getByTestId('case-list').locator('article')).toHaveCount(
      getCases('ja', { type: 'video', tags: ['ar'] }).length,
    );
    await context.close();
  });

  test('two genres show the cases of either; a technique then narrows them', async ({ page }) => {
    await page.goto('/our-work');
    const filters = page.getByRole('navigation', { name: 'Filter cases' });
    const titles = page.getByTestId('case-list').getByRole('heading');
    const union = getCases('en').filter(
      (item) => item.tags.includes('casino') || item.tags.includes('ecommerce'),
    );
    expect(getCases('en', { tags: ['casino'] }).length).toBeLessThan(union.length);
    await filters.getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/our-work\?tag=casino$/);
    await filters.getByRole('link', { name: 'E-commerce', exact: true }).click();
    await expect(page).toHaveURL(/\/our-work\?tag=casino&tag=ecommerce$/);
    await expect(titles).toHaveText(union.map((item) => item.title));
    for (const name of ['Casino', 'E-commerce']) {
      await expect(filters.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
    }
    // The same view from the server, on a reload and without JavaScript alike.
    await page.reload();
    await expect(titles).toHaveText(union.map((item) => item.title));
    await filters.getByRole('link', { name: 'AR', exact: true }).click();
    await expect(page).toHaveURL(/\/our-work\?tag=casino&tag=ecommerce&tag=ar$/);
    const narrowed = union.filter((item) => item.tags.includes('ar'));
    expect(narrowed.length).toBeGreaterThan(0);
    await expect(titles).toHaveText(narrowed.map((item) => item.title));
    await expectNoAxeViolations(page);
  });

  test('two genres give their union without JavaScript, in Korean', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/kr/our-work?tag=casual&tag=board-card');
    const union = getCases('ko').filter(
      (item) => item.tags.includes('casual') || item.tags.includes('board-card'),
    );
    expect(union.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('case-list').getByRole('heading')).toHaveText(
      union.map((item) => item.title),
    );
    await context.close();
  });

  test('a combination without cases shows the no-match state with a way back', async ({ page }) => {
    expect(getCases('ko', { type: 'video', tags: ['casino'] })).toEqual([]);
    await page.goto('/kr/our-work?type=video&tag=casino');
    await expect(page.getByTestId('no-match')).toContainText('이 조건에 맞는 사례가 없습니다');
    await expect(page.getByTestId('case-count')).toHaveText('사례 0건');
    await expectNoAxeViolations(page);
    await page.getByTestId('no-match').getByRole('link', { name: '모든 사례 보기' }).click();
    await expect(page).toHaveURL(/\/kr\/our-work$/);
    await expect(page.getByTestId('case-list').locator('article')).toHaveCount(getCases('ko').length);
  });

  test('unknown filter values are ignored', async ({ page }) => {
    const response = await page.goto('/our-work?type=nonsense&tag=nothing');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('case-list').locator('article')).toHaveCount(getCases('en').length);
  });

  test('a card opens its case; every case answers in every locale; an unknown one is a 404', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/cn/our-work');
    const first = getCases('zh-CN')[0];
    await page.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/cn/our-work/${first.slug}$`));
    await expectSoundPage(page, 'zh-CN');
    await expect(page.locator('h1')).toHaveText(first.title);
    await expect(page.getByText(first.client).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: '返回案例作品' }).click();
    await expect(page).toHaveURL(/\/cn\/our-work$/);
    expect(errors).toEqual([]);

    for (const slug of getAllSlugs().cases) {
      for (const locale of locales) {
        const response = await request.get(url(locale, `/our-work/${slug}`));
        expect(response.status(), `${locale} ${slug}`).toBe(200);
        expect(await response.text()).toContain(
          getCase(locale, slug)?.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'),
        );
      }
    }
    expect((await request.get('/our-work/no-such-case')).status()).toBe(404);
  });
});
