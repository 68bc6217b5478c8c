import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, readMails } from '../integration/register/mail-reader';
import { E2E_DATA_DIR, e2eServerEnv } from './support/server-env';
import { wcagViolations } from './support/axe';

// The trial registration end to end against the production build: a new account in each language with the
// code read from the .eml file the embedded backend wrote, the manual-review outcome on a second server
// (TRIAL_MODE=review), a registered address, a taken username (while typing and at submit), six wrong codes,
// a second code within 60 s, and axe on the form and the dialog.

const LOCALES = [
  { locale: 'en', prefix: '', title: 'Trial Activated Successfully', review: 'Thank you for registering!' },
  { locale: 'zh-CN', prefix: '/cn', title: '试用开通成功', review: '感谢您的注册！' },
  {
    locale: 'ja',
    prefix: '/jp',
    title: 'トライアルが有効になりました',
    review: 'ご登録ありがとうございます！',
  },
  { locale: 'ko', prefix: '/kr', title: '체험이 활성화되었습니다', review: '등록해 주셔서 감사합니다!' },
] as const;

function uniqueEmail(tag: string): string {
  return `${tag}.${randomUUID().slice(0, 8)}@example.com`;
}

function uniqueUsername(tag: string): string {
  return `${tag}_${randomUUID().slice(0, 8).replace(/-/g, '')}`;
}

/** A control by its field name (its DOM id carries the form's prefix, never the bare name). */
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/** An element that describes a field: `<control id>-<suffix>`. */
const described = (page: Page, name: string, suffix: string) => page.locator(`[id$="-${name}-${suffix}"]`);
/** The error shown under a field. */
const errorOf = (page: Page, name: string) => described(page, name, 'error');

async function waitForCode(dataDir: string, email: string, newerThan?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = latestCode(dataDir, email);
        return code !== undefined && code !== newerThan;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code!;
}

/** Fills every field but the code; the username check and e-mail check run as a visitor would trigger them. */
async function fillForm(
  page: Page,
  { email, username, password = 'Tulip7Harbor' }: { email: string; username: string; password?: string },
) {
  await field(page, 'email').fill(email);
  await field(page, 'email').blur();
  await field(page, 'username').fill(username);
  await field(page, 'password').fill(password);
  await field(page, 'repassword').fill(password);
  await field(page, 'fullName').fill('Mei Tan');
  await field(page, 'phone').fill('+65 6123 4567');
  await field(page, 'company').fill('Acme Games Pte Ltd');
  await field(page, 'job_title').fill('UA lead');
  await field(page, 'company_type').selectOption('games');
  await field(page, 'team_size').selectOption('6-10');
  await field(page, 'region').selectOption('SG');
  await field(page, 'company_address').fill('1 Raffles Place, Singapore');
  await field(page, 'contact_type.method').selectOption('telegram');
  await field(page, 'contact_type.account').fill('@meitan');
  await field(page, 'product_type').selectOption('casual');
  await field(page, 'willFeature').selectOption('plvideo');
  await field(page, 'app_url').fill('https://apps.apple.com/app/id123456789');
  await page.locator('input[name="interested_in"][value="playable_maker"]').check();
  // Not advertising on the partner network: its usernames are neither shown nor asked for.
  await page.locator('input[name="is_cooperate_with_mws"][value="2"]').check();
  await page.locator('input[name="agreement"]').check();
}

async function sendCode(page: Page, dataDir: string, email: string): Promise<string> {
  const previous = latestCode(dataDir, email);
  await field(page, 'validate_code').locator('xpath=following-sibling::button').click();
  const code = await waitForCode(dataDir, email, previous);
  await field(page, 'validate_code').fill(code);
  return code;
}

