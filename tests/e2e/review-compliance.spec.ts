import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { COMPLIANCE_COLUMNS } from '@/lib/playable/compliance/types';
import {
  apiFixture,
  inlinedPage,
  singlePage,
  ownBuild,
  type PackagedBuild,
  studioPackage,
} from '../fixtures/playable/network-packages';
import { API_FIXTURES, fixtureZip } from '../fixtures/playable/networks';
import { zipFiles } from '../fixtures/playable/playables';
import { playerFrame as frame, reopenReport, type ReviewLocale, uploadInReview } from './support/review';

// In the page: the compliance matrix (docs/PLAYABLE-TESTING.md, The compliance matrix) of the Test step, a network per row, ready or its misses, each
// miss a disclosure opening to its fix; read at 1440 px and 390 px, the live run settling the Studio row;
// then the report reopened from /review?report=<id> with its stored live run.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

type Findings = (typeof import('@/messages/en.json'))['ComplianceFindings'];
/** A finding as the page words it in `locale` (ComplianceFindings in messages/*.json), its values filled in. */
function finding(
  locale: ReviewLocale,
  code: keyof Findings,
  values: Record<string, string | number> = {},
): string {
  const findings: Findings = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).ComplianceFindings;
  return findings[code].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

const MINTEGRAL = API_FIXTURES.find((fixture) => fixture.api === 'mintegral')!;
const row = (page: Page, network: string) =>
  page.locator(`[data-testid="compliance"] tr[data-network="${network}"]`);

/** A new visit at `width`: a context of its own, nothing stored of the other visits (the networks chosen). */
async function newVisit(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
  return context.newPage();
}

/**
 * The settled matrix: a network per row, the Studio's rules named, Meta's CTA miss (seen live: its install
 * button calls install(), not FbPlayableAd.onCTAClick()) a disclosure opening to its fix. Read once the run
 * settled: until then the row shows the scan's side of that miss (data-rule "cta"), which the settled run
 * replaces by its live side (lib/playable/compliance/rules.ts, LIVE_SIDE_OF), so a read before the settle
 * races it (SETTLE_AFTER_MS in lib/playable/live.ts).
 */
async function matrixReads(page: Page, width: number) {
  const matrix = page.getByTestId('compliance');
  await expect(matrix.locator('tbody tr')).toHaveCount(COMPLIANCE_COLUMNS.length);
  await expect(row(page, 'meta')).toContainText(/\d+ miss/);
  await expect(row(page, 'studio')).toContainText('Studio rules');

  const cta = row(page, 'meta').locator('details[data-rule="cta-live"]');
  await expect(cta).toContainText('calls install; Meta’s playables call FbPlayableAd.onCTAClick()');
  await expect(cta.getByTestId('fix')).toBeHidden();
  await cta.locator('summary').click();
  await expect(cta.getByTestId('fix')).toBeVisible();
  await expect(cta.getByTestId('fix')).toHaveText(
    "call FbPlayableAd.onCTAClick() from the install button's tap handler",
  );
  // Closed again for the next read.
  await cta.locator('summary').click();
  await expect(cta.getByTestId('fix')).toBeHidden();

  // Nothing of the page spills past the viewport (on a phone too).
  const box = await matrix.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  await fitsIn(page, width);
}

