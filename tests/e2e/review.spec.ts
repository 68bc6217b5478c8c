import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { alteredFiles, validPlayable, zipFiles, type ZipUpload } from '../fixtures/playable/playables';
import { wcagViolations } from './support/axe';
import { raw } from './support/http';
import { E2E_DATA_DIR, E2E_PORT } from './support/server-env';

// Playable testing (docs/PRODUCT.md, Playable testing page): upload, static results, the live run on the upload's own origin
// (tests/e2e/isolation.spec.ts probes that origin), failures, the hostile playable, send-email, the review
// language rules and accessibility.

// Each scenario uploads and plays a real archive on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 90_000 });

// The cookie banner (fixed at the bottom) would cover the buttons under the player: cookies accepted.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

async function scriptPlayable(script: string): Promise<ZipUpload> {
  return { fileName: 'Game.zip', buffer: await zipFiles(alteredFiles({ 'Game/js/game.js': script })) };
}

const check = (page: Page, name: string) => page.locator(`[data-check="${name}"]`);

async function upload(page: Page, zip: ZipUpload) {
  await page.goto('/review');
  await page.getByRole('button', { name: 'Start testing' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer });
  await expect(page.getByRole('heading', { level: 2, name: /^Test results/ })).toBeVisible({
    timeout: 15_000,
  });
}

const frame = (page: Page) => page.frameLocator('iframe[sandbox="allow-scripts allow-same-origin"]');