/** An account made through the API, for the tests that need one to exist. */
async function createAccount(request: APIRequestContext): Promise<{ email: string; username: string }> {
  const email = uniqueEmail('existing');
  const username = uniqueUsername('existing');
  expect((await request.post('/api/register/code', { data: { email, locale: 'en' } })).status()).toBe(202);
  const code = await waitForCode(E2E_DATA_DIR, email);
  const response = await request.post('/api/register', {
    data: {
      email,
      validate_code: code,
      username,
      password: 'Tulip7Harbor',
      repassword: 'Tulip7Harbor',
      region: 'DE',
      company: 'Existing GmbH',
      company_type: 'agency',
      job_title: 'CEO',
      team_size: '1',
      fullName: 'Eva Example',
      phone: '+49 30 123',
      product_type: 'utility',
      app_url: 'https://example.com/app',
      contact_type: { method: 'slack', account: 'eva' },
      isMtg: true,
      m_username: 'eva_ads',
      ga_username: 'eva@existing.example',
      willFeature: 'pl',
      interested_in: ['video_editor'],
      company_address: 'Berlin',
      is_cooperate_with_mws: 1,
      agreement: true,
      locale: 'en',
      idempotencyKey: randomUUID(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, username };
}

async function expectNoAxeViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

test.describe('trial registration (instant mode)', () => {
  for (const { locale, prefix, title } of LOCALES) {
    test(`a new account end to end in ${locale}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${prefix}/register`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      // The register layout: no site footer bottom bar, its own footer and language menu.
      await expect(page.locator('footer')).toHaveCount(1);
      const email = uniqueEmail(`new-${locale.toLowerCase()}`);
      const username = uniqueUsername('Trial');
      // Korean sites usually require a symbol: the Korean visitor's password has one.
      await fillForm(page, { email, username, password: locale === 'ko' ? 'Hanbit2026!' : 'Tulip7Harbor' });
      await expect(page.getByTestId('username-status')).not.toBeEmpty();
      await sendCode(page, E2E_DATA_DIR, email);
      // The code mail is in the visitor's language.
      if (locale !== 'en')
        expect(readMails(E2E_DATA_DIR, email).at(-1)?.subject).not.toMatch(/verification code/);
      await page.locator('button[type="submit"]').click();

      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(dialog).toContainText('14');
      const expected = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
        new Date(Date.now() + 14 * 86_400_000),
      );
      await expect(dialog).toContainText(expected);
      const login = dialog.locator('a[href$="/login"]');
      await expect(login).toBeFocused();
      await expect(login).toHaveAttribute(
        'href',
        locale === 'zh-CN' ? 'https://app.adforge-ads.cn/login' : 'https://app.adforge-ads.com/login',
      );
      const qr = dialog.locator('img[src^="data:image/svg+xml;base64,"]');
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('alt')).toBeTruthy();
      // Focus stays inside: Tab from the last control comes back to the first.
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      if (locale === 'en') await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();

      await expect
        .poll(() => readMails(E2E_DATA_DIR, email).length, { message: 'the outcome mail' })
        .toBeGreaterThanOrEqual(2);
    });
  }

  test('the form shows every rule with its message, and passes axe with them shown', async ({ page }) => {
    // An axe run over a long form (the region list has 249 options) on a busy machine.
    test.setTimeout(90_000);
    // axe over the untouched form in every locale is tests/e2e/pages.spec.ts's.
    await page.goto('/register');
    await page.locator('button[type="submit"]').click();
    await expect(errorOf(page, 'email')).toHaveText('This field is required.');
    await expect(errorOf(page, 'agreement')).toHaveText(
      'Please accept the User Service Agreement and the Privacy Policy.',
    );
    await field(page, 'password').fill('Secret 12');
    await field(page, 'password').blur();
    await expect(errorOf(page, 'password')).toHaveText(
      'A password can’t contain spaces or invisible characters.',
    );
    await field(page, 'app_url').fill('not a link');
    await field(page, 'app_url').blur();
    await expect(errorOf(page, 'app_url')).toHaveText('Please input a VALID URL.');
    await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('a registered e-mail is told to log in', async ({ page, request }) => {
    const existing = await createAccount(request);
    await page.goto('/jp/register');
    await field(page, 'email').fill(existing.email.toUpperCase());
    await field(page, 'email').blur();
    const notice = described(page, 'email', 'registered');
    await expect(notice).toContainText('このメールアドレスはすでに登録されています');
    await expect(notice).toContainText('当社の他製品のアカウント');
    await expect(notice.locator('a')).toHaveAttribute('href', 'https://app.adforge-ads.com/login');
    await expect(field(page, 'email')).toHaveAttribute('aria-describedby', /email-registered/);
  });

  test('a taken username is reported while typing and at submit', async ({ page, request }) => {
    test.setTimeout(60_000);
    const existing = await createAccount(request);
    await page.goto('/register');
    await field(page, 'username').fill(existing.username.toUpperCase());
    await expect(page.getByTestId('username-status')).toHaveText(
      'This username already exists. Please choose another one.',
    );
    await expect(field(page, 'username')).toHaveAttribute('aria-invalid', 'true');

    // At submit, even when the check while typing said nothing (here: it is made to answer "available").
    await page.route('**/api/register/username**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"available":true}' }),
    );
    await page.reload();
    const email = uniqueEmail('taken');
    await fillForm(page, { email, username: existing.username });
    await expect(page.getByTestId('username-status')).toHaveText('This username is available.');
    await sendCode(page, E2E_DATA_DIR, email);
    await page.locator('button[type="submit"]').click();
    await expect(errorOf(page, 'username')).toHaveText(
      'This username already exists. Please choose another one.',
    );
    await expect(field(page, 'username')).toBeFocused();
  });

  test('six wrong codes are refused, and then the right one too', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/register');
    const email = uniqueEmail('wrong');
    await fillForm(page, { email, username: uniqueUsername('wrong') });
    const code = await sendCode(page, E2E_DATA_DIR, email);
    const wrong = code === '111111' ? '222222' : '111111';
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      await field(page, 'validate_code').fill(wrong);
      const answer = page.waitForResponse(
        (response) => response.url().endsWith('/api/register') && response.request().method() === 'POST',
      );
      await page.locator('button[type="submit"]').click();
      expect((await answer).status()).toBe(400);
      await expect(errorOf(page, 'validate_code')).toBeVisible();
      seen.push((await errorOf(page, 'validate_code').textContent()) ?? '');
    }
    expect(seen.slice(0, 4).every((text) => text.startsWith('This code is not right'))).toBe(true);
    expect(seen.slice(4).every((text) => text.startsWith('Too many wrong tries'))).toBe(true);
    await field(page, 'validate_code').fill(code);
    await page.locator('button[type="submit"]').click();
    await expect(errorOf(page, 'validate_code')).toHaveText(
      'Too many wrong tries with this code. Please ask for a new one.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a second code within 60 s is refused', async ({ page }) => {
    await page.goto('/kr/register');
    const email = uniqueEmail('resend');
    await field(page, 'email').fill(email);
    await sendCode(page, E2E_DATA_DIR, email);
    const button = field(page, 'validate_code').locator('xpath=following-sibling::button');
    await expect(button).toBeDisabled();
    await expect(button).toContainText('초 후 다시 보내기');
    // A fresh page has no countdown: the server refuses.
    await page.reload();
    await field(page, 'email').fill(email);
    const answer = page.waitForResponse('**/api/register/code');
    await button.click();
    expect((await answer).status()).toBe(429);
    await expect(described(page, 'validate_code', 'notice')).toContainText('방금 코드를 보냈습니다');
    await expect(button).toBeDisabled();
    expect(readMails(E2E_DATA_DIR, email)).toHaveLength(1);
  });
});

