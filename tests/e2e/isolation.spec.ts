import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { alteredFiles, validPlayable, zipFiles, type ZipUpload } from '../fixtures/playable/playables';
import { raw } from './support/http';
import { E2E_PORT, playerOrigin } from './support/server-env';

// Every upload on an origin of its own (http://<id>.localhost:<port> by default, which
// Chromium resolves to this machine), serving only that upload, framed only by the site, pointing top-level
// visits to the tester. HTTP checks go to the production server with the upload host in `Host` (Node does
// not resolve *.localhost); browser checks use Chromium's own resolution.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

interface Report {
  id: string;
  links: { player: string; preview: string };
}

async function uploadApi(request: APIRequestContext, zip: ZipUpload): Promise<Report> {
  const answer = await request.post('/api/review/upload', {
    multipart: { file: { name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer } },
  });
  expect(answer.status()).toBe(200);
  return answer.json();
}

const scriptPlayable = async (script: string, extra: Record<string, string> = {}): Promise<ZipUpload> => ({
  fileName: 'Game.zip',
  buffer: await zipFiles(alteredFiles({ 'Game/js/game.js': script, ...extra })),
});

const uploadHost = (id: string) => `${id}.localhost:${E2E_PORT}`;
const FRAMED = { 'sec-fetch-dest': 'iframe' };

