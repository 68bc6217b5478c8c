import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { locales, type Locale } from '@/lib/i18n/locales';
import { search } from '@/lib/search';
import { url } from './support/routes';
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  expectSoundPage,
  SUITE_TIMEOUT_MS,
} from './content-helpers';

// /search?q=...&tab=blog|work: a static shell that reads the URL in the browser and shows what GET /api/search
// answers over the index built at build time; and GET /api/search itself.

const tabLabel = /\((\d+)\)|（(\d+)）/;

async function tabCount(page: Page, tab: 'blog' | 'work'): Promise<number> {
  const match = tabLabel.exec((await page.getByTestId(`search-tab-${tab}`).textContent()) ?? '');
  return Number(match?.[1] ?? match?.[2]);
}

const cases: { locale: Locale; query: string; tab: 'blog' | 'work'; slug: string }[] = [
  { locale: 'en', query: 'storyboard', tab: 'blog', slug: 'video-ad-storyboard' },
  // A Chinese word from a post's body, and one from a case's body.
  { locale: 'zh-CN', query: '分镜', tab: 'blog', slug: 'video-ad-storyboard' },
  { locale: 'zh-CN', query: '经销店', tab: 'work', slug: 'corvane-ev-3d-test-drive' },
  { locale: 'ja', query: '絵コンテ', tab: 'blog', slug: 'video-ad-storyboard' },
  { locale: 'ja', query: '照度メーター', tab: 'work', slug: 'fernwise-ar-plant-finder' },
  // Korean by prefix: 스토리보 is the start of 스토리보드; 보물상자 only occurs as 보물상자가.
  { locale: 'ko', query: '스토리보', tab: 'blog', slug: 'video-ad-storyboard' },
  { locale: 'ko', query: '보물상자', tab: 'work', slug: 'lucky-lagoon-slots-playable' },
];

test.describe('search', () => {
  test.describe.configure({ timeout: SUITE_TIMEOUT_MS });
  for (const { locale, query, tab, slug } of cases) {
    test(`${locale}: “${query}” finds ${slug}, with counts matching the results`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      // Typed into the form: the query lands in the URL.
      await page.goto(url(locale, '/search'));
      await expectSoundPage(page, locale);
      await page.getByRole('searchbox').fill(query);
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(new RegExp(`${url(locale, '/search').replace(/\//g, '\\/')}\\?q=`));
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);

      await page.getByTestId(`search-tab-${tab}`).click();
      await expect(page).toHaveURL(/tab=/);
      expect(new URL(page.url()).searchParams.get('tab')).toBe(tab);
      const results = page.getByTestId('search-results').locator('li');
      const expected = search(locale, query, tab);
      await expect(results).toHaveCount(expected.total);
      expect(await tabCount(page, tab)).toBe(expected.total);
      const link = page
        .getByTestId('search-results')
        .getByRole('link', { name: expected.items.find((i) => i.id === slug)!.title });
      await expect(link).toHaveAttribute(
        'href',
        url(locale, `${tab === 'blog' ? '/blog/' : '/our-work/'}${slug}`),
      );
      await expect(page.getByTestId('search-results').locator('mark').first()).toBeVisible();
      await expect(page.getByTestId('result-count')).toContainText(String(expected.total));

      // The other tab's count matches its list too.
      const other = tab === 'blog' ? 'work' : 'blog';
      const otherCount = await tabCount(page, other);
      await page.getByTestId(`search-tab-${other}`).click();
      await expect(page).toHaveURL(new RegExp(`tab=${other}`));
      await expect(page.getByTestId('search-results').locator('li')).toHaveCount(otherCount);

      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('a link reproduces the view, and a reload keeps it', async ({ page }) => {
    await page.goto(`/kr/search?q=${encodeURIComponent('보물상자')}&tab=work`);
    await expect(page.getByRole('searchbox')).toHaveValue('보물상자');
    await expect(page.getByTestId('search-tab-work')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('search-results').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('search-results').locator('mark')).toHaveText('보물상자');
    // The chosen tab is kept for the next query.
    await page.getByRole('searchbox').fill('스토리보');
    await page.getByRole('button', { name: '검색' }).click();
    // The new query's own URL (the old one would match a looser pattern before the navigation lands).
    await expect(page).toHaveURL(`/kr/search?q=${encodeURIComponent('스토리보')}&tab=work`);
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue('스토리보');
    await expect(page.getByTestId('search-tab-work')).toHaveAttribute('aria-current', 'page');
  });

  test('without JavaScript the page says results need it, offers the blog and our work, and the form still submits', async ({
    browser,
    request,
  }) => {
    const messages = JSON.parse(readFileSync('messages/ko.json', 'utf8'));
    const address = `/kr/search?q=${encodeURIComponent('보물상자')}&tab=work`;
    // The notice is a <noscript> (browsers without scripts show it), which a browser with scripts merely
    // switched off in the test does not render: it is checked in the HTML.
    const html = await (await request.get(address)).text();
    const notice = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(notice).toContain(messages.Search.noScript);
    expect(notice).toContain(`href="/kr/blog">${messages.Search.browseBlog}</a>`);
    expect(notice).toContain(`href="/kr/our-work">${messages.Search.browseWork}</a>`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address);
    await page.getByRole('searchbox').fill('스토리보');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/kr\/search\?q=.+$/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('스토리보');
    await context.close();
  });

  for (const locale of locales) {
    test(`nonsense shows the no-results notice in ${locale}`, async ({ page }) => {
      await page.goto(`${url(locale, '/search')}?q=qxzvwjkp`);
      await expect(page.getByTestId('no-results')).toBeVisible();
      await expect(page.getByTestId('no-results')).toContainText('qxzvwjkp');
      await expect(page.getByTestId('search-results')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  test('the navbar search link leads to the search page, by keyboard too', async ({ page }) => {
    const messages = JSON.parse(readFileSync('messages/ja.json', 'utf8'));
    await page.goto(url('ja', '/'));
    const link = page.getByRole('link', { name: messages.Navbar.search });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jp\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Search.title);
  });

  // axe over the empty page in every locale is tests/e2e/pages.spec.ts's (the same page, freshly loaded).
  test('the empty page invites a query', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Type a word or two')).toBeVisible();
  });

  test('GET /api/search answers over HTTP', async ({ request }) => {
    const ok = await request.get(`/api/search?q=${encodeURIComponent('经销店')}&locale=zh-CN&tab=work`);
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as { total: number; items: { url: string }[] };
    expect(body.total).toBe(body.items.length);
    expect(body.items.map((item) => item.url)).toContain('/cn/our-work/corvane-ev-3d-test-drive');
    expect((await request.get('/api/search')).status()).toBe(400);
    expect(await (await request.get('/api/search?q=x&locale=xx')).json()).toEqual({
      error: 'validation',
      fields: { locale: 'invalid' },
    });
  });
});
