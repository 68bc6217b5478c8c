import { expect, type Page, test } from '@playwright/test';
import { localizedPath } from '@/lib/i18n/locales';
import { everyLocale } from './support/routes';
import { wcagViolations } from './support/axe';

// The site chrome in Chromium against the production build: language dropdown, review button, Services
// submenu (hover at 1439 px), drawer (750 px), the three policy dialogs, tip bar, online status, axe.

/** The policy API belongs to the legal pages; here its answers are stubbed so the dialogs are tested alone. */
async function stubLegal(page: Page, failing: string[] = []) {
  const seen: string[] = [];
  await page.route('**/api/legal/*/*', (route) => {
    const [doc, locale] = new URL(route.request().url()).pathname.split('/').slice(3);
    seen.push(`${doc}/${locale}`);
    if (failing.includes(doc!)) return route.fulfill({ status: 503, json: { error: 'unavailable' } });
    return route.fulfill({
      json: {
        title: `${doc} title`,
        html: `<h2>${doc} body</h2><p>Text of ${doc} in ${locale}.</p>`,
        updated: '2025-06-04',
      },
    });
  });
  return seen;
}

async function closeBanner(page: Page) {
  const banner = page.getByTestId('consent-banner');
  await banner.waitFor();
  await banner.getByRole('button').nth(1).click();
  await expect(banner).toHaveCount(0);
}

test.describe('language dropdown', () => {
  // A page other than the home page, so "keeps the page" means something.
  const path = '/our-work';

  test('switching keeps the page and moves to the prefixed path', async ({ page }) => {
    await page.goto(path);
    const button = page.getByRole('button', { name: /^Language:/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('language-popover')).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const popover = page.getByTestId('language-popover');
    await expect(popover.getByRole('link')).toHaveText(['English', '简体中文', '日本語', '한국어']);
    const box = await popover.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(96);
    expect(box!.width).toBeLessThanOrEqual(98);
    await popover.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('ja', path)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ja');

    // Keyboard: Enter opens, Escape closes and gives focus back to the button.
    const jaButton = page.getByRole('button', { name: /^言語：/ });
    await jaButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('language-popover')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-popover')).toBeHidden();
    await expect(jaButton).toBeFocused();
  });

  test('the review button from /jp switches to English and lands on the English review page', async ({
    page,
  }) => {
    await page.goto('/jp');
    const review = page.getByTestId('review-button').first();
    // The unprefixed path itself: the stored locale is written before the page loads, so no /en/ redirect.
    await expect(review).toHaveAttribute('href', '/review');
    await review.click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  });

  test('the review button keeps Chinese', async ({ page }) => {
    await page.goto('/cn');
    await expect(page.getByTestId('review-button').first()).toHaveAttribute('href', '/cn/review');
  });

  test('platform and trial buttons open the platform in a new tab, the trial with a referer', async ({
    page,
  }) => {
    await page.goto('/');
    const platform = page.getByTestId('platform-button').first();
    await expect(platform).toHaveAttribute('target', '_blank');
    await expect(platform).toHaveAttribute('rel', /noopener/);
    const trial = page.getByTestId('trial-button').first();
    await expect(trial).toHaveAttribute('target', '_blank');
    expect(new URL((await trial.getAttribute('href'))!).searchParams.get('referer')).toBeTruthy();
    // The paid-information anchor is only for the cn host.
    await expect(page.getByTestId('paid-info')).toHaveCount(0);
  });
});

test.describe('Services submenu at 1439 px', () => {
  test.use({ viewport: { width: 1439, height: 900 } });

  test('opens on hover, closes when the pointer leaves, and works by keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const submenu = page.getByTestId('services-submenu');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(submenu).toBeHidden();
    await services.hover();
    await expect(submenu).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu.getByRole('link')).toHaveText([
      'Playable Ads',
      'Video Ads',
      'Automatic Ads',
      'Playable Testing',
    ]);
    await expect(submenu.getByRole('link', { name: 'Video Ads' })).toHaveAttribute(
      'href',
      '/product/video-ads',
    );
    await page.mouse.move(5, 600);
    await expect(submenu).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await services.focus();
    await page.keyboard.press('Enter');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link', { name: 'Playable Ads' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(submenu).toBeHidden();
    await expect(services).toBeFocused();
  });
});

