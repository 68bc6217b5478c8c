import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Locale, localizedPath, locales } from '@/lib/i18n/locales';
import { withoutLineBreaks } from '@/lib/typography/line-breaks';
import { readMails } from '../integration/register/mail-reader';
import { COUNTRY_HEADER, E2E_DATA_DIR, e2eServerEnv } from './support/server-env';
import { wcagViolations } from './support/axe';

// The contact form through the real API in every language (docs/PRODUCT.md, Contact form): a lead submitted in the browser
// ends in the thank-you message and in the sales mail the embedded backend writes under DATA_DIR/mail (the
// lead row and that mail are written in one transaction). Also: the validation messages (docs/PRODUCT.md, Error keys), the
// China-only consent, one lead per double click, the resubmit message, and a site whose upstream is down.

// Node's ESM loader wants import attributes for JSON, which Playwright's transform does not add: read the files.
type Messages = typeof import('@/messages/en.json');
const load = (locale: Locale): Messages =>
  JSON.parse(readFileSync(join('messages', `${locale}.json`), 'utf8'));
const [en, zhCN, ja, ko] = locales.map(load) as [Messages, Messages, Messages, Messages];
const copy: Record<Locale, Messages> = { en, 'zh-CN': zhCN, ja, ko };
const contactUrl = (locale: Locale) => localizedPath(locale, '/contact');

/**
 * The mail files of the server under test that mention `needle` and are not addressed to it: the notices to
 * sales about a visitor (whose own confirmation is addressed to them: readMails).
 */
function mailsMentioning(dataDir: string, needle: string): string[] {
  const folder = join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .filter((mail) => mail.includes(needle) && !mail.toLowerCase().includes(`\nto: ${needle.toLowerCase()}`));
}

/** The name of a form's language as the sales notice writes it. */
const languageName = (locale: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale);

