import { AD_APIS } from '@/lib/playable/networks';
import { expect, type Page, test } from '@playwright/test';
import { ambiguousZip, singleHtml, uploadBytes } from '../fixtures/playable/engines';
import { alteredFiles, validPlayable, zipFiles } from '../fixtures/playable/playables';

// The upload step with the shapes developers ship (docs/PRODUCT.md, Playable testing page): a single HTML page is tested like a
// zip, and every refusal shows its message (docs/PRODUCT.md, Error keys), the precise reason and its evidence, in the page's
// language. The guide explains the shapes, the networks and each check's rule.

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

async function openUpload(page: Page, path = '/review') {
  await page.goto(path);
  await page.getByRole('button', { name: /^(Start testing|开始测试)$/ }).click();
  return page.locator('input[type=file]');
}

// Next's route announcer is an alert too: take the upload's own.
const uploadAlert = (page: Page) => page.locator('main').getByRole('alert');

test('a single HTML page is uploaded and tested; the file check names the studio packaging', async ({
  page,
}) => {
  const input = await openUpload(page);
  const runner = singleHtml('Runner');
  await input.setInputFiles({
    name: runner.fileName,
    mimeType: 'text/html',
    buffer: await uploadBytes(runner),
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Test results: Runner' })).toBeVisible({
    timeout: 15_000,
  });
  const file = page.locator('[data-check="file"]');
  await expect(file).toHaveAttribute('data-status', 'failed');
  // The evidence sits under the rule it breaks, worded as in the guide.
  await expect(file.locator('[data-rule="studio-names"]')).toContainText(
    'The zip, the folder and the HTML page share one name of letters, digits and underscores',
  );
  await expect(file).toContainText(
    'Runner.html: to follow Runner.zip > Runner/ > Runner.html: put Runner.html in a folder named Runner; zip the Runner folder as Runner.zip',
  );
  for (const name of ['html_label', 'base64'])
    await expect(page.locator(`[data-check="${name}"]`)).toHaveAttribute('data-status', 'success');
});

test('refusals show the upload error message, the precise reason and the evidence', async ({ page }) => {
  const input = await openUpload(page);
  const alert = uploadAlert(page);

  const ambiguous = ambiguousZip();
  await input.setInputFiles({
    name: ambiguous.fileName,
    mimeType: 'application/zip',
    buffer: await uploadBytes(ambiguous),
  });
  await expect(alert).toContainText('The HTML page, its folder and the zip need the same name.');
  await expect(alert).toContainText('so we cannot tell which one to open');
  await expect(alert.locator('code')).toHaveText(
    '2 HTML pages and none is named Game.html or index.html: Game/end.html, Game/start.html',
  );

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(alert).toContainText('Please upload a zip file or an HTML file.');
  await expect(alert).toContainText('Only a .zip archive or a single .html page can be tested.');

  await input.setInputFiles({
    name: 'Game.zip',
    mimeType: 'application/zip',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
  });
  await expect(alert).toContainText('The file must be under 5 MB. Please upload a smaller file.');

  // Passes the browser's pre-check, refused by the server: its reason comes back and is shown.
  const zip = await validPlayable(1);
  const nested = await zipFiles(alteredFiles({ 'Game/inner.zip': zip.buffer }));
  await input.setInputFiles({ name: 'Game.zip', mimeType: 'application/zip', buffer: nested });
  await expect(alert).toContainText('The zip cannot be checked safely.');
  await expect(alert).toContainText('The zip contains another archive.');
  await expect(alert.locator('code')).toContainText('Game/inner.zip');
});

test('the server’s reason is shown in the page’s language', async ({ page }) => {
  const input = await openUpload(page, '/cn/review');
  const zip = await validPlayable(1);
  const nested = await zipFiles(alteredFiles({ 'Game/inner.zip': zip.buffer }));
  await input.setInputFiles({ name: 'Game.zip', mimeType: 'application/zip', buffer: nested });
  await expect(uploadAlert(page)).toContainText('无法安全地检查该 zip');
  await expect(uploadAlert(page)).toContainText('zip 中还包含其他压缩包。');
});

test('the guide explains the shapes, the networks’ calls and each check’s rule', async ({ page }) => {
  await page.goto('/review/doc');
  await expect(page.getByTestId('shapes').getByRole('listitem')).toHaveCount(4);
  const table = page.getByRole('table', { name: 'Which call of each API satisfies which test item' });
  // A header row, then a row per API.
  await expect(table.getByRole('row')).toHaveCount(AD_APIS.length + 1);
  const mraid = table.getByRole('row', { name: /MRAID/ });
  // Columns: game_ready, game_start, game_close, game_retry, install, game_end, script tag.
  await expect(mraid.getByRole('cell').nth(0)).toContainText("mraid.addEventListener('ready')");
  await expect(mraid.getByRole('cell').nth(1)).toHaveText('Not applicable');
  await expect(mraid.getByRole('cell').nth(4)).toContainText('mraid.open');
  await expect(mraid.getByRole('cell').nth(6)).toHaveText('mraid.js');
  await expect(page.getByTestId('container-events').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('container-events')).toContainText("ready: 0 ms after the page's load event");
  await expect(page.locator('#checks [data-rule="missing-file-maybe"]')).toContainText('the live run shows');
  await expect(page.locator('#checks [data-rule="eval"]')).toContainText(
    'eval() and new Function() are fine',
  );

  await page.goto('/jp/review/doc');
  await expect(page.getByRole('heading', { level: 2, name: '広告ネットワークとその API' })).toBeVisible();
  await expect(page.locator('#checks [data-rule="eval"]')).toContainText(
    'eval() と new Function() は問題ありません',
  );
});