test.describe('playable testing', () => {
  test('a valid two-step playable passes the static checks and, played in the sandbox, every lifecycle check', async ({
    page,
  }) => {
    await upload(page, await validPlayable(2));
    for (const name of ['file', 'html_label', 'base64'])
      await expect(check(page, name)).toHaveAttribute('data-status', 'success');
    await expect(check(page, 'file')).toContainText('Test Success');

    // Loaded: gameReady, then the host's gameStart; install and game_end wait for the tester.
    await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success');
    await expect(check(page, 'game_start')).toHaveAttribute('data-status', 'success');
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'undetected');
    await expect(check(page, 'install')).toContainText('Undetected. Please click the CTA button.');
    await expect(check(page, 'game_end')).toContainText('Undetected. Make sure to test all steps.');
    await expect(page.getByTestId('steps')).toHaveText('Not detected yet');

    const stage = frame(page).locator('#stage');
    await stage.click();
    await expect(frame(page).locator('#hint')).toHaveText('One more tap');
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'undetected');
    await stage.click();
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'success');
    await expect(check(page, 'install')).toContainText('Test Success');
    await expect(check(page, 'game_end')).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('steps')).toHaveText('Two or more steps');
    await expect(page.getByTestId('timeline')).toContainText('install called after 2 gestures');
    await expect(check(page, 'install')).toContainText('Detected via install after 2 taps');
    await expect(page.locator('[data-api="mintegral"]')).toContainText('its CTA was called');

    // Play again, then close the ad: retry and close are recorded, nothing failed.
    await frame(page).locator('#retry').click();
    await expect(check(page, 'game_retry')).toHaveAttribute('data-status', 'success');
    // code and outer_chain settle on their own, 3 s after the last event.
    for (const name of ['code', 'outer_chain'])
      await expect(check(page, name)).toHaveAttribute('data-status', 'success', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Close the ad (runs gameClose())' }).click();
    await expect(check(page, 'game_close')).toHaveAttribute('data-status', 'success');
    await expect(page.getByRole('button', { name: 'Ad closed' })).toBeDisabled();
    await expect(page.locator('[data-status="failed"]')).toHaveCount(0);

    // Landscape frame and restart: a fresh run of the same playable.
    await page.getByRole('button', { name: 'Landscape' }).click();
    await expect(page.locator('[data-orientation="landscape"]')).toBeVisible();
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'undetected');
    await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success');

    // Preview link; no QR code while the player is on loopback (a phone could not open it), with the reason.
    await expect(page.getByRole('link', { name: 'Open the preview link' })).toHaveAttribute(
      'href',
      /^\/review\/preview\/[a-z2-7]{26}$/,
    );
    await expect(page.getByTestId('qr-hidden')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the preview link' })).toHaveCount(0);
  });

  test('a playable that fetches an external URL and keeps running gets an outer_chain warning naming the host', async ({
    page,
  }) => {
    // Built at run time, so only the sandbox (not the static scan) can see it.
    await upload(
      page,
      await scriptPlayable(
        "window.gameStart = function () {};\nwindow.gameReady();\nvar url = ['https:', '', 'config.example.com', 'level.json'].join('/');\nfetch(url).catch(function () {});\n",
      ),
    );
    // A request code sends and survives: networks that forbid it say so in the compliance table.
    await expect(check(page, 'outer_chain')).toHaveAttribute('data-status', 'warning');
    await expect(check(page, 'outer_chain')).toContainText('config.example.com');
  });

  test("a hostile playable reaches neither the page, the site's cookies, the top window nor the site API", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'site_secret', value: 's3cret', url: 'http://localhost' }]);
    const site = `http://localhost:${E2E_PORT}`;
    const script = `window.gameStart = function () {};
var results = {};
function show() { document.getElementById('hint').textContent = JSON.stringify(results); }
try { results.parent = parent.document.title ? 'read' : 'read'; } catch (e) { results.parent = 'blocked'; }
try { var c = document.cookie; results.cookie = c.indexOf('s3cret') >= 0 ? 'read' : 'empty'; } catch (e) { results.cookie = 'blocked'; }
try { top.location.href = '${site}/api/health?from=playable'; results.top = 'assigned'; } catch (e) { results.top = 'blocked'; }
results.fetch = 'pending';
results.own = 'pending';
show();
fetch('${site}/api/health').then(function () { results.fetch = 'reached'; show(); }, function () { results.fetch = 'blocked'; show(); });
fetch('/api/health').then(function (r) { results.own = r.status; show(); }, function () { results.own = 'blocked'; show(); });
window.gameReady();
`;
    let apiHits = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(`${site}/api/health`)) apiHits++;
    });
    await upload(page, await scriptPlayable(script));
    const hint = frame(page).locator('#hint');
    await expect(hint).toContainText('"fetch":"blocked"');
    await expect(hint).toContainText('"own":404');
    const results = JSON.parse((await hint.textContent()) ?? '{}');
    expect(results).toEqual({
      parent: 'blocked',
      // Its own origin's cookies are readable (none); the site's are on another origin.
      cookie: 'empty',
      top: expect.stringMatching(/blocked|assigned/),
      fetch: 'blocked',
      // Its own origin has no API: the upload host answers 404.
      own: 404,
    });
    // Whatever the assignment did, the review page was not navigated and the site's API was never requested.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/review');
    expect(apiHits).toBe(0);
    // The blocked fetch is reported; the playable kept running, so it warns.
    await expect(check(page, 'outer_chain')).toHaveAttribute('data-status', 'warning');
  });

  test('the player serves the upload on its own host, the shim first in <head>', async ({ request }) => {
    const zip = await validPlayable(1);
    const answer = await request.post('/api/review/upload', {
      multipart: { file: { name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer } },
    });
    expect(answer.status()).toBe(200);
    const report = await answer.json();
    const player = new URL(report.links.player);
    const onPlayer = (path: string) =>
      raw(path, { host: player.host, headers: { 'sec-fetch-dest': 'iframe' } });
    const res = await onPlayer(player.pathname);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain('sandbox allow-scripts allow-same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.body).toMatch(/<head><script src="\/__playable\/shim\.js" data-at="[\d:;]+"><\/script>/);
    const shim = await onPlayer('/__playable/shim.js');
    expect(shim.status).toBe(200);
    expect(shim.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(shim.body).toContain("var TAG = 'playable-shim';");
    const reportRes = await request.get(`/api/review/report/${report.id}`);
    expect(await reportRes.json()).toEqual(report);
    // Names with "%", spaces and Chinese letters, through the real router.
    const odd = await zipFiles(
      alteredFiles({ 'Game/img/100% fun.png': Buffer.from('a'), 'Game/img/图 片.png': Buffer.from('b') }),
    );
    const oddReport = await (
      await request.post('/api/review/upload', {
        multipart: { file: { name: 'Game.zip', mimeType: 'application/zip', buffer: odd } },
      })
    ).json();
    const oddHost = new URL(oddReport.links.player).host;
    const encode = (p: string) => `/${p.split('/').map(encodeURIComponent).join('/')}`;
    const get = (p: string) => raw(encode(p), { host: oddHost, headers: { 'sec-fetch-dest': 'image' } });
    expect((await get('Game/img/100% fun.png')).body).toBe('a');
    expect((await get('Game/img/图 片.png')).body).toBe('b');
    const big = await request.post('/api/review/upload', {
      multipart: {
        file: { name: 'Game.zip', mimeType: 'application/zip', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) },
      },
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ error: 'size' });
  });
});

