import { type Browser, expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  alteredFiles,
  gameScript,
  validPlayable,
  zipFiles,
  type ZipUpload,
} from '../fixtures/playable/playables';
import { englishRuns } from '../support/english-runs';
import { uploadInReview } from './support/review';

// The review pages as their users meet them: the Test step's results readable at 1440 px and at 390 px, the
// upload step's wording on a phone, upload errors written as sentences, and the live run's notes, errors and
// blocked requests worded in the page's language on /cn and /jp.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

type Messages = typeof import('@/messages/en.json');
const load = (file: string) => JSON.parse(readFileSync(`messages/${file}.json`, 'utf8')) as Messages;
const en = load('en');
const MESSAGES = { '': en, '/cn': load('zh-CN'), '/jp': load('ja'), '/kr': load('ko') } as const;
type Prefix = keyof typeof MESSAGES;

async function openUpload(page: Page, prefix: Prefix = '') {
  await page.goto(`${prefix}/review`);
  await page.getByRole('button', { name: MESSAGES[prefix].Review.guidance.start }).click();
  await expect(page.locator('input[type=file]')).toBeAttached();
}

async function upload(page: Page, zip: ZipUpload, prefix: Prefix = '') {
  await openUpload(page, prefix);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer });
  await expect(page.locator('#test-heading')).toBeVisible({ timeout: 15_000 });
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  // One pixel of shared border is not an overlap.
  return (
    a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1
  );
}

/** The boxes of the cells of each row of a table (th and td), row by row. */
async function cellBoxes(page: Page, table: string): Promise<Box[][]> {
  return page.locator(`${table} tbody tr`).evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => {
        // The text's own box: a cell's box always fits its column, the text may not.
        const range = document.createRange();
        range.selectNodeContents(cell);
        const rect = range.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      }),
    ),
  );
}

/** Parts of the Test step whose content is wider than their box (cut or scrolled sideways). */
async function overflowingParts(page: Page): Promise<string[]> {
  return page.locator('#test-heading').evaluate((heading) => {
    const step = heading.closest('section')!;
    const parts = Array.from(step.querySelectorAll<HTMLElement>('section, table, ul, ol, dl, p'));
    return parts
      .filter(
        (part) => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'auto',
      )
      .map((part) => `${part.tagName.toLowerCase()}#${part.id || part.dataset.testid || ''}`);
  });
}

/** The size tables at 1440 px: the results get at least 600 px, and no two cells overlap. */
async function readsAtDesktop(page: Page) {
  const results = await page.getByTestId('test-results').boundingBox();
  expect(results!.width).toBeGreaterThanOrEqual(600);

  for (const table of ['[data-testid="sizes"]', '[data-testid="budgets"]']) {
    const rows = await cellBoxes(page, table);
    expect(rows.length).toBeGreaterThan(0);
    const cells = rows.flat();
    for (let i = 0; i < cells.length; i += 1) {
      for (let j = i + 1; j < cells.length; j += 1) {
        expect(overlaps(cells[i], cells[j]), `${table}: cells ${i} and ${j} overlap`).toBe(false);
      }
    }
  }
  // Each network's name and its figures sit on one row, in order, with room between them.
  for (const row of await cellBoxes(page, '[data-testid="budgets"]')) {
    expect(row[0].x + row[0].width).toBeLessThan(row[1].x);
    expect(row[1].x + row[1].width).toBeLessThan(row[2].x);
  }
  expect(await overflowingParts(page)).toEqual([]);
}

/** At 390 px: nothing scrolls sideways, nothing is cut, each budget row's cells apart. */
async function readsOnPhone(page: Page) {
  await expect(page.getByTestId('budgets')).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  expect(await overflowingParts(page)).toEqual([]);
  for (const row of await cellBoxes(page, '[data-testid="budgets"]')) {
    for (const cell of row) expect(cell.x + cell.width).toBeLessThanOrEqual(widths.window);
    expect(overlaps(row[0], row[1]) || overlaps(row[1], row[2])).toBe(false);
  }
}

// One upload, read at 1440 px, then reopened from /review?report=<id> at 390 px in English and Japanese
// (new visits: the results are the stored report's, laid out at that width).
test('the Test step gives the results at least 600 px at 1440 px, and at 390 px (/review, /jp/review) scrolls nothing sideways and cuts nothing', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await uploadInReview(page, await validPlayable(1));
  await readsAtDesktop(page);

  for (const prefix of ['', '/jp'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
    const phone = await context.newPage();
    await phone.goto(`${prefix}/review?report=${id}`);
    await expect(phone.locator('#test-heading')).toBeVisible({ timeout: 15_000 });
    await readsOnPhone(phone);
    await context.close();
  }
});

