import { expect, type Page, test } from '@playwright/test';
import { locales, localizedPath } from '@/lib/i18n/locales';
import { url } from './support/routes';
import { type SlowStream, startSlowStream } from './support/slow-stream';

// The layout and behaviour defects a reading in Chromium found, each tested at the width where
// it appeared.

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** How many lines an element's text takes (its height over its line height). */
async function lineCount(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
      const box = element.getBoundingClientRect();
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      return Math.round((box.height - padding) / line);
    }),
  );
}

test.describe('/review at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ['en', 'zh-CN'] as const) {
    test(`the header fits, every label on one line (${locale})`, async ({ page }) => {
      await page.goto(url(locale, '/review'));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const header = 'header nav[aria-label]';
      for (const lines of await lineCount(page, `${header} a, ${header} button`)) expect(lines).toBe(1);
    });
  }
});

test.describe('the navbar at 1280–1440 px', () => {
  // One load per locale, laid out again at each width: the header's lines depend on the width, not the load.
  for (const locale of locales) {
    test(`keeps every item on one line at 1280, 1366 and 1440 px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url(locale, '/our-work'));
      for (const width of [1280, 1366, 1440]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          expect(await overflow(page), `${width} px`).toBeLessThanOrEqual(0);
          const items =
            'header nav > ul > li > a, header nav > ul > li > button, header [data-testid$="-button"]';
          const lines = await lineCount(page, items);
          expect(lines.length).toBeGreaterThanOrEqual(7);
          expect(
            lines.every((count) => count === 1),
            `${width} px: ${lines.join(',')}`,
          ).toBe(true);
        });
      }
    });
  }
});

test('hovering Services and then clicking it keeps the submenu open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const services = page.locator('header nav').getByRole('button', { name: 'Services' });
  await services.hover();
  await expect(page.getByTestId('services-submenu')).toBeVisible();
  await services.click();
  await expect(page.getByTestId('services-submenu')).toBeVisible();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  // A second click (the visitor's own choice) closes it.
  await services.click();
  await expect(page.getByTestId('services-submenu')).toBeHidden();
});

test("home's show more expands both columns together, leaving no hole", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const lists = page.locator('section#cases ul[aria-label]');
  await expect(lists).toHaveCount(2);
  const button = page.locator('section#cases').getByRole('button', { name: 'Show more' });
  const controlled = (await button.getAttribute('aria-controls'))!.split(' ');
  expect(controlled).toEqual(await lists.evaluateAll((elements) => elements.map((element) => element.id)));
  await button.click();
  for (const list of await lists.all()) await expect(list.getByRole('listitem')).toHaveCount(4);
  const bottoms = await lists.evaluateAll((elements) =>
    elements.map((e) => e.getBoundingClientRect().bottom),
  );
  // Side by side, the two columns end within one card's padding of each other.
  expect(Math.abs(bottoms[0]! - bottoms[1]!)).toBeLessThan(120);
});

test.describe('the 404 page', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const titles = {
    en: 'Page not found',
    'zh-CN': '页面不存在',
    ja: 'ページが見つかりません',
    ko: '페이지를 찾을 수 없음',
  };
  for (const locale of locales) {
    test(`is localized with lang, title, footer and search (${locale})`, async ({ page }) => {
      const response = await page.goto(`${url(locale, '/')}/no-such-page`.replace('//', '/'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(`^${titles[locale]}`));
      await expect(page.locator('footer')).toBeVisible();
      const search = page.locator('main form[role="search"]');
      await expect(search).toHaveAttribute('action', localizedPath(locale, '/search'));
      await search.locator('input[name="q"]').fill('playable');
      await search.locator('input[name="q"]').press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/search')}\\?q=playable`));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('switching to English under a Japanese locale cookie', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'NEXT_LOCALE', value: 'ja', url: baseURL! },
      { name: 'cookie_permission', value: '1', url: baseURL! },
    ]);
  });

  /** Every document request the page makes from here on. */
  function documents(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') seen.push(new URL(request.url()).pathname);
    });
    return seen;
  }

  test('the language menu goes straight to the unprefixed path', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/jp/our-work');
    const seen = documents(page);
    await page.getByRole('button', { name: /^言語：/ }).click();
    const english = page.getByTestId('language-popover').getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/our-work');
    await english.click();
    await expect(page).toHaveURL(/\/our-work$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(seen).toEqual(['/our-work']);
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
  });

  test('the review button goes straight to /review in English', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/jp');
    const seen = documents(page);
    await page.getByTestId('review-button').first().click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(seen).toEqual(['/review']);
  });
});