test.describe('send by e-mail', () => {
  test('a one-step playable passes axe, counts one step, sends the report, counts down and returns to the results; a failure offers resend', async ({
    page,
  }) => {
    await upload(page, await validPlayable(1));
    await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success');
    // The results step passes axe (WCAG 2 A and AA) once the live run reports; the player's frame is the ad's.
    expect(await wcagViolations(page, { exclude: 'iframe' })).toEqual([]);
    // A one-step playable: its CTA after one tap counts one step.
    await frame(page).locator('#stage').click();
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('steps')).toHaveText('One step');
    // The mail carries the run the page stored once it settled (tests/e2e/review-report-mail.spec.ts).
    await expect(check(page, 'code')).toHaveAttribute('data-status', 'success', { timeout: 10_000 });
    await page.getByRole('link', { name: 'Next step' }).click();
    await expect(page).toHaveURL(/\/review\/send-email\?id=/);
    await expect(page.getByTestId('live-run')).toHaveAttribute('data-stored', 'true');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();

    const product = `Puzzle Garden ${Date.now()}`;
    await page
      .getByLabel('Product URL')
      .fill('https://play.google.com/store/apps/details?id=com.example.puzzle');
    await page.getByLabel('Product name').fill(product);
    await page.getByLabel('Advertiser name').fill('Example Games Ltd');
    await page.getByLabel('Your e-mail').fill('e2e-review-send@example.com');
    await page.getByLabel('Special remarks').fill('Landscape first, please.');

    // Every attempt carries the form's idempotency key: the resend repeats it, so the studio gets one mail.
    const keys: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/review/send-email')) keys.push(request.postDataJSON()?.idempotencyKey);
    });
    await page.route('**/api/review/send-email', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Failed to send: network issue, please resend.')).toBeVisible();
    await page.unroute('**/api/review/send-email');
    await page.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(/Sent\. Returning to testing in [1-5] s\./)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    await expect(page.getByText('Sent. Returning to testing in 3 s.')).toBeVisible({ timeout: 4000 });
    await expect(page).toHaveURL(/\/review$/, { timeout: 8000 });
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'success');

    const folder = path.join(E2E_DATA_DIR, 'mail');
    const mail = fs
      .readdirSync(folder)
      .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
      .find((text) => text.includes(product));
    expect(mail).toBeDefined();
    const body = mail!.replace(/=\r?\n/g, '');
    expect(body).toMatch(/install\s+Test Success/);
    expect(body).toContain('one step');
    expect(body).toContain('Browser: Mozilla/5.0');
    expect(body).toContain('not an approval by any ad network');
  });

  test('a send-email link with an unknown report goes to the error page', async ({ page }) => {
    await page.goto('/review/send-email?id=AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page).toHaveURL(/\/review\/error$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This test cannot continue');
  });
});

test.describe('review language rules', () => {
  test('lang overrides the stored locale without a redirect loop', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: 'http://localhost' }]);
    const response = await page.goto('/review?lang=en');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/review');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/review/doc?lang=cn');
    expect(new URL(page.url()).pathname).toBe('/cn/review/doc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('试玩广告测试指南');
  });

  test('the language menu offers English and Chinese and goes to the review doc page', async ({ page }) => {
    await page.goto('/review');
    const menu = page.getByRole('navigation', { name: 'Language' });
    await expect(menu.getByRole('button')).toHaveText(['English', '简体中文']);
    await menu.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/cn\/review\/doc\?lang=cn$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('试玩广告测试指南');
  });

  test('testing_mod changes only styling', async ({ page }) => {
    await page.goto('/review?testing_mod=portal');
    await expect(page.locator('html')).toHaveAttribute('data-testing-mod', 'portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Playable testing');
  });
});

test.describe('testing guide', () => {
  test('code samples copy with "Code Copied", or say "Copy failed"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/review/doc');
    await page.getByRole('button', { name: 'Copy the code: Lifecycle functions' }).click();
    await expect(page.getByText('Code Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('window.gameReady();');

    // Both ways of copying refused: the Clipboard API and the execCommand fallback.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
      document.execCommand = () => false;
    });
    await page.getByRole('button', { name: 'Copy the code: CTA, end and retry' }).click();
    await expect(page.getByText('Copy failed')).toBeVisible();
  });

  test('every check is explained', async ({ page }) => {
    await page.goto('/review/doc');
    for (const name of [
      'file',
      'html_label',
      'base64',
      'outer_chain',
      'code',
      'game_ready',
      'game_start',
      'game_close',
      'game_retry',
      'install',
      'game_end',
    ]) {
      await expect(page.locator('#checks').getByText(name, { exact: true })).toBeVisible();
    }
  });
});
