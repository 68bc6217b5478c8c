import { expect, type Page, test } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURED_DEMOS } from '@/lib/demos/featured';
import { type DemoManifest, demoManifestSchema } from '@/lib/demos/schema';

// The studio's playable demos (content/demos), each on its case page: nothing of the demo
// in the page's first load, then played in the isolated player by its demo.json taps to the end card, the
// install call seen in the calls panel, restart and landscape; the home hero and the playable-ads page
// feature one with the same player; the phone fits a 390 px screen.

test.describe.configure({ timeout: 90_000 });

// Read here rather than through lib/demos/catalog, which needs the server's modules (the shim).
interface Demo {
  slug: string;
  manifest: DemoManifest;
}
const DEMOS_ROOT = path.join(process.cwd(), 'content', 'demos');
const allDemos = (): Demo[] =>
  readdirSync(DEMOS_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      slug: entry.name,
      manifest: demoManifestSchema.parse(
        JSON.parse(readFileSync(path.join(DEMOS_ROOT, entry.name, 'demo.json'), 'utf8')),
      ),
    }));
const demoOfCase = (slug: string) =>
  existsSync(path.join(DEMOS_ROOT, slug, 'demo.json'))
    ? allDemos().find((demo) => demo.slug === slug)!
    : null;

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

/** A request to a player origin (`<26 base32>.localhost`) or for a demo's details. */
const isDemoRequest = (url: string) =>
  /^https?:\/\/[a-z2-7]{26}\.localhost[:/]/.test(url) || url.includes('/api/demos/');

/** Opens `path`, lets it finish loading and returns what it requested of any demo (nothing, it should be). */
async function firstLoad(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isDemoRequest(request.url())) requested.push(request.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return [...requested];
}

const frameOf = (page: Page) => page.locator('[data-testid="device-frame"] iframe');

async function tapAt(page: Page, x: number, y: number) {
  const box = (await frameOf(page).boundingBox())!;
  await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
}

/** Plays the demo by its script to the end card and taps its install button. */
async function playThrough(page: Page, demo: Demo) {
  const player = page.getByTestId('demo-player');
  await expect(player).toHaveAttribute('data-phase', 'playing', { timeout: 20_000 });
  // Taps are clicks at screen points: the whole phone must be on the screen.
  await page.getByTestId('device-frame').scrollIntoViewIfNeeded();
  for (const tap of demo.manifest.taps) {
    await page.waitForTimeout(tap.waitMs);
    await tapAt(page, tap.x, tap.y);
  }
  await expect(player).toHaveAttribute('data-phase', 'ended', { timeout: 15_000 });
  await tapAt(page, demo.manifest.cta.x, demo.manifest.cta.y);
  await expect(player).toHaveAttribute('data-phase', 'installed');
  await page.getByRole('button', { name: 'Show the calls a network would see' }).click();
  const calls = page.getByTestId('timeline');
  await expect(calls).toContainText('gameReady called');
  await expect(calls).toContainText('gameStart called');
  await expect(calls).toContainText('gameEnd called');
  await expect(calls).toContainText(/install called after \d+ gestures?/);
}

/** Opens the case page, checks nothing of the demo came with it, and starts the player on request. */
async function playOnRequest(page: Page, demo: Demo) {
  expect(await firstLoad(page, `/our-work/${demo.slug}`)).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play the demo' }).click();
  await expect(frameOf(page)).toHaveAttribute(
    'src',
    /^http:\/\/[a-z2-7]{26}\.localhost:\d+\/[A-Za-z0-9]+\/[A-Za-z0-9]+\.html$/,
  );
}

/** Turns the phone: the frame is wider than tall, and the game lays itself out again and keeps running. */
async function turnLandscape(page: Page) {
  await page.getByRole('button', { name: 'Landscape' }).click();
  await expect(page.getByTestId('device-frame')).toHaveAttribute('data-orientation', 'landscape');
  const box = (await frameOf(page).boundingBox())!;
  expect(box.width).toBeGreaterThan(box.height);
  const canvas = page.frameLocator('[data-testid="device-frame"] iframe').locator('canvas');
  await expect
    .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width > element.height))
    .toBe(true);
  await expect(page.getByTestId('demo-player')).toHaveAttribute('data-phase', 'playing');
}