test.describe('drawer at 750 px', () => {
  test.use({ viewport: { width: 750, height: 1000 } });

  test('opens from the menu button, keeps focus inside, and closes with Escape', async ({ page }) => {
    await page.goto('/kr');
    await closeBanner(page);
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
    const opener = page.getByRole('button', { name: '메뉴 열기' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await expect(drawer).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(745); // right-hand side
    expect(await wcagViolations(page)).toEqual([]);

    // Services is a disclosure in the drawer.
    const services = drawer.getByRole('button', { name: '서비스' });
    await expect(drawer.getByRole('link', { name: '동영상 광고' })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: '동영상 광고' })).toHaveAttribute(
      'href',
      '/kr/product/video-ads',
    );
    await expect(drawer.getByRole('link', { name: 'English' })).toBeVisible();

    // Tab never leaves the drawer.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();

    // A link followed from the drawer closes it.
    await opener.click();
    await page.getByRole('dialog').getByRole('link', { name: '블로그' }).click();
    await expect(page).toHaveURL(/\/kr\/blog$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('policy dialogs', () => {
  test('open and close independently, load their document, and return focus', async ({ page }) => {
    const seen = await stubLegal(page);
    await page.goto('/');
    await closeBanner(page);
    const footer = page.getByRole('contentinfo');
    const privacyLink = footer.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacyLink).toHaveAttribute('href', '/privacy');

    await privacyLink.click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy.getByRole('heading', { name: 'privacy body' })).toBeVisible();
    await expect(privacy).toContainText('Last updated: June 4, 2025');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(privacyLink).toBeFocused();

    await footer.getByRole('link', { name: 'Copyright Notice' }).click();
    const copyright = page.getByRole('dialog', { name: 'Copyright Notice' });
    await expect(copyright.getByRole('heading', { name: 'copyright body' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toHaveCount(0);
    await copyright.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await footer.getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Cookie Policy' })
        .getByRole('heading', { name: 'cookie-policy body' }),
    ).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Reopening does not fetch again; the com host gets the international privacy policy.
    await privacyLink.click();
    await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    expect(seen).toEqual(['privacy/en', 'copyright/en', 'cookie-policy/en']);
  });

  test('a document that cannot be loaded shows a readable error and a link to its page', async ({ page }) => {
    await stubLegal(page, ['copyright']);
    await page.goto('/jp');
    await closeBanner(page);
    await page.getByRole('contentinfo').getByRole('link', { name: '著作権について' }).click();
    const dialog = page.getByRole('dialog', { name: '著作権について' });
    await expect(dialog.getByRole('alert')).toContainText('現在、文書を読み込めません。');
    await expect(dialog.getByRole('link', { name: '専用ページで読む' })).toHaveAttribute(
      'href',
      '/jp/copyright',
    );
  });
});

test('the policy dialogs load the real documents from the legal API', async ({ page }) => {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/legal/')) answers.push(response.status());
  });
  await page.goto('/kr');
  await closeBanner(page);
  await page.getByRole('contentinfo').getByRole('link', { name: '쿠키 정책' }).click();
  const dialog = page.getByRole('dialog', { name: '쿠키 정책' });
  await expect(dialog.getByRole('article')).toBeVisible();
  await expect(dialog.getByRole('article')).toContainText('최종 업데이트');
  expect((await dialog.getByRole('article').innerText()).length).toBeGreaterThan(300);
  expect(answers).toEqual([200]);
});

test.describe('tip bar', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('suggests Google Chrome on a phone and hides itself after 10 s', async ({ page }) => {
    // The page's clock is held and moved by the test: the 10 s are the page's, not the test's to wait.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
    await page.goto('/cn');
    const bar = page.getByTestId('tip-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Google Chrome');
    await page.clock.runFor(9_900);
    await expect(bar).toBeVisible();
    await page.clock.runFor(100);
    await expect(bar).toHaveCount(0);
  });
});

test('no tip bar in desktop Chrome', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('tip-bar')).toHaveCount(0);
});

test('the online status is tracked and shown', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const status = page.getByTestId('online-status');
  await expect(status).toHaveText('');
  await context.setOffline(true);
  await expect(status).toContainText('You are offline');
  await context.setOffline(false);
  await expect(status).toContainText('You are back online');
});

test('the route progress bar shows for a slow navigation and finishes', async ({ page }) => {
  // Every request for the blog page (its prefetch too) is slowed down, so the navigation takes over 200 ms.
  await page.route(
    (url) => url.pathname === '/blog',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue().catch(() => {});
    },
  );
  await page.goto('/');
  await closeBanner(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
});

for (const { locale, home } of everyLocale) {
  test(`${locale}: axe finds no violation in the chrome, desktop and narrow`, async ({ page }) => {
    await page.goto(home);
    await closeBanner(page);
    await page.locator('header button[aria-haspopup="true"]').first().click(); // the language dropdown, open
    expect(await wcagViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 750, height: 1000 });
    expect(await wcagViolations(page)).toEqual([]);
  });
}