// One upload serves both widths: the settled matrix read at 1440 px, then the same page laid out at 390 px;
// then played, and reopened at 390 px from /review?report=<id>, which reads the run the server stored
// instead of playing it again.
test('the matrix reads at 1440 px and 390 px, a miss opens to its fix, the live run settles the Studio row, and /review?report=<id> reopens it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await uploadInReview(page, await fixtureZip(MINTEGRAL));
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', 'settled', { timeout: 20_000 });
  await matrixReads(page, 1440);
  await page.setViewportSize({ width: 390, height: 900 });
  await matrixReads(page, 390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Played through: the run the page stores once settled has the CTA.
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/review/report/${id}/live`) &&
      response.request().postDataJSON()?.summary?.checks?.install?.status === 'success' &&
      response.request().postDataJSON()?.facts?.settled === true,
    { timeout: 30_000 },
  );
  await frame(page)
    .locator('#stage')
    .click({ position: { x: 150, y: 100 } });
  await frame(page).locator('#cta').click();
  expect((await stored).status()).toBe(200);
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', 'settled', { timeout: 20_000 });
  await expect(row(page, 'studio')).toContainText('Ready');
  await expect(row(page, 'mintegral')).toContainText('Ready');

  const phone = await newVisit(browser, 390);
  await reopenReport(phone, id);
  await expect(row(phone, 'studio')).toContainText('Ready');
  await expect(row(phone, 'mintegral')).toContainText('Ready');
  await expect(phone.getByRole('button', { name: 'Download the report (JSON)' })).toBeVisible();
  await expect(phone.getByTestId('compliance').locator('tbody tr')).toHaveCount(COMPLIANCE_COLUMNS.length);
  await fitsIn(phone, 390);
  await phone.context().close();
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

// ─── the networks the developer ships to ────────────────────────────────────────────────────────────────
// The verdict per chosen network (lib/playable/compliance/targets.ts): a single HTML page is ready for
// AppLovin though the studio's own file rule fails it, a zip is not; each problem of the matrix counted once.

type Locale = ReviewLocale;

/** The upload of a packaged build: its one page as an HTML file, or its files zipped. */
async function uploadBuild(page: Page, locale: Locale, build: PackagedBuild): Promise<string> {
  const single = build.shape === 'single-html';
  return uploadInReview(
    page,
    single
      ? { fileName: build.htmlPath, mimeType: 'text/html', buffer: build.files.get(build.htmlPath)! }
      : { fileName: `${build.root}.zip`, buffer: await zipFiles(Object.fromEntries(build.files)) },
    locale,
  );
}

const verdict = (page: Page, network: string) =>
  page.locator(`[data-testid="verdict"] li[data-network="${network}"]`);

/** Plays the team's builds through: a tap on the stage, then the install button. */
async function playThrough(page: Page) {
  await frame(page)
    .locator('#stage')
    .click({ position: { x: 150, y: 100 } });
  await frame(page).locator('#cta').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', 'settled', { timeout: 20_000 });
}

/** Nothing of the page spills past the viewport. */
async function fitsIn(page: Page, width: number) {
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
}

const STUDIO: Record<Locale, string> = { en: 'Studio', 'zh-CN': '工作室', ja: 'スタジオ' };

const SINGLE_PAGE_READY: Record<Locale, string> = {
  en: 'Ready for AppLovin',
  'zh-CN': '可投放 AppLovin',
  ja: 'AppLovin に入稿できます',
};

/** Choosing AppLovin alone: its verdict only, and one row of the matrix. */
async function chooseAppLovin(page: Page) {
  // No choice yet: every network has its verdict.
  await expect(page.locator('[data-testid="verdict"] li')).toHaveCount(COMPLIANCE_COLUMNS.length);
  await page.getByRole('checkbox', { name: 'AppLovin' }).check();
  await expect(page).toHaveURL(/[?&]networks=applovin(&|$)/);
  await expect(page.locator('[data-testid="verdict"] li')).toHaveCount(1);
  await expect(page.locator('[data-testid="compliance"] tbody tr')).toHaveCount(1);
}

/** The played single page: ready for AppLovin; the studio's file rule counted only once the studio is chosen. */
async function readyForAppLovin(page: Page, locale: Locale, width: number) {
  await expect(verdict(page, 'applovin')).toHaveAttribute('data-state', 'ready');
  await expect(verdict(page, 'applovin')).toContainText(SINGLE_PAGE_READY[locale]);
  // The file check still says what it found, as the studio's own rule: no failure's red.
  const file = page.locator('li[data-check="file"]');
  await expect(file).toHaveAttribute('data-counts', 'studio');
  await expect(file.locator('.bg-red-100')).toHaveCount(0);
  await expect(page.locator('li[data-check] .bg-red-100')).toHaveCount(0);
  await fitsIn(page, width);

  // Shipping to the studio too: its verdict counts the file rule, AppLovin's does not.
  await page.getByRole('checkbox', { name: STUDIO[locale], exact: true }).check();
  await expect(verdict(page, 'studio')).toHaveAttribute('data-state', 'not-ready');
  await expect(verdict(page, 'applovin')).toHaveAttribute('data-state', 'ready');
  await expect(file.locator('.bg-red-100')).toHaveCount(1);
}

// Played once in English at 1440 px; the other locales and widths reopen the stored report in a new visit
// (nothing chosen yet there), whose verdict reads the stored live run.
test("a single HTML page is ready for AppLovin, the studio's file rule not red: en at 1440 px, then reopened in en and zh-CN at 390 px and ja at 1440 px", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await uploadBuild(page, 'en', ownBuild('applovin'));
  await chooseAppLovin(page);
  await expect(verdict(page, 'applovin')).toHaveAttribute('data-state', 'pending');
  await playThrough(page);
  await readyForAppLovin(page, 'en', 1440);

  for (const [locale, width] of [
    ['en', 390],
    ['zh-CN', 390],
    ['ja', 1440],
  ] as const) {
    const visit = await newVisit(browser, width);
    await reopenReport(visit, id, locale);
    await chooseAppLovin(visit);
    await readyForAppLovin(visit, locale, width);
    await visit.context().close();
  }
});

// No live run needed: uploaded in English at 390 px, reopened in Chinese at 1440 px.
test('a zip is not ready for AppLovin, with the single-file miss: en at 390 px, zh-CN at 1440 px', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const id = await uploadBuild(page, 'en', studioPackage(apiFixture('mraid')));
  const visit = await newVisit(browser, 1440);
  await reopenReport(visit, id, 'zh-CN');
  for (const [shown, width, locale] of [
    [page, 390, 'en'],
    [visit, 1440, 'zh-CN'],
  ] as const) {
    await shown.getByRole('checkbox', { name: 'AppLovin' }).check();
    await expect(verdict(shown, 'applovin')).toHaveAttribute('data-state', 'not-ready');
    const packaged = row(shown, 'applovin').locator('details[data-rule="package"]');
    await packaged.locator('summary').click();
    await expect(packaged).toContainText(finding(locale, 'zip-of-files', { count: 3 }));
    // Each file to inline is a place of one problem.
    await expect(row(shown, 'applovin').locator('details[data-rule="inline"]')).toHaveCount(1);
    await fitsIn(shown, width);
  }
  await visit.context().close();
});

/** The single page with an engine from a CDN: the scan reads the load, the live run sees it blocked. */
function cdnPage(): PackagedBuild {
  const fixture = apiFixture('mraid');
  return singlePage(
    fixture,
    inlinedPage(fixture, '\n<script src="https://cdn.example.com/lib/engine.min.js"></script>'),
  );
}

/** AppLovin's row counts the CDN's load once, seen by the scan and live, and its header counts its misses. */
async function countedOnce(page: Page, locale: ReviewLocale) {
  const applovin = row(page, 'applovin');
  const requests = applovin.locator('details[data-rule="requests"]');
  await expect(requests).toHaveCount(1);
  await requests.locator('summary').click();
  await expect(requests).toContainText(finding(locale, 'seen-live'));
  await expect(requests.getByTestId('more')).toContainText('https://cdn.example.com/lib/engine.min.js');
  // The header's count is the number of problems listed (warnings apart).
  const count = Number((await applovin.locator('strong.text-red-800').textContent())!.match(/\d+/)![0]);
  const misses = applovin.locator('details:not(:has(summary > span.text-orange-900))');
  await expect(misses).toHaveCount(count);
  const rules = await misses.evaluateAll((all) => all.map((element) => element.getAttribute('data-rule')));
  expect(new Set(rules).size).toBe(rules.length);
  await expect(verdict(page, 'applovin')).toHaveAttribute('data-state', 'not-ready');
}

// Played in English; the Japanese page reopens the stored report, whose live run saw the blocked load.
test('a problem seen by the scan and the live run is counted once: en, then reopened in ja', async ({
  page,
  browser,
}) => {
  const id = await uploadBuild(page, 'en', cdnPage());
  await page.getByRole('checkbox', { name: 'AppLovin' }).check();
  await playThrough(page);
  await countedOnce(page, 'en');

  const visit = await newVisit(browser, 1280);
  await reopenReport(visit, id, 'ja');
  await visit.getByRole('checkbox', { name: 'AppLovin' }).check();
  await countedOnce(visit, 'ja');
  await visit.context().close();
});

test('the choice survives a reload (the address) and a new visit (storage)', async ({ page, context }) => {
  const id = await uploadBuild(page, 'en', ownBuild('applovin'));
  await page.getByRole('checkbox', { name: 'AppLovin' }).check();
  await page.getByRole('checkbox', { name: 'Unity Ads' }).check();
  await expect(page).toHaveURL(/[?&]networks=applovin,unity(&|$)/);

  await page.goto(`/review?report=${id}&networks=applovin,unity`);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'AppLovin' })).toBeChecked({ timeout: 15_000 });
  await expect(page.getByRole('checkbox', { name: 'Unity Ads' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Meta' })).not.toBeChecked();
  await expect(page.locator('[data-testid="verdict"] li')).toHaveCount(2);

  // A new visit without the parameter starts from the stored choice, and shows it in the address.
  const next = await context.newPage();
  await next.goto(`/review?report=${id}`);
  await expect(next.getByRole('checkbox', { name: 'AppLovin' })).toBeChecked({ timeout: 15_000 });
  await expect(next.getByRole('checkbox', { name: 'Unity Ads' })).toBeChecked();
  await expect(next).toHaveURL(/[?&]networks=applovin,unity(&|$)/);
  await next.getByRole('checkbox', { name: 'Unity Ads' }).uncheck();
  await expect(next).toHaveURL(/[?&]networks=applovin(&|$)/);
  expect(await next.evaluate(() => window.localStorage.getItem('review.networks'))).toBe('applovin');
});
