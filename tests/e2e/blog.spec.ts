import { expect, test } from '@playwright/test';
import { getAllSlugs, getPost, getPosts } from '@/lib/content/load';
import { locales } from '@/lib/i18n/locales';
import { url } from './support/routes';
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  expectSoundPage,
  SUITE_TIMEOUT_MS,
} from './content-helpers';

// /blog with its tabs in the URL and the subscription box (through the real POST /api/newsletter),
// and the articles /blog/<slug> with back link, share and previous/next.

test.describe('blog', () => {
  test.describe.configure({ timeout: SUITE_TIMEOUT_MS });
  for (const locale of locales) {
    // axe over this page in every locale is tests/e2e/pages.spec.ts's (the same page, freshly loaded).
    test(`lists every post in ${locale}`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      expect((await page.goto(url(locale, '/blog')))?.status()).toBe(200);
      await expectSoundPage(page, locale);
      await expect(page.getByTestId('post-list').locator('article')).toHaveCount(getPosts(locale).length);
      await expect(page.getByTestId('post-list').getByRole('heading').first()).toHaveText(
        getPosts(locale)[0].title,
      );
      expect(errors).toEqual([]);
    });
  }

  test('tabs narrow the list, are marked current, live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/blog');
    const tabs = page.getByRole('navigation', { name: 'Blog categories' });
    await expect(tabs.getByRole('link', { name: 'All Content' })).toHaveAttribute('aria-current', 'page');
    for (const [name, category] of [
      ['Mind Insights', 'insights'],
      ['Mind Academy', 'academy'],
      ['Mind Works', 'works'],
    ] as const) {
      await tabs.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/blog\\?tab=${category}$`));
      const expected = getPosts('en').filter((post) => post.category === category);
      await expect(page.getByTestId('post-list').getByRole('heading')).toHaveText(
        expected.map((post) => post.title),
      );
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(tabs.getByRole('link', { name: 'All Content' })).not.toHaveAttribute('aria-current');
    }
    await page.reload();
    await expect(page.getByTestId('post-list').locator('article')).toHaveCount(
      getPosts('en').filter((post) => post.category === 'works').length,
    );
    await tabs.getByRole('link', { name: 'All Content' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('post-list').locator('article')).toHaveCount(getPosts('en').length);
  });

  test('tabs work without JavaScript in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/cn/blog');
    await page.getByRole('navigation', { name: '博客分类' }).getByRole('link', { name: '实战学院' }).click();
    await expect(page).toHaveURL(/\/cn\/blog\?tab=academy$/);
    await expect(page.getByTestId('post-list').getByRole('heading')).toHaveText(
      getPosts('zh-CN')
        .filter((post) => post.category === 'academy')
        .map((post) => post.title),
    );
    await context.close();
  });

  test('an article: title, date, reading time, body, back link, previous and next', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const posts = getPosts('ja');
    const middle = getPost('ja', posts[1].slug)!;
    await page.goto(url('ja', '/blog'));
    await page.getByRole('link', { name: middle.title }).click();
    await expect(page).toHaveURL(new RegExp(`/jp/blog/${middle.slug}$`));
    await expectSoundPage(page, 'ja');
    await expect(page.locator('h1')).toHaveText(middle.title);
    const meta = page.getByTestId('article-meta');
    await expect(meta.locator('time')).toHaveAttribute('datetime', middle.date);
    await expect(meta).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
    await expect(meta).toContainText(`約 ${middle.readingMinutes} 分で読めます`);
    await expect(page.locator('article h2').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Previous = the older post, next = the newer one.
    await expect(page.getByTestId('prev-article')).toContainText(posts[2].title);
    await expect(page.getByTestId('next-article')).toContainText(posts[0].title);
    await page.getByTestId('next-article').click();
    await expect(page).toHaveURL(new RegExp(`/jp/blog/${posts[0].slug}$`));
    await expect(page.getByTestId('next-article')).toHaveCount(0);
    await page.getByTestId('prev-article').click();
    await expect(page).toHaveURL(new RegExp(`/jp/blog/${middle.slug}$`));
    await page.getByRole('link', { name: 'ブログに戻る' }).first().click();
    await expect(page).toHaveURL(/\/jp\/blog$/);
    expect(errors).toEqual([]);
  });

  test('share: the canonical address, a QR code and a copy button with its message', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const slug = getPosts('ko')[0].slug;
    await page.goto(url('ko', `/blog/${slug}`));
    const address = `https://www.playmind-studio.com/kr/blog/${slug}`;
    await expect(page.getByTestId('share-url')).toHaveText(address);
    await expect(page.getByTestId('share-qr').locator('svg')).toBeVisible();
    await page.getByRole('button', { name: '링크 복사' }).click();
    // The site-wide copy message "Successfully copied" (docs/PRODUCT.md, Layouts and chrome).
    await expect(page.getByTestId('toast')).toContainText('복사되었습니다');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  test('every article answers in every locale; an unknown one is a 404', async ({ request }) => {
    for (const slug of getAllSlugs().posts) {
      for (const locale of locales) {
        expect((await request.get(url(locale, `/blog/${slug}`))).status(), `${locale} ${slug}`).toBe(200);
      }
    }
    expect((await request.get('/blog/no-such-post')).status()).toBe(404);
    expect((await request.get('/kr/blog/no-such-post')).status()).toBe(404);
  });

  test('subscribe: success, then already subscribed, through the real API', async ({ page }) => {
    const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Get new articles by e-mail' });
    await box.getByLabel('E-mail address').fill(email);
    const answer = page.waitForResponse('**/api/newsletter');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByTestId('newsletter-status')).toHaveText('Thank you for subscribing!');
    await expect(box.getByLabel('E-mail address')).toHaveValue('');

    await page.goto('/cn/blog');
    const cnBox = page.getByRole('region', { name: '通过邮件获取新文章' });
    await cnBox.getByLabel('邮箱地址').fill(email.toUpperCase());
    const second = page.waitForResponse('**/api/newsletter');
    await cnBox.getByRole('button', { name: '订阅' }).click();
    expect((await second).status()).toBe(409);
    await expect(page.getByTestId('newsletter-status')).toHaveText('该邮箱地址已订阅');
  });

  test('subscribe: an invalid address is refused in the browser and by the API', async ({
    page,
    request,
  }) => {
    await page.goto('/jp/blog');
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/newsletter')) posted = true;
    });
    const input = page.getByLabel('メールアドレス');
    await input.fill('not-an-address');
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByTestId('newsletter-status')).toHaveText(
      '有効なメールアドレスを入力してください。',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeFocused();
    await expectNoAxeViolations(page);
    expect(posted).toBe(false);

    const response = await request.post('/api/newsletter', { data: { email: 'not-an-address' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'validation', fields: { email: 'email' } });
  });
});