async function fillContact(page: Page, locale: Locale, email: string) {
  const t = copy[locale].Contact;
  // The button is enabled once the form is hydrated; typing before that would be reset.
  await expect(page.getByRole('button', { name: t.form.submit })).toBeEnabled({ timeout: 30_000 });
  // Labels are the page's own words, so this also proves every control is labelled.
  await byLabel(page, t.form.full_name).fill(`E2E ${locale} visitor`);
  await byLabel(page, t.form.country).selectOption('DE');
  await byLabel(page, t.form.company).fill(`E2E Games ${locale}`);
  await byLabel(page, t.form.company_type).selectOption('games');
  await byLabel(page, t.form.position).fill('Producer');
  await byLabel(page, t.form.email).fill(email);
  await byLabel(page, t.form.phone).fill('+49 30 1234567');
  await byLabel(page, t.form.imType).selectOption(locale === 'ko' ? 'kakao' : 'wechat');
  await byLabel(page, t.form.imAccount).fill('e2e_account');
  await page.getByRole('checkbox', { name: t.options.interests.playable_maker }).check();
  await byLabel(page, t.form.hear_about).selectOption('search');
  await byLabel(page, t.form.product_type).selectOption('casual');
  await byLabel(page, t.form.app_url).fill('https://play.google.com/store/apps/details?id=com.example.e2e');
  await byLabel(page, t.form.message).fill(`Sent by the e2e suite in ${locale}.`);
  const consent = page.getByRole('checkbox', { name: t.form.is_cross_border });
  if (await consent.isVisible()) await consent.check();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `text` (a required field's label ends with an asterisk that screen readers skip). */
const byLabel = (page: Page, text: string) => page.getByLabel(new RegExp(`^${escape(text)}\\*?$`));
/** The form's announcement region (Next's route announcer is another role=alert on the page). */
const alertOf = (page: Page) => page.getByRole('form').getByRole('alert');

const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

// The machine is shared: give each test room (hydration and the first PGlite writes are slow under load).
test.describe.configure({ timeout: 120_000 });
const slow = { timeout: 30_000 };

test.describe('contact page', () => {
  for (const locale of locales) {
    test(`${locale}: a submission reaches the thank-you message and is stored`, async ({ page }) => {
      const t = copy[locale].Contact;
      await page.goto(contactUrl(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page).toHaveTitle(new RegExp(t.metaTitle));
      const email = uniqueEmail(locale.toLowerCase());
      await fillContact(page, locale, email);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
      await page.getByRole('button', { name: t.form.submit }).click();
      expect((await answer).status()).toBe(202);
      await expect(page.getByRole('heading', { name: withoutLineBreaks(t.status.successTitle) })).toBeFocused(
        slow,
      );
      await expect(page.getByText(t.status.successBody)).toBeVisible();
      // The embedded backend stored the lead and mailed sales, with the visitor only in Reply-To.
      await expect.poll(() => mailsMentioning(E2E_DATA_DIR, email).length, { timeout: 20_000 }).toBe(1);
      const mail = mailsMentioning(E2E_DATA_DIR, email)[0]!;
      expect(mail).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'm'));
      expect(mail).not.toMatch(new RegExp(`^(From|To): .*${email.replace(/\./g, '\\.')}`, 'm'));
      expect(mail).toContain(`Form language: ${languageName(locale)}`);
      // Labels, not keys, for sales.
      expect(mail).toContain('Product type: Casual');
      expect(mail).toContain('Company type: Games');
      expect(mail).not.toMatch(/: (casual|games|playable_maker)$/m);
      // The visitor's own confirmation, in the form's language, with the form's words for their choices.
      await expect.poll(() => readMails(E2E_DATA_DIR, email).length, { timeout: 20_000 }).toBe(1);
      const [confirmation] = readMails(E2E_DATA_DIR, email);
      expect(confirmation.text.split('\n')[0]).toContain(`E2E ${locale} visitor`);
      expect(confirmation.text).toContain(t.options.productTypes.casual);
      expect(confirmation.text).toContain(t.options.interests.playable_maker);
      expect(confirmation.text).toContain(t.options.hearAbout.search);
    });
  }

  test('the required-field messages, announced and focused (en and ko)', async ({ page }) => {
    for (const locale of ['en', 'ko'] as const) {
      const t = copy[locale].Contact;
      await page.goto(contactUrl(locale));
      let posted = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posted++;
      });
      await page.getByRole('button', { name: t.form.submit }).click();
      await expect(page.getByText(copy[locale].FormErrors.productTypeRequired)).toBeVisible();
      await expect(page.getByText(copy[locale].FormErrors.productLinkRequired)).toBeVisible();
      await expect(alertOf(page)).toContainText(
        locale === 'en' ? 'need your attention' : '항목을 확인해 주세요',
      );
      const name = byLabel(page, t.form.full_name);
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(copy[locale].FormErrors.required);
      await byLabel(page, t.form.email).fill('not-an-address');
      await page.getByRole('button', { name: t.form.submit }).click();
      await expect(byLabel(page, t.form.email)).toHaveAccessibleDescription(copy[locale].FormErrors.email);
      expect(posted).toBe(0);
      if (locale === 'en') {
        // Messenger choices: QQ here, Kakao ID only on the Korean form.
        await expect(byLabel(page, t.form.imType).locator('option[value="qq"]')).toHaveCount(1);
        await expect(byLabel(page, t.form.imType).locator('option[value="kakao"]')).toHaveCount(0);
      } else {
        await expect(byLabel(page, t.form.imType).locator('option[value="kakao"]')).toHaveText('카카오 ID');
        await expect(byLabel(page, t.form.imType).locator('option[value="qq"]')).toHaveCount(0);
      }
    }
  });

  test('the cross-border consent: on the Chinese form, not for others, required for a visitor in China', async ({
    page,
  }) => {
    await page.goto(contactUrl('zh-CN'));
    await expect(page.getByRole('checkbox', { name: zhCN.Contact.form.is_cross_border })).toBeVisible();

    const geo = page.waitForResponse((response) => response.url().endsWith('/api/geo'));
    await page.goto(contactUrl('en'));
    await geo;
    await expect(page.getByRole('checkbox', { name: en.Contact.form.is_cross_border })).toHaveCount(0);

    await page.setExtraHTTPHeaders({ [COUNTRY_HEADER]: 'CN' });
    await page.goto(contactUrl('en'));
    const consent = page.getByRole('checkbox', { name: en.Contact.form.is_cross_border });
    await expect(consent).toBeVisible(slow);
    // The looked-up country fills the empty country field.
    await expect(byLabel(page, en.Contact.form.country)).toHaveValue('CN');
    const email = uniqueEmail('cn');
    await fillContact(page, 'en', email);
    await consent.uncheck();
    await page.getByRole('button', { name: en.Contact.form.submit }).click();
    await expect(consent).toHaveAccessibleDescription(en.FormErrors.crossBorderRequired);
    await consent.check();
    await page.getByRole('button', { name: en.Contact.form.submit }).click();
    await expect(page.getByRole('heading', { name: en.Contact.status.successTitle })).toBeVisible(slow);
    await expect.poll(() => mailsMentioning(E2E_DATA_DIR, email).length, { timeout: 20_000 }).toBe(1);
    expect(mailsMentioning(E2E_DATA_DIR, email)[0]).toContain('Cross-border transfer consent: yes');
  });

  test('the server locates the visitor too: a 400 naming the consent reveals it with its message', async ({
    page,
  }) => {
    // The browser kept an earlier lookup (a stored country is reused: docs/PRODUCT.md, Layouts and chrome), the server locates the visitor in
    // China now: the form asks nothing until the route's answer names the consent.
    await page.addInitScript(() => window.localStorage.setItem('user_country', 'US'));
    await page.setExtraHTTPHeaders({ [COUNTRY_HEADER]: 'CN' });
    await page.goto(contactUrl('en'));
    const consent = page.getByRole('checkbox', { name: en.Contact.form.is_cross_border });
    const email = uniqueEmail('located');
    await fillContact(page, 'en', email);
    await expect(consent).toHaveCount(0);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: en.Contact.form.submit }).click();
    expect((await refused).status()).toBe(400);
    await expect(consent).toBeVisible();
    await expect(consent).toHaveAccessibleDescription(en.FormErrors.crossBorderRequired);
    await consent.check();
    await page.getByRole('button', { name: en.Contact.form.submit }).click();
    await expect(page.getByRole('heading', { name: en.Contact.status.successTitle })).toBeVisible(slow);
    await expect.poll(() => mailsMentioning(E2E_DATA_DIR, email).length, { timeout: 20_000 }).toBe(1);
  });

  test('a double click submits once and stores one lead', async ({ page }) => {
    await page.goto(contactUrl('en'));
    const email = uniqueEmail('double');
    await fillContact(page, 'en', email);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posts.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: en.Contact.form.submit }).dblclick();
    await expect(page.getByRole('heading', { name: en.Contact.status.successTitle })).toBeVisible(slow);
    expect(posts).toHaveLength(1);
    await expect.poll(() => mailsMentioning(E2E_DATA_DIR, email).length, { timeout: 20_000 }).toBe(1);
  });

  test('a failed submission shows the resubmit message, keeps the values, and the retry is one lead', async ({
    page,
  }) => {
    await page.goto(contactUrl('ko'));
    const email = uniqueEmail('retry');
    await fillContact(page, 'ko', email);
    const keys: string[] = [];
    let failNext = true;
    await page.route('**/api/contact', async (route) => {
      keys.push(JSON.parse(route.request().postData() ?? '{}').idempotencyKey);
      if (failNext) {
        failNext = false;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' });
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: ko.Contact.form.submit }).click();
    await expect(alertOf(page)).toContainText('오류가 발생했습니다');
    await expect(byLabel(page, ko.Contact.form.email)).toHaveValue(email);
    // A reload keeps the draft too.
    await page.reload();
    await expect(byLabel(page, ko.Contact.form.email)).toHaveValue(email);
    await expect(
      page.getByRole('checkbox', { name: ko.Contact.options.interests.playable_maker }),
    ).toBeChecked();
    await page.getByRole('button', { name: ko.Contact.form.submit }).click();
    await expect(page.getByRole('heading', { name: ko.Contact.status.successTitle })).toBeVisible(slow);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect.poll(() => mailsMentioning(E2E_DATA_DIR, email).length, { timeout: 20_000 }).toBe(1);
  });

  test('the 429 answer says how long to wait', async ({ page }) => {
    await page.goto(contactUrl('ja'));
    await fillContact(page, 'ja', uniqueEmail('limited'));
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '37' },
        body: '{"error":"rate_limited","retryAfter":37}',
      }),
    );
    await page.getByRole('button', { name: ja.Contact.form.submit }).click();
    await expect(alertOf(page)).toHaveText(ja.Contact.status.rateLimited.replace('{seconds}', '37'));
  });

  for (const locale of locales) {
    test(`${locale}: no axe violations (WCAG 2 A/AA) with the error messages shown`, async ({ page }) => {
      // Also: the page hydrates cleanly (no mismatch between the server's HTML and the browser's render).
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        // Failed resource loads belong to other pages (links to pages not built yet are prefetched).
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          consoleErrors.push(message.text());
        }
      });
      await page.goto(contactUrl(locale));
      await page.getByRole('button', { name: copy[locale].Contact.form.submit }).click();
      await expect(page.getByText(copy[locale].FormErrors.productLinkRequired)).toBeVisible();
      // One scan with the error messages shown covers the whole form (nothing is hidden before).
      expect(await wcagViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

// A second site whose creative API is down (a closed port): the submission is kept in the outbox and the
// visitor still gets the thank-you message (the answer is 202 queued).
for (const width of [390, 1440]) {
  test.describe(`contact form at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    // Consent given before: on a phone the banner would cover the form's buttons.
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
    });

    test('"how did you hear about us" explains CAS and XMP in every language', async ({ page }) => {
      for (const locale of locales) {
        const t = copy[locale].Contact;
        await page.goto(contactUrl(locale));
        const select = byLabel(page, t.form.hear_about);
        for (const key of ['cas', 'xmp'] as const) {
          const option = select.locator(`option[value="${key}"]`);
          const text = ((await option.textContent()) ?? '').trim();
          // The acronym and a few words that say what it is.
          expect(text.startsWith(key.toUpperCase())).toBe(true);
          expect(text.length, `${locale} ${key}: ${text}`).toBeGreaterThan(key.length + 5);
          expect(text).toBe(t.options.hearAbout[key]);
        }
        // The longest option still fits the control on a phone.
        await select.selectOption('xmp');
        const box = await select.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
    });
  });
}

test.describe('contact page with the upstream down', () => {
  const port = Number(process.env.E2E_PORT_2 ?? 3145);
  const dataDir = `.tmp/e2e-data-${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
      env: { ...process.env, ...e2eServerEnv, DATA_DIR: dataDir, CREATIVE_API_URL: 'http://127.0.0.1:9' },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 150_000;
    for (;;) {
      try {
        const response = await fetch(`http://localhost:${port}/api/health`);
        if (response.status > 0) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`the second server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });

  test('the visitor sees success; the lead waits in the outbox', async ({ page }) => {
    await page.goto(`http://localhost:${port}${contactUrl('en')}`);
    await fillContact(page, 'en', uniqueEmail('queued'));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: en.Contact.form.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(202);
    expect(await response.json()).toMatchObject({ status: 'queued' });
    await expect(page.getByRole('heading', { name: en.Contact.status.successTitle })).toBeVisible(slow);
  });
});
