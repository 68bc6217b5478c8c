import { expect, type Page } from '@playwright/test';
import type { ZipUpload } from '../../fixtures/playable/playables';

// The Test step's upload as the review specs drive it: open /review in a locale, start, give the file input a
// build, and wait for the results' heading. One helper for every browser test that uploads through the page.

/** What the upload step reads in each locale the specs upload in. */
export const REVIEW_LOCALES = {
  en: { path: '/review', start: 'Start testing', results: /^Test results/ },
  'zh-CN': { path: '/cn/review', start: '开始测试', results: /^测试结果/ },
  ja: { path: '/jp/review', start: 'テストを始める', results: /^テスト結果/ },
} as const;

export type ReviewLocale = keyof typeof REVIEW_LOCALES;

/** A file for the upload input: a zip by default, or a single HTML page. */
export interface UploadFile extends ZipUpload {
  mimeType?: 'application/zip' | 'text/html';
}

/**
 * Uploads `file` in /review (in `locale`) and answers its report id once the Test step shows its results.
 * The upload answer is read from the network: the id is what /review?report=<id> reopens.
 */
export async function uploadInReview(
  page: Page,
  file: UploadFile,
  locale: ReviewLocale = 'en',
): Promise<string> {
  const { path, start, results } = REVIEW_LOCALES[locale];
  await page.goto(path);
  await page.getByRole('button', { name: start }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/review/upload'));
  await page.locator('input[type=file]').setInputFiles({
    name: file.fileName,
    mimeType: file.mimeType ?? 'application/zip',
    buffer: file.buffer,
  });
  const { id } = (await (await answer).json()) as { id: string };
  await expect(page.getByRole('heading', { level: 2, name: results })).toBeVisible({ timeout: 15_000 });
  return id;
}

/** Reopens a stored report (its live run included) in `locale`, as a new visit would. */
export async function reopenReport(
  page: Page,
  id: string,
  locale: ReviewLocale = 'en',
  query = '',
): Promise<void> {
  const { path, results } = REVIEW_LOCALES[locale];
  await page.goto(`${path}?report=${id}${query}`);
  await expect(page.getByRole('heading', { level: 2, name: results })).toBeVisible({ timeout: 15_000 });
}

/** A check item of the Test step, by its name (data-check). */
export const checkItem = (page: Page, name: string) => page.locator(`[data-check="${name}"]`);

/** The player's frame in the Test step. */
export const playerFrame = (page: Page) => page.frameLocator('[data-orientation] iframe');
