import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Locale, localizedPath, locales } from '@/lib/i18n/locales';
import { raw } from './support/http';

// The 404 page is sent whole by the server (app/global-not-found.tsx): a crawler or a screen reader without
// JavaScript gets its language, its message and the site's navbar and footer, with status 404. It was an
// empty <html id="__next_error__"> the browser filled in.

type Messages = typeof import('@/messages/en.json');
const messagesOf = (locale: Locale): Messages =>
  JSON.parse(readFileSync(join('messages', `${locale}.json`), 'utf8'));
const messages = Object.fromEntries(locales.map((locale) => [locale, messagesOf(locale)])) as Record<
  Locale,
  Messages
>;
const en = messages.en;

/** The text of an HTML fragment: tags (BudouX's <wbr/> among them) removed. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/** The first element of a kind in a document, as HTML. */
function first(body: string, tag: string): string {
  const found = new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(body);
  return found?.[0] ?? '';
}

for (const locale of locales) {
  const t = messages[locale];
  const at = (path: string) => localizedPath(locale, path);
  // An unknown path, an unknown post and an unknown case (their routes generate a fixed set of paths).
  for (const path of [at('/does-not-exist'), at('/blog/no-such-post'), at('/our-work/no-such-case')]) {
    test(`${path} is a whole 404 page from the server (${locale})`, async () => {
      const res = await raw(path);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('__next_error__');
      expect(res.body).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}"`));
      expect(text(first(res.body, 'title'))).toBe(t.NotFound.metaTitle);
      expect(text(first(res.body, 'h1'))).toBe(t.NotFound.title);
      expect(res.body).toContain(t.NotFound.description);
      const main = first(res.body, 'main');
      expect(main).toContain(`href="${at('/')}"`);
      expect(main).toContain(`action="${at('/search')}"`);
      const header = first(res.body, 'header');
      for (const page of ['/', '/our-work', '/blog']) expect(header, page).toContain(`href="${at(page)}"`);
      expect(text(header)).toContain(t.Navbar.review);
      const footer = first(res.body, 'footer');
      expect(footer).toContain(`href="${at('/privacy')}"`);
      expect(text(footer)).toContain(t.Footer.privacy);
    });
  }
}

test('an unknown language segment and a file-like path get the English 404 page', async () => {
  for (const path of ['/fr/blog', '/no-such-file.txt', '/next/nl/no-such-page']) {
    const res = await raw(path);
    expect(res.status, path).toBe(404);
    expect(res.body, path).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(text(first(res.body, 'h1')), path).toBe(en.NotFound.title);
    expect(first(res.body, 'footer'), path).toContain('href="/privacy"');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of locales) {
    test(`the 404 page shows its message, navbar and footer (${locale})`, async ({ page }) => {
      const response = await page.goto(localizedPath(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].NotFound.title);
      await expect(page.locator('header')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });
  }
});