test.describe('an upload host over HTTP', () => {
  test('serves its upload on its own origin, with the player CSP and only the site as framer', async ({
    request,
  }) => {
    const report = await uploadApi(request, await validPlayable(1));
    expect(report.id).toMatch(/^[a-z2-7]{26}$/);
    expect(report.links.player).toBe(`${playerOrigin(report.id)}/Game/Game.html`);
    expect(report.links.preview).toBe(`/review/preview/${report.id}`);

    const page = await raw('/Game/Game.html', { host: uploadHost(report.id), headers: FRAMED });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<head><script src="/__playable/shim.js"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' data: blob: 'unsafe-inline' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' data: blob:");
    expect(csp).toContain(
      'frame-ancestors https://www.playmind-studio.com https://www.playmind-studio.cn http://localhost:* http://127.0.0.1:*',
    );
    expect(csp).toContain('sandbox allow-scripts allow-same-origin');
    // None of the site's headers: no site CSP, no DENY framing, no HSTS on a plain-HTTP player.
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    const head = await raw('/Game/Game.html', {
      host: uploadHost(report.id),
      headers: FRAMED,
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    // Query strings (cache busters) reach the same file.
    expect((await raw('/Game/img/bg.png?v=2', { host: uploadHost(report.id), headers: FRAMED })).status).toBe(
      200,
    );
  });

  test('answers 404/405 to everything but its own files: pages, the API, other uploads, other methods', async ({
    request,
  }) => {
    const mine = await uploadApi(request, await validPlayable(1));
    const other = await uploadApi(
      request,
      await scriptPlayable('window.gameReady();', { 'Game/only-in-other.js': 'var x = 1;' }),
    );
    const host = uploadHost(mine.id);
    for (const path of [
      '/',
      '/review',
      '/cn',
      '/en/blog',
      '/api/contact',
      '/api/metrics',
      '/api/health',
      '/api/review/report/' + mine.id,
      '/sitemap.xml',
      '/robots.txt',
      '/Game/only-in-other.js',
      `/upload-host/${other.id}/Game/Game.html`,
      '/Game/',
      '/Game/Game.html/',
      '/cn/nl/ourwork',
    ]) {
      const res = await raw(path, { host, headers: FRAMED });
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('<html');
      expect(res.headers.location, path).toBeUndefined();
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/api/contact', '/Game/Game.html', '/']) {
        const res = await raw(path, { host, method, headers: { 'content-type': 'application/json' } });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
      }
    }
    // The other upload is served on its own host only.
    expect(
      (await raw('/Game/only-in-other.js', { host: uploadHost(other.id), headers: FRAMED })).status,
    ).toBe(200);
  });

  test('refuses a service worker, and site hosts serve no upload file', async ({ request }) => {
    const report = await uploadApi(request, await validPlayable(1));
    const worker = await raw('/Game/js/game.js', {
      host: uploadHost(report.id),
      headers: { 'service-worker': 'script', 'sec-fetch-dest': 'serviceworker' },
    });
    expect(worker.status).toBe(403);
    for (const host of [`localhost:${E2E_PORT}`, 'www.playmind-studio.com']) {
      for (const path of [
        '/Game/Game.html',
        '/Game/js/game.js',
        `/upload-host/${report.id}/Game/Game.html`,
      ]) {
        const res = await raw(path, { host, headers: FRAMED });
        expect(res.status, `${host}${path}`).toBe(404);
        expect(res.body).not.toContain('playable-shim');
        expect(res.body).not.toContain('gameReady');
      }
    }
  });

  test('gives a top-level visit to the entry page or an SVG of the upload the pointer page', async ({
    request,
  }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    const report = await uploadApi(
      request,
      await zipFiles(alteredFiles({ 'Game/img/logo.svg': svg })).then((buffer) => ({
        fileName: 'Game.zip',
        buffer,
      })),
    );
    const host = uploadHost(report.id);
    for (const path of ['/Game/Game.html', '/Game/img/logo.svg']) {
      for (const headers of [{ 'sec-fetch-dest': 'document' }, {} as Record<string, string>]) {
        const visit = await raw(path, { host, headers });
        expect(visit.status, path).toBe(403);
        expect(visit.body).toContain('Open this playable in the tester');
        expect(visit.body).toContain(`href="http://localhost:${E2E_PORT}/review"`);
        expect(visit.body).not.toContain('<script');
        expect(visit.headers['content-security-policy']).toContain("default-src 'none'");
      }
    }
    const asImage = await raw('/Game/img/logo.svg', { host, headers: { 'sec-fetch-dest': 'image' } });
    expect(asImage.status).toBe(200);
    expect(asImage.body).toBe(svg);
  });

  test("the site's CSP frames only player origins; health says the loopback player is degraded", async () => {
    const home = await raw('/');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain('frame-src http://*.localhost:*;');
    expect(csp).toContain("frame-ancestors 'none'");
    const health = JSON.parse((await raw('/api/health')).body);
    expect(health.player).toMatchObject({
      status: 'degraded',
      reason: expect.stringContaining('PLAYABLE_ORIGIN'),
    });
  });
});

const frameOf = (page: Page) => page.frameLocator('iframe[sandbox="allow-scripts allow-same-origin"]');

async function uploadInTester(page: Page, zip: ZipUpload) {
  await page.goto('/review');
  await page.getByRole('button', { name: 'Start testing' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: zip.fileName, mimeType: 'application/zip', buffer: zip.buffer });
  await expect(page.getByRole('heading', { level: 2, name: /^Test results/ })).toBeVisible({
    timeout: 15_000,
  });
}

/** An iframe like the tester's, added to the current (site) page. */
async function frameIn(page: Page, name: string, src: string) {
  await page.evaluate(
    ([frameName, frameSrc]) => {
      const frame = document.createElement('iframe');
      frame.name = frameName!;
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
      frame.src = frameSrc!;
      document.body.append(frame);
    },
    [name, src],
  );
}

/**
 * A page in a browser profile that allows third-party cookies and site data, as Google Chrome does by
 * default: the player's origin is not the site's, so a profile that blocks them (Chromium's default here,
 * Playwright's incognito contexts, Brave) denies the framed player any storage, and these tests would prove
 * nothing about what a playable that can store things could reach.
 */
async function withChromeProfile(run: (page: Page) => Promise<void>) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'isolation-profile-'));
  fs.mkdirSync(path.join(profile, 'Default'));
  fs.writeFileSync(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    baseURL: `http://localhost:${E2E_PORT}`,
  });
  try {
    await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
    await run(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

test.describe('isolation in the browser', () => {
  test("the tester's frame plays from the upload's own origin; the QR code is hidden with the reason", async ({
    page,
  }) => {
    await uploadInTester(page, await validPlayable(1));
    const iframe = page.locator('iframe[sandbox="allow-scripts allow-same-origin"]');
    const src = await iframe.getAttribute('src');
    expect(src).toMatch(new RegExp(`^http://[a-z2-7]{26}\\.localhost:${E2E_PORT}/Game/Game\\.html$`));
    const origin = new URL(src!).origin;
    // The frame has its src before it has navigated there.
    const playerFrame = () => page.frames().find((candidate) => candidate.url().startsWith(origin));
    await expect.poll(() => playerFrame() !== undefined).toBe(true);
    expect(await playerFrame()!.evaluate(() => window.location.origin)).toBe(origin);
    await expect(page.locator('[data-check="game_ready"]')).toHaveAttribute('data-status', 'success');
    await expect(page.locator('[data-check="game_start"]')).toHaveAttribute('data-status', 'success');
    await frameOf(page).locator('#stage').click();
    await expect(page.locator('[data-check="install"]')).toHaveAttribute('data-status', 'success');

    await expect(page.getByTestId('qr-hidden')).toContainText(origin);
    await expect(page.getByTestId('qr-hidden')).toContainText('only this computer can open');
    await expect(page.getByRole('img', { name: 'QR code of the preview link' })).toHaveCount(0);
    const id = new URL(src!).hostname.split('.')[0];
    await expect(page.getByRole('link', { name: 'Open the preview link' })).toHaveAttribute(
      'href',
      `/review/preview/${id}`,
    );
  });

  test('a cookie set by a playable is absent from the site; its own storage works', async ({ request }) => {
    const script = `window.gameStart = function () {};
var attempts = ['host_only=1; path=/', 'on_localhost=1; domain=localhost; path=/',
  'none_secure=1; SameSite=None; Secure; path=/', 'none_domain=1; domain=localhost; SameSite=None; Secure; path=/'];
attempts.forEach(function (cookie) { try { document.cookie = cookie; } catch (e) {} });
localStorage.setItem('score', '42');
document.getElementById('hint').textContent = 'score:' + localStorage.getItem('score') + ' cookies:' + document.cookie;
window.gameReady();
`;
    const report = await uploadApi(request, await scriptPlayable(script));
    await withChromeProfile(async (page) => {
      await page.goto('/review');
      await frameIn(page, 'ad', report.links.player);
      // The playable keeps its score, and the one cookie a framed page may set lives on its own host.
      await expect(page.frameLocator('iframe[name=ad]').locator('#hint')).toHaveText(
        'score:42 cookies:none_secure=1',
      );
      await page.goto('/');
      const siteCookies = await page.evaluate(() => document.cookie);
      const stored = await page.context().cookies(`http://localhost:${E2E_PORT}/`);
      for (const name of ['host_only', 'on_localhost', 'none_secure', 'none_domain']) {
        expect(siteCookies).not.toContain(name);
        expect(stored.map((cookie) => cookie.name)).not.toContain(name);
      }
      const all = await page.context().cookies();
      expect(all.filter((cookie) => cookie.name === 'none_secure').map((cookie) => cookie.domain)).toEqual([
        new URL(report.links.player).hostname,
      ]);
    });
  });

  test('where the browser refuses storage to the frame, the playable gets one in memory and code passes', async ({
    page,
  }) => {
    // This Chromium profile blocks third-party site data, as private windows do: localStorage throws in the
    // player's frame, which an ad webview never does.
    const script = `window.gameStart = function () {};
var best = Number(localStorage.getItem('best') || 0);
localStorage.setItem('best', String(best + 7));
document.getElementById('hint').textContent = 'best:' + localStorage.getItem('best');
window.gameReady();
document.getElementById('stage').addEventListener('click', function () { window.install(); });
`;
    await uploadInTester(page, await scriptPlayable(script));
    const frame = frameOf(page);
    await expect(frame.locator('#hint')).toHaveText('best:7');
    await frame.locator('#stage').click();
    await expect(page.locator('[data-check="install"]')).toHaveAttribute('data-status', 'success');
    await expect(page.locator('[data-check="code"]')).toHaveAttribute('data-status', 'success', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('timeline')).toContainText('storage kept in memory');
  });

  test("one upload cannot read another's localStorage", async ({ request }) => {
    const writer = await uploadApi(
      request,
      await scriptPlayable(
        "localStorage.setItem('secret', 'from-writer'); document.getElementById('hint').textContent = 'wrote:' + localStorage.getItem('secret');",
      ),
    );
    const reader = await uploadApi(
      request,
      await scriptPlayable(
        "document.getElementById('hint').textContent = 'read:' + (localStorage.getItem('secret') || 'nothing');",
      ),
    );
    await withChromeProfile(async (page) => {
      // Framed by a site page, as the tester frames them (the site's CSP and the players' frame-ancestors apply).
      await page.goto('/review');
      await frameIn(page, 'writer', writer.links.player);
      await expect(page.frameLocator('iframe[name=writer]').locator('#hint')).toHaveText('wrote:from-writer');
      await frameIn(page, 'reader', reader.links.player);
      await expect(page.frameLocator('iframe[name=reader]').locator('#hint')).toHaveText('read:nothing');
    });
  });

  test('a top-level visit to a player URL does not run the ad', async ({ page, request }) => {
    const report = await uploadApi(
      request,
      await scriptPlayable("document.title = 'AD RAN'; window.gameReady();"),
    );
    const response = await page.goto(report.links.player);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open this playable in the tester');
    expect(await page.title()).not.toBe('AD RAN');
    expect(await page.evaluate(() => typeof (window as unknown as { gameReady?: unknown }).gameReady)).toBe(
      'undefined',
    );
    await page.getByRole('link', { name: 'Go to the playable tester' }).click();
    await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/review`);
  });

  test('the preview page frames the player full screen and starts the ad on ready', async ({
    page,
    request,
  }) => {
    const report = await uploadApi(request, await validPlayable(1));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(report.links.preview);
    const iframe = page.locator('iframe[sandbox="allow-scripts allow-same-origin"]');
    await expect(iframe).toHaveAttribute('src', report.links.player);
    expect(await iframe.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // gameReady → the page runs the ad's gameStart(), which marks <body>.
    await expect(frameOf(page).locator('body')).toHaveClass(/started/);
    await expect(page).toHaveTitle(/Playable preview/);
    // An unknown upload: the not-found page.
    const missing = await page.goto(`/review/preview/${'a'.repeat(26)}`);
    expect(missing?.status()).toBe(404);
  });
});

test.describe('refusing to start (the production build)', () => {
  /** Starts the built server with `env` on a free port and resolves with its exit code and output. */
  function startBuilt(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refused-'));
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', '0'],
        {
          env: {
            ...process.env,
            NEXT_TELEMETRY_DISABLED: '1',
            DATA_DIR: dataDir,
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`still running after 60 s:\n${output}`));
      }, 60_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, output });
      });
    });
  }

  test('with hosts that differ from the build, saying what to rebuild', async () => {
    const { code, output } = await startBuilt({ SITE_HOST_COM: 'www.renamed-studio.com' });
    expect(code).toBe(1);
    expect(output).toContain('The server refuses to start');
    expect(output).toContain(
      'SITE_HOST_COM: the build used "www.playmind-studio.com", this server has "www.renamed-studio.com"',
    );
    expect(output).toContain('npm run build');
  });

  test("with a player origin on the site's registrable domain", async () => {
    const { code, output } = await startBuilt({ PLAYABLE_ORIGIN: 'https://{id}.play.playmind-studio.com' });
    expect(code).toBe(1);
    expect(output).toContain('share the registrable domain playmind-studio.com');
  });
});