for (const width of [390, 1440]) {
  const phone = width === 390;
  test.describe(`trial registration at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });
    // Consent given before: on a phone the banner would cover the form's buttons.
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
    });

    test('the password rule and the partner-network usernames, asked for only when they apply', async ({
      page,
    }) => {
      await page.goto('/kr/register');
      await expect(page.locator('button[type="submit"]')).toBeEnabled({ timeout: 30_000 });
      // The rule is the password's description, in the page's language: symbols welcome.
      await expect(field(page, 'password')).toHaveAccessibleDescription(/특수 문자를 사용할 수 있으며/);
      await field(page, 'password').fill('Hanbit2026!');
      await field(page, 'password').blur();
      await expect(errorOf(page, 'password')).toHaveCount(0);

      await expect(field(page, 'm_username')).toHaveCount(0);
      await expect(field(page, 'ga_username')).toHaveCount(0);
      await page.locator('input[name="is_cooperate_with_mws"][value="2"]').check();
      await page.locator('button[type="submit"]').click();
      await expect(errorOf(page, 'email')).toBeVisible();
      await expect(field(page, 'm_username')).toHaveCount(0);

      // Ticking that they advertise on the network shows both, required.
      await page.locator('input[name="isMtg"]').check();
      await expect(field(page, 'm_username')).toBeVisible();
      await expect(field(page, 'ga_username')).toBeVisible();
      await page.locator('button[type="submit"]').click();
      await expect(errorOf(page, 'm_username')).toHaveText('필수 입력 항목입니다.');
      await expect(errorOf(page, 'ga_username')).toHaveText('필수 입력 항목입니다.');
      await field(page, 'm_username').fill('hanbit_ads');
      await expect(errorOf(page, 'm_username')).toHaveCount(0);
      const box = await field(page, 'ga_username').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      // Unticking hides them again, and takes their errors with them.
      await page.locator('input[name="isMtg"]').uncheck();
      await expect(field(page, 'm_username')).toHaveCount(0);
      await expect(errorOf(page, 'ga_username')).toHaveCount(0);
    });

    test('"enter your e-mail first" goes once the address is typed', async ({ page }) => {
      await page.goto('/jp/register');
      await expect(page.locator('button[type="submit"]')).toBeEnabled({ timeout: 30_000 });
      const notice = described(page, 'validate_code', 'notice');
      await field(page, 'validate_code').locator('xpath=following-sibling::button').click();
      await expect(notice).toHaveText('先にメールアドレスを入力してください。');
      await expect(errorOf(page, 'email')).toBeVisible();
      await field(page, 'email').fill(uniqueEmail('fixed'));
      await expect(notice).toBeEmpty();
      await expect(errorOf(page, 'email')).toHaveCount(0);
    });

    test(`the activated dialog ${phone ? 'links to the community beside its QR code' : 'shows the QR code to scan'}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/jp/register');
      const email = uniqueEmail(`qr-${width}`);
      await fillForm(page, { email, username: uniqueUsername('Qr') });
      await sendCode(page, E2E_DATA_DIR, email);
      await page.locator('button[type="submit"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.locator('img[src^="data:image/svg+xml;base64,"]')).toBeVisible();
      const link = dialog.getByRole('link', { name: 'コミュニティに参加する' });
      if (phone) {
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', 'https://app.adforge-ads.com/community');
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(dialog).toContainText('リンクを開いて');
        await expect(dialog.getByText('コードを読み取って')).toBeHidden();
        const box = await link.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      } else {
        await expect(link).toBeHidden();
        await expect(dialog.getByText('コードを読み取って')).toBeVisible();
      }
    });
  });
}