// Every case page's path (nothing of the demo in the first load, the player on request, the game started in it,
// turned) is the same code for every demo, and each demo takes it here. The player's end (the end card, install
// and the calls, restart) is the same code too: the demo with the shortest script plays it here, and the
// playable-ads page plays another below. That each demo itself reaches its end card and install from its taps is
// tests/unit/demos/package.test.ts's: it plays every demo, served by the upload host's code, in the tester's
// live run. Playing the other demos' 20 s scripts again on the page proved nothing the page does differently.
const [played, ...started] = allDemos().sort(
  (a, b) =>
    a.manifest.taps.reduce((sum, tap) => sum + tap.waitMs, 0) -
    b.manifest.taps.reduce((sum, tap) => sum + tap.waitMs, 0),
);

test(`${played.slug}: loads on request, plays to its end card and install, restarts, turns landscape`, async ({
  page,
}) => {
  await playOnRequest(page, played);
  await playThrough(page, played);

  // Restart: a new run, its calls from the start.
  await page.getByRole('button', { name: 'Restart' }).click();
  const player = page.getByTestId('demo-player');
  await expect(player).toHaveAttribute('data-phase', 'playing', { timeout: 20_000 });
  await expect(page.getByTestId('timeline')).not.toContainText('install');

  if (played.manifest.orientation === 'both') await turnLandscape(page);
});

for (const demo of started) {
  test(`${demo.slug}: loads on request, starts in the player, turns landscape`, async ({ page }) => {
    await playOnRequest(page, demo);
    await expect(page.getByTestId('demo-player')).toHaveAttribute('data-phase', 'playing', {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Show the calls a network would see' }).click();
    const calls = page.getByTestId('timeline');
    await expect(calls).toContainText('gameReady called');
    await expect(calls).toContainText('gameStart called');
    if (demo.manifest.orientation === 'both') await turnLandscape(page);
  });
}

test('the gallery marks the cases with a demo', async ({ page }) => {
  await page.goto('/our-work');
  const demos = allDemos();
  await expect(page.getByTestId('demo-badge')).toHaveCount(demos.length);
  for (const demo of demos) {
    const card = page.locator('article', { has: page.locator(`a[href$="/our-work/${demo.slug}"]`) });
    await expect(card.getByTestId('demo-badge')).toHaveText('Playable demo');
  }
});

// The home hero and the playable-ads page show the same launcher and player as a case page: the poster first,
// the player on request. The playable-ads page plays its demo (not the case page's) through to the end card and
// install; the home page starts its own (the same launcher played through again would prove nothing new).
for (const [path, slug, toTheEnd] of [
  ['/', FEATURED_DEMOS.home, false],
  ['/product/playable-ads', FEATURED_DEMOS.playableAds, true],
] as const) {
  test(`${path} features ${slug}: poster first, the same player on request`, async ({ page }) => {
    const demo = demoOfCase(slug);
    test.skip(!demo, `${slug} has no demo`);
    expect(await firstLoad(page, path)).toEqual([]);
    await page.getByTestId('featured-demo').getByRole('button', { name: 'Play the demo' }).click();
    if (toTheEnd) {
      await playThrough(page, demo!);
    } else {
      await expect(page.getByTestId('demo-player')).toHaveAttribute('data-phase', 'playing', {
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'Show the calls a network would see' }).click();
      await expect(page.getByTestId('timeline')).toContainText('gameStart called');
    }
  });
}

test('at 390 px the phone fits the screen, upright and turned', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const demo = allDemos().find((item) => item.manifest.orientation === 'both') ?? allDemos()[0];
  await page.goto(`/our-work/${demo.slug}`);
  await page.getByRole('button', { name: 'Play the demo' }).click();
  await expect(page.getByTestId('demo-player')).toHaveAttribute('data-phase', 'playing', { timeout: 20_000 });
  const fits = async () => {
    const box = (await page.getByTestId('device-frame').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  };
  await fits();
  if (demo.manifest.orientation === 'both') {
    await page.getByRole('button', { name: 'Landscape' }).click();
    await fits();
  }
});