// A page is painted while it streams in (no rule holds the first paint until the whole document is parsed),
// and what is painted of a half-parsed page stays where it is: the elements that grew as the rest arrived (the
// navbar's actions, a demo's play button, the footer's links) have their final size from the start
// (components/layout/reserved-size.ts). A front of the server sends each document a few hundred bytes at a
// time, and a PerformanceObserver adds up the layout shifts of the load.
test.describe('a page painted as it streams', () => {
  let slow: SlowStream;
  test.beforeAll(async () => {
    slow = await startSlowStream();
  });
  test.afterAll(async () => {
    await slow.close();
  });

  /** The layout shifts of a load, each with what moved, recorded from the first paint on. */
  async function recordShifts(page: Page) {
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const name =
              node instanceof Element
                ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`
                : `text "${node?.textContent?.slice(0, 30)}"`;
            return `${name} ${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height}`;
          });
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  test('the first paint comes before the document has arrived', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${slow.origin}/our-work/berry-cascade-match3-playable`);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const hiding = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((rule) => ('cssRules' in rule ? [rule, ...(rule as CSSGroupingRule).cssRules] : [rule]))
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
        .filter((rule) => /^(html|body)\b/.test(rule.selectorText) && rule.style.visibility === 'hidden')
        .map((rule) => rule.selectorText);
      return { paint: paint?.startTime, arrived: navigation.responseEnd, hiding };
    });
    expect(timing.hiding).toEqual([]);
    // The document takes seconds to arrive; the page shows its first part long before.
    expect(timing.arrived - timing.paint!).toBeGreaterThan(1_000);
  });

  for (const width of [1440, 390]) {
    for (const locale of locales) {
      test(`nothing painted moves as the rest arrives at ${width} px (${locale})`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        await recordShifts(page);
        // Home, a case with a demo (its play button), the 404 page (its footer in view).
        for (const path of ['/', '/our-work/berry-cascade-match3-playable', '/no-such-page']) {
          const address = `${slow.origin}${path === '/' ? url(locale, '/') : `${url(locale, '/')}${path}`.replace('//', '/')}`;
          await page.goto(address, { waitUntil: 'load' });
          await expect(page.locator('footer')).toBeVisible();
          const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
          expect(shifts, path).toEqual([]);
        }
      });
    }
  }

  for (const width of [1440, 390]) {
    test(`each reserved width holds its element in every language, without a gap, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // The navbar's right-hand side, a demo's play button, the footer's links (one row from 768 px).
      const reserved = ['header > div > div.ml-auto', '[data-testid="play-demo"]'];
      if (width >= 768) reserved.push('footer nav');
      for (const locale of locales) {
        await page.goto(url(locale, '/our-work/berry-cascade-match3-playable'));
        for (const selector of reserved) {
          const widths = await page.locator(selector).evaluate((element: HTMLElement) => {
            const held = element.getBoundingClientRect().width;
            // Its own width: no reservation, and not squeezed by a row that overflows either.
            element.style.minWidth = '0';
            element.style.width = 'max-content';
            element.style.flex = 'none';
            const own = element.getBoundingClientRect().width;
            element.style.minWidth = '';
            element.style.width = '';
            element.style.flex = '';
            return { held, own };
          });
          // The element's own width fits its reservation, which is no more than a pixel wider.
          expect(widths.held - widths.own, `${selector} (${locale})`).toBeGreaterThanOrEqual(0);
          expect(widths.held - widths.own, `${selector} (${locale})`).toBeLessThan(1);
        }
      }
    });
  }
});