// A second server with TRIAL_MODE=review on its own port and data directory.
const REVIEW_PORT = Number(process.env.E2E_PORT ?? 3005) + 30;
const REVIEW_DATA_DIR = `.tmp/e2e-data-${REVIEW_PORT}`;

test.describe('trial registration (review mode)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(
      'sh',
      ['-c', `rm -rf ${REVIEW_DATA_DIR} && exec node server/index.mjs -H localhost -p ${REVIEW_PORT}`],
      {
        env: { ...process.env, ...e2eServerEnv, DATA_DIR: REVIEW_DATA_DIR, TRIAL_MODE: 'review' },
        stdio: 'ignore',
        // Its own process group, stopped as a whole afterwards.
        detached: true,
      },
    );
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`http://localhost:${REVIEW_PORT}/api/health`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 110_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  });

  for (const { locale, prefix, review } of [LOCALES[0], LOCALES[1]]) {
    test(`an application goes to manual review in ${locale}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`http://localhost:${REVIEW_PORT}${prefix}/register`);
      const email = uniqueEmail(`review-${locale.toLowerCase()}`);
      await fillForm(page, { email, username: uniqueUsername('Review') });
      await sendCode(page, REVIEW_DATA_DIR, email);
      await page.locator('button[type="submit"]').click();
      const heading = page.getByRole('heading', { level: 2, name: review });
      await expect(heading).toBeVisible({ timeout: 15_000 });
      await expect(heading).toBeFocused();
      await expect(page.locator('main').getByRole('status')).toContainText(
        locale === 'en' ? '1–2 business days' : '1–2 个工作日',
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
