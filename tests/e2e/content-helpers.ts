import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './support/axe';

// Shared by the our-work, blog, news and search suites.

/** The machine is shared by several engineers' builds and browsers: the suites allow slow pages. */
export const SUITE_TIMEOUT_MS = 120_000;

/** axe with the WCAG 2 A and AA rules: no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Scan the page at rest: the route-progress bar (chrome) is shown only during a client navigation.
  await page.locator('#nprogress').waitFor({ state: 'detached', timeout: 10_000 });
  expect(await wcagViolations(page)).toEqual([]);
}

/** Collects console errors and page errors; assert on the array at the end of a test. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(`${message.text()} ${where}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** What every page of this area must show: one non-empty h1, the right lang, no raw message key. */
export async function expectSoundPage(page: Page, lang: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).not.toBeEmpty();
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('MISSING_MESSAGE');
  expect(text).not.toMatch(/\b(OurWork|Blog|News|Search|Newsletter)\.[a-zA-Z]+/);
}