test.describe('the upload step', () => {
  async function wording(browser: Browser, touch: boolean, prefix: Prefix) {
    const context = await browser.newContext(
      touch
        ? { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } }
        : { viewport: { width: 1280, height: 800 } },
    );
    await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
    const page = await context.newPage();
    await openUpload(page, prefix);
    const zone = page.getByTestId('dropzone');
    const text = await zone.innerText();
    await context.close();
    return text;
  }

  for (const prefix of ['', '/cn', '/jp', '/kr'] as const) {
    test(`says to choose a file on a touch screen and to drag one on a desktop (${prefix || 'en'})`, async ({
      browser,
    }) => {
      const { drop, tap } = MESSAGES[prefix].Review.upload;
      const phone = await wording(browser, true, prefix);
      expect(phone).toContain(tap);
      expect(phone).not.toContain(drop);
      const desktop = await wording(browser, false, prefix);
      expect(desktop).toContain(drop);
      expect(desktop).not.toContain(tap);
    });
  }

  test('words a refused upload as a sentence starting with a capital', async ({ page }) => {
    await openUpload(page);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a playable') });
    const headline = page.getByRole('alert').locator('p').first();
    await expect(headline).toHaveText(en.Review.upload.errors.type);
    expect(await headline.innerText()).toMatch(/^[A-Z].*[.!?]$/);
  });
});

/**
 * A build whose live run has something to say: storage it reads, a message and a fetch failure it logs, a
 * request and an image the player blocks or cannot find, a fullscreen request the browser refuses, and an
 * error it never catches; then the one-tap game.
 */
function noisyGame(): string {
  return `(function () {
  try { localStorage.setItem('best', '3'); } catch (e) { console.error('storage unavailable'); }
  console.error('level data missing, using defaults');
  fetch('https://stats.example.com/collect?event=load').catch(function (error) { console.error(error); });
  var root = document.documentElement;
  if (root.requestFullscreen) root.requestFullscreen().catch(function () {});
  var boss = document.createElement('img');
  boss.src = 'img/boss.png';
  document.body.appendChild(boss);
  setTimeout(function () { throw new Error('Boss sprite sheet is not ready yet'); }, 50);
})();
${gameScript(1)}`;
}

test.describe('the live run in Chinese and Japanese', () => {
  for (const prefix of ['/cn', '/jp'] as const) {
    test(`words its notes, errors and blocked requests in the page's language (${prefix})`, async ({
      page,
    }) => {
      const zip = {
        fileName: 'Game.zip',
        buffer: await zipFiles(alteredFiles({ 'Game/js/game.js': noisyGame() })),
      };
      await upload(page, zip, prefix);
      const timeline = page.getByTestId('timeline');
      // The run reported the logged message, the blocked request and the uncaught error.
      await expect(page.locator('[data-check="code"][data-status="failed"]')).toBeVisible({
        timeout: 20_000,
      });
      await expect(timeline.locator('code', { hasText: 'level data missing, using defaults' })).toBeVisible();
      await expect(timeline.locator('code', { hasText: 'Boss sprite sheet is not ready yet' })).toBeVisible();
      await expect(timeline).toContainText('stats.example.com');
      await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', 'settled', {
        timeout: 20_000,
      });

      expect(await englishOn(page, 'section[aria-labelledby="test-heading"]')).toEqual([]);
    });
  }
});

/**
 * The text nodes under `root` the reader reads, less what quotes the ad, the browser or code (code, pre, kbd),
 * what says it is English (lang="en") and what is hidden.
 */
async function readTexts(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('code, pre, kbd, [lang="en"], iframe, script, style, .sr-only')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent!.trim();
      if (text) texts.push(text);
    }
    return texts;
  });
}

async function englishOn(page: Page, root: string): Promise<string[]> {
  return (await readTexts(page, root)).flatMap((text) =>
    englishRuns(text).map((run) => `${run}  ←  ${text}`),
  );
}

test.describe('the guide and the send-email page in Chinese, Japanese and Korean', () => {
  for (const path of ['/cn/review/doc', '/jp/review/doc', '/kr/review/doc', '/cn/review/send-email']) {
    test(`has no untranslated English sentence (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await englishOn(page, 'main')).toEqual([]);
    });
  }
});
