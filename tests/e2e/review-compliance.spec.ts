import { expect, type Page, test } from '@playwright/test';
import { COMPLIANCE_COLUMNS } from '@/lib/playable/compliance/types';
import { API_FIXTURES, fixtureZip, type NetworkFixture } from '../fixtures/playable/networks';

// Issue 15 in the page: the compliance matrix of the Test step, a network per row, ready or its misses, each
// miss a disclosure opening to its fix; read at 1440 px and 390 px, the live run settling the Studio row;
// then the report reopened from /review?report=<id> with its stored live run.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

const MINTEGRAL = API_FIXTURES.find((fixture) => fixture.api === 'mintegral')!;
const frame = (page: Page) => page.frameLocator('[data-orientation] iframe');
const row = (page: Page, network: string) =>
  page.locator(`[data-testid="compliance"] tr[data-network="${network}"]`);

async function upload(page: Page, fixture: NetworkFixture): Promise<string> {
  const zip = await fixtureZip(fixture);
  await page.goto('/review');
  await page.getByRole('button', { name: 'Start testing' }).click();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/review/upload'));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer });
  const report = (await (await answer).json()) as { id: string };
  await expect(page.getByRole('heading', { level: 2, name: /^Test results/ })).toBeVisible({
    timeout: 15_000,
  });
  return report.id;
}

for (const width of [1440, 390]) {
  test(`the matrix reads at ${width} px and a miss opens to its fix`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await upload(page, MINTEGRAL);
    const matrix = page.getByTestId('compliance');
    await expect(matrix.locator('tbody tr')).toHaveCount(COMPLIANCE_COLUMNS.length);
    await expect(row(page, 'meta')).toContainText(/\d+ miss/);
    await expect(row(page, 'studio')).toContainText('Studio rules');

    const cta = row(page, 'meta').locator('details[data-rule="cta"]');
    await expect(cta.getByTestId('fix')).toBeHidden();
    await cta.locator('summary').click();
    await expect(cta.getByTestId('fix')).toBeVisible();
    await expect(cta.getByTestId('fix')).toHaveText('replace install() by FbPlayableAd.onCTAClick()');

    // Nothing of the page spills past the viewport on a phone.
    const box = await matrix.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    const wide = await page.evaluate((limit) => {
      const out: string[] = [];
      for (const element of document.querySelectorAll('body *')) {
        const rect = element.getBoundingClientRect();
        if (rect.right > limit + 0.5 && rect.width > 0)
          out.push(`${element.tagName}.${element.className}`.slice(0, 120));
      }
      return out.slice(0, 8);
    }, width);
    expect(wide).toEqual([]);
  });
}

test('the live run settles the Studio row, and /review?report=<id> reopens it', async ({ page }) => {
  const id = await upload(page, MINTEGRAL);
  await frame(page)
    .locator('#stage')
    .click({ position: { x: 150, y: 100 } });
  await frame(page).locator('#cta').click();
  const stored = page.waitForResponse((response) => response.url().endsWith(`/api/review/report/${id}/live`));
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', 'settled', { timeout: 15_000 });
  expect((await stored).status()).toBe(200);
  await expect(row(page, 'studio')).toContainText('Ready');
  await expect(row(page, 'mintegral')).toContainText('Ready');

  await page.goto(`/review?report=${id}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Test results/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(row(page, 'studio')).toContainText('Ready');
  await expect(page.getByRole('button', { name: 'Download the report (JSON)' })).toBeVisible();
});

// The guide renders the networks table and each network's rules from data: the networks added later
// (Snapchat's API, the Chartboost and Snapchat columns) appear with their rules and sources in every language.
for (const [path, snapchatPackage] of [
  ['/review/doc', 'One HTML page named index.html, or a zip with index.html at its top.'],
  ['/cn/review/doc', '一个名为 index.html 的 HTML 页面，或顶层含 index.html 的 zip。'],
  ['/jp/review/doc', 'index.html という名前の HTML ページ 1 つ、または最上位に index.html を置いた zip。'],
  ['/kr/review/doc', 'index.html이라는 이름의 HTML 페이지 하나, 또는 최상위에 index.html이 있는 zip.'],
]) {
  test(`the guide at ${path} shows Snapchat and Chartboost with their rules`, async ({ page }) => {
    await page.goto(path);
    const apiRow = page.locator('[aria-labelledby="networks-caption"] tr', { hasText: 'snapchatCta' });
    await expect(apiRow).toContainText('ScPlayableAd.onCTAClick');
    const snapchat = page.locator('#network-snapchat');
    await expect(snapchat.locator('[data-rule="package"]')).toContainText(snapchatPackage);
    await expect(snapchat.locator('[data-rule="cta"]')).toContainText('snapchatCta()');
    const chartboost = page.locator('#network-chartboost');
    await expect(chartboost.locator('[data-rule="cta"]')).toContainText('mraid.open(storeUrl)');
    await expect(chartboost.locator('[data-rule="size"]')).toContainText('3,000,000');
    await expect(
      chartboost.locator('a[href="https://docs.chartboost.com/en/advertising/creatives/mraid-playable/"]'),
    ).toHaveCount(await chartboost.locator('[data-rule]').count());
  });
}
