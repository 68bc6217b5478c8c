import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { validPlayable } from '../fixtures/playable/playables';
import { parseMail, type ReadMail, readMails } from '../integration/register/mail-reader';
import { wcagViolations } from './support/axe';
import { checkItem as check, uploadInReview } from './support/review';
import { E2E_DATA_DIR } from './support/server-env';

// The playable report never loses its live run: the Test step stores the settled run, and the send-email page
// (opened in a new tab, reloaded) and its mail read it from the server. The mail answers to the developer, who
// gets a copy in the page's language; a report sent without a stored run says so, on the page and in the mail.
// Switching language on a results page keeps the report. At a phone's width and a desktop's.

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

type Messages = typeof import('@/messages/en.json');
const zh: Messages = JSON.parse(readFileSync(join('messages', 'zh-CN.json'), 'utf8'));
const en: Messages = JSON.parse(readFileSync(join('messages', 'en.json'), 'utf8'));

const frame = (page: Page) => page.frameLocator('iframe[sandbox="allow-scripts allow-same-origin"]');

/** Uploads a valid two-step playable and answers its report id. */
const upload = async (page: Page) => uploadInReview(page, await validPlayable(2, 'Tide_Runner'));

/** Plays both steps and waits until the settled run, CTA included, is stored on the server. */
async function playAndStore(page: Page, id: string): Promise<void> {
  await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success');
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/review/report/${id}/live`) &&
      response.status() === 200 &&
      response.request().postDataJSON()?.summary?.checks?.install?.status === 'success' &&
      response.request().postDataJSON()?.facts?.settled === true,
    { timeout: 20_000 },
  );
  const stage = frame(page).locator('#stage');
  await stage.click();
  await stage.click();
  await expect(check(page, 'install')).toHaveAttribute('data-status', 'success');
  for (const name of ['code', 'outer_chain'])
    await expect(check(page, name)).toHaveAttribute('data-status', 'success', { timeout: 10_000 });
  await stored;
}

/** Every mail file of the server, parsed, with its raw headers. */
function allMails(): (ReadMail & { headers: string })[] {
  const folder = join(E2E_DATA_DIR, 'mail');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const raw = readFileSync(join(folder, name), 'utf8');
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      return { ...parseMail(raw, name), headers };
    });
}

/** The studio's mail about `developer`'s report, once written. */
async function studioMail(developer: string) {
  await expect
    .poll(() => allMails().filter((mail) => mail.text.includes(`Developer: ${developer}`)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  return allMails().find((mail) => mail.text.includes(`Developer: ${developer}`))!;
}

async function copyMail(developer: string) {
  await expect.poll(() => readMails(E2E_DATA_DIR, developer).length, { timeout: 20_000 }).toBe(1);
  return readMails(E2E_DATA_DIR, developer)[0];
}

async function fillForm(page: Page, t: Messages['ReviewSendEmail'], developer: string) {
  await page.getByLabel(t.fields.product_url).fill('https://apps.example.com/tide-runner');
  await page.getByLabel(t.fields.product_name).fill('Tide Runner');
  await page.getByLabel(t.fields.advertiser_name).fill('Wave Games');
  await page.getByLabel(t.fields.email).fill(developer);
}

// One upload, played once, serves the send page at both widths and the language switch: each reads the run
// the server stored (the send pages in a new tab or a new visit), and the language switch starts from the
// played page's own Test step.
test.describe.serial('one played report', () => {
  let context: BrowserContext;
  let page: Page;
  let id: string;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
    page = await context.newPage();
    id = await upload(page);
    await playAndStore(page, id);
  });

  test.afterAll(async () => {
    await context.close();
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the send page in a new tab and after a reload mails the stored run, to the studio and a copy in Chinese`, async ({
      browser,
    }) => {
      // At 390 px a new tab next to the played page; at 1440 px a new visit of its own.
      const visit = width === 390 ? context : await browser.newContext({ viewport: { width, height: 900 } });
      await visit.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
      // A new tab on the Chinese page: nothing of the first tab's state, only the server's report.
      const sendPage = await visit.newPage();
      await sendPage.goto(`/cn/review/send-email?report=${id}`);
      const t = zh.ReviewSendEmail;
      await expect(sendPage.getByTestId('live-run')).toHaveAttribute('data-stored', 'true');
      await sendPage.reload();
      await expect(sendPage.getByTestId('live-run')).toHaveAttribute('data-stored', 'true');
      await expect(sendPage.getByTestId('live-run')).toContainText('试玩测试已于');
      expect(await wcagViolations(sendPage)).toEqual([]);

      // The address is required and checked.
      await sendPage.getByRole('button', { name: t.submit }).click();
      await expect(sendPage.getByLabel(t.fields.email)).toHaveAccessibleDescription(t.errors.required);
      await sendPage.getByLabel(t.fields.email).fill('dev@');
      await sendPage.getByRole('button', { name: t.submit }).click();
      await expect(sendPage.getByLabel(t.fields.email)).toHaveAccessibleDescription(t.errors.email);

      const developer = `e2e-report-${randomUUID().slice(0, 8)}@example.com`;
      await fillForm(sendPage, t, developer);
      // Nothing of the send page overflows the phone's width.
      expect(await sendPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await sendPage.getByRole('button', { name: t.submit }).click();
      await expect(sendPage.getByText(/^已发送。/)).toBeVisible();

      const studio = await studioMail(developer);
      expect(studio.headers).toMatch(new RegExp(`^Reply-To: ${developer.replace(/\./g, '\\.')}$`, 'm'));
      expect(studio.text).toMatch(/^Live run: stored .*, settled/m);
      for (const name of ['game_ready', 'game_start', 'install', 'game_end', 'code', 'outer_chain'])
        expect(studio.text).toMatch(new RegExp(`^ {2}${name}\\s+Test Success`, 'm'));
      expect(studio.text).toMatch(/^ {2}install\s+Test Success \(install after 2 taps\)/m);
      expect(studio.text).not.toContain('Not run');
      expect(studio.text).not.toContain('the CTA was not reached');
      expect(studio.text).toContain('Game steps: two or more steps (2 gestures before install)');
      expect(studio.text).toContain('Networks (with the stored live run):');
      expect(studio.text).not.toContain('need the live run');
      expect(studio.text).toMatch(/install called after 2 gesture\(s\)/);

      const copy = await copyMail(developer);
      expect(copy.subject).toBe('您的试玩广告测试报告：Tide_Runner – PlayMind');
      expect(copy.text).toContain('这是试玩广告 Tide_Runner 的测试报告副本');
      expect(copy.text).toMatch(/^ {2}install\s+Test Success/m);
      expect(copy.text).not.toContain('need the live run');
      expect(copy.text).not.toContain('Tide Runner');
      await sendPage.close();
      if (visit !== context) await visit.close();
    });
  }

  test('switching language on the results keeps the report', async () => {
    // The fresh upload's Test step: its report goes along though the address does not name it.
    const menu = page.getByRole('navigation', { name: 'Language' });
    await menu.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(new RegExp(`/cn/review\\?report=${id}&lang=cn$`));
    await expect(page.getByRole('heading', { level: 2, name: /Tide_Runner/ })).toBeVisible({
      timeout: 15_000,
    });
    // Reopened with the stored run: the CTA's step count is there before anyone taps.
    await expect(page.getByTestId('steps')).toHaveText(zh.Review.steps.many);

    // The reopened page's own run settles untouched: it does not replace the played run.
    await expect(check(page, 'code')).toHaveAttribute('data-status', 'success', { timeout: 10_000 });
    await page.waitForTimeout(1000);
    const stored = (await (await page.request.get(`/api/review/report/${id}`)).json()) as {
      steps: number | null;
      checks: Record<string, { status: string }>;
    };
    expect(stored.steps).toBe(2);
    expect(stored.checks.install.status).toBe('success');
    // Nor on the page: the played run's results stand there too until the tester plays again.
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('steps')).toHaveText(zh.Review.steps.many);

    // And back, from the reopened report (the address names it).
    await page
      .getByRole('navigation', { name: zh.Navbar.language })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/review\\?report=${id}&lang=en$`));
    await expect(page.getByRole('heading', { level: 2, name: /^Test results/ })).toBeVisible({
      timeout: 15_000,
    });

    // The send page keeps its report too.
    await page.goto(`/review/send-email?report=${id}`);
    await expect(page.getByTestId('live-run')).toHaveAttribute('data-stored', 'true');
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('button', { name: '简体中文' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/cn/review/send-email\\?report=${id}&lang=cn$`));
    await expect(page.getByTestId('live-run')).toHaveAttribute('data-stored', 'true');
    await expect(page.getByText(zh.ReviewSendEmail.about.replace('{name}', 'Tide_Runner'))).toBeVisible();
  });
});
test('a report sent without a stored run says so, on the page and in the mail', async ({ page }) => {
  // The page cannot store its run: the server has none.
  await page.route('**/api/review/report/*/live', (route) => route.abort('failed'));
  const id = await upload(page);
  await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success');
  await page.getByRole('link', { name: 'Next step' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/send-email\\?id=${id}$`));
  const t = en.ReviewSendEmail;
  await expect(page.getByTestId('live-run')).toHaveAttribute('data-stored', 'false');
  await expect(page.getByTestId('live-run')).toHaveText(t.liveRun.none);
  expect(await wcagViolations(page)).toEqual([]);
  const developer = `e2e-early-${randomUUID().slice(0, 8)}@example.com`;
  await fillForm(page, t, developer);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(/^Sent\./)).toBeVisible();
  const studio = await studioMail(developer);
  expect(studio.text).toContain('Live run: none stored.');
  expect(studio.text).toMatch(/^ {2}install\s+Not run/m);
  expect(studio.text).toContain('Game steps: not known (no live run was stored)');
  const copy = await copyMail(developer);
  expect(copy.subject).toBe('Your playable test report: Tide_Runner – PlayMind');
});
