import { expect, test } from '@playwright/test';
import { getPosts } from '@/lib/content/load';
import { locales } from '@/lib/i18n/locales';
import { url } from './support/routes';
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  expectSoundPage,
  SUITE_TIMEOUT_MS,
} from './content-helpers';

// /news: the Mind Works posts as a dated list in every locale, each linking to its article.

test.describe('news', () => {
  test.describe.configure({ timeout: SUITE_TIMEOUT_MS });
  for (const locale of locales) {
    test(`lists the Mind Works posts newest first and links to them in ${locale}`, async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page);
      expect((await page.goto(url(locale, '/news')))?.status()).toBe(200);
      await expectSoundPage(page, locale);
      const expected = getPosts(locale).filter((post) => post.category === 'works');
      expect(expected.length).toBeGreaterThan(0);
      const list = page.getByTestId('news-list');
      await expect(list.getByRole('heading')).toHaveText(expected.map((post) => post.title));
      await expect(list.locator('time').first()).toHaveAttribute('datetime', expected[0].date);
      await expectNoAxeViolations(page);
      for (const href of await list
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(new RegExp(`^${url(locale, '/blog/').replace(/\/$/, '')}/`));
        expect((await request.get(href!)).status(), href!).toBe(200);
      }
      expect(errors).toEqual([]);
    });
  }
});
