import { expect, type Page, test } from '@playwright/test';
import { adApi } from '@/lib/playable/networks';
import { explore } from '@/lib/playable/explorer-driver';
import {
  API_FIXTURES,
  BLANK,
  BOTTOM_EDGE_CTA,
  fixtureZip,
  INSTALL_ON_LOAD,
  MRAID_START_ONCE,
  type NetworkFixture,
  oneLineGame,
  THROW_ON_LOAD,
  THROW_ON_LOAD_AT,
} from '../fixtures/playable/networks';
import { DOM_QUIZ, NEEDS, PLAYED_AS_NEEDED, SLOT_LEVER, TIMER_END_CARD } from '../fixtures/playable/gameplay';
import { checkItem as check, playerFrame as frame, uploadInReview } from './support/review';

// In the page: one build per ad API (docs/PLAYABLE-TESTING.md, Ad networks and their APIs) played in /review, each item turning Test
// Success with the call that satisfied it and the API named; the broken builds failing with evidence in
// their own file, line and column; the run settling on its own.

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'cookie_permission', value: '1', url: 'http://localhost' }]);
});

/** The items the live run decides (the static ones, file/html_label/base64, are the upload checks'). */
const liveChecks = (page: Page, status: string) =>
  page.locator(
    `[data-check]:not([data-check="file"]):not([data-check="html_label"]):not([data-check="base64"])[data-status="${status}"]`,
  );
/**
 * The first live state after the results show: the player's frame loads the upload from its own origin and
 * the shim reports. On a loaded 2-core machine (three full Chromiums) that alone took more than the default
 * 7 s wait; the run's own timers (SETTLE_AFTER_MS, BLANK_AFTER_MS in lib/playable/live.ts) come on top.
 */
const LIVE = { timeout: 20_000 };

const upload = async (page: Page, fixture: NetworkFixture) => uploadInReview(page, await fixtureZip(fixture));

for (const fixture of API_FIXTURES) {
  test(`${adApi(fixture.api!).label}: ready, the CTA and end turn Test Success with the API named`, async ({
    page,
  }) => {
    await upload(page, fixture);
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', /running|settled/, LIVE);
    if (fixture.via.game_ready) {
      await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success', LIVE);
      await expect(check(page, 'game_ready')).toContainText(`Detected via ${fixture.via.game_ready}`);
    }
    await frame(page)
      .locator('#stage')
      .click({ position: { x: 150, y: 100 } });
    await frame(page).locator('#cta').click();
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'success');
    await expect(check(page, 'install')).toContainText(`Detected via ${fixture.via.install}`);
    if (fixture.via.game_end) {
      await expect(check(page, 'game_end')).toHaveAttribute('data-status', 'success');
      await expect(check(page, 'game_end')).toContainText(`Detected via ${fixture.via.game_end}`);
    } else {
      await expect(check(page, 'game_end')).toHaveAttribute('data-status', 'not_applicable');
    }
    await expect(page.getByTestId('steps')).toHaveText('Two or more steps');
    const api = page.locator(`[data-api="${fixture.api}"]`);
    await expect(api).toContainText(adApi(fixture.api!).label);
    await expect(api).toContainText('its CTA was called');
    // The run settles by itself: no failure, nothing left checking.
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', 'settled', LIVE);
    await expect(check(page, 'code')).toHaveAttribute('data-status', 'success');
    await expect(check(page, 'outer_chain')).toHaveAttribute('data-status', 'success');
    await expect(liveChecks(page, 'failed')).toHaveCount(0);
    await expect(liveChecks(page, 'checking')).toHaveCount(0);
    if (fixture.api === 'mintegral') {
      await page.getByRole('button', { name: 'Close the ad (runs gameClose())' }).click();
      await expect(check(page, 'game_close')).toHaveAttribute('data-status', 'success');
    } else {
      await expect(check(page, 'game_start')).toHaveAttribute('data-status', 'not_applicable');
      await expect(check(page, 'game_start')).toContainText('only Mintegral builds define gameStart()');
      await expect(page.getByRole('button', { name: /Close the ad/ })).toHaveCount(0);
    }
  });
}

test('an MRAID build that crashes when started twice starts once', async ({ page }) => {
  await upload(page, MRAID_START_ONCE);
  await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success', LIVE);
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', 'settled', LIVE);
  await expect(check(page, 'code')).toHaveAttribute('data-status', 'success');
});

/**
 * The shared explorer on the page's player frame, until the install item turns Test Success. Its budget is
 * twice the CLI's: each gesture here also re-renders the page's live results.
 */
async function playWithExplorer(page: Page, seed = 1) {
  const player = page.locator('[data-orientation] iframe');
  await player.scrollIntoViewIfNeeded();
  return explore(
    {
      page,
      frame: player,
      reached: async () => (await check(page, 'install').getAttribute('data-status')) === 'success',
    },
    { seed, budgetMs: 90_000 },
  );
}

// The explorer (lib/playable/explorer.ts, driven by lib/playable/explorer-driver.ts) reaches every gameplay
// fixture's CTA through the CLI's live run (tests/unit/playable/explorer-live.test.ts) and in a cross-origin
// player frame of a host page (tests/unit/playable/shim-browser.test.ts), with the same driver. Here, in the
// review page, one build per way the driver reaches into the page's frame: touchscreen taps at the frame's
// very edge (page coordinates, the page scrolled), raw touch strokes over the DevTools protocol (a drag; a
// swipe is the same stroke, faster), no input while the page's live results render (the timer), and the
// cross-origin frame's DOM buttons read through Playwright's handle. Two taps in order (Solitaire) and a tap
// between the grid's points (Small_button) are taps as the bottom edge's; a swipe (Runner) is the lever's
// stroke: the page proves nothing new with them, the explorer's choice of them is proven in the two tests above.
test.describe('the shared explorer in the page', () => {
  test.use({ hasTouch: true });
  test.describe.configure({ timeout: 150_000 });

  test('reaches an install button on the frame’s very bottom edge', async ({ page }) => {
    await upload(page, BOTTOM_EDGE_CTA);
    await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'success', LIVE);
    const { reached, path } = await playWithExplorer(page);
    expect(reached).toBe(true);
    expect(path.at(-1)).toMatchObject({ kind: 'tap', reason: 'grid' });
    await expect(check(page, 'install')).toContainText(/Detected via install after \d+ taps/);
  });

  for (const fixture of [SLOT_LEVER, TIMER_END_CARD, DOM_QUIZ]) {
    test(`${fixture.name}: reaches the CTA, which needs ${NEEDS[fixture.name]}`, async ({ page }) => {
      await upload(page, fixture);
      await expect(page.getByTestId('run-status')).toHaveAttribute('data-run', /running|settled/, LIVE);
      const { reached, path } = await playWithExplorer(page);
      expect(reached, JSON.stringify(path)).toBe(true);
      // The gesture it needed: a stroke, the DOM's buttons. The timer's idle time is not in the path here: the
      // frame idles from its load, before the explorer starts (on a loaded machine, most of the six seconds).
      if (fixture !== TIMER_END_CARD)
        expect(PLAYED_AS_NEEDED[fixture.name](path), JSON.stringify(path)).toBe(true);
      await expect(check(page, 'install')).toHaveAttribute('data-status', 'success');
      await expect(check(page, 'install')).toContainText(`Detected via ${fixture.via.install} after`);
    });
  }
});

test.describe('broken builds fail with evidence in their own file, line and column', () => {
  test('a throw on load', async ({ page }) => {
    await upload(page, THROW_ON_LOAD);
    await expect(check(page, 'code')).toHaveAttribute('data-status', 'failed', LIVE);
    await expect(check(page, 'code')).toContainText('Test Failed');
    const { file, line, col } = THROW_ON_LOAD_AT;
    await expect(check(page, 'code')).toContainText(
      `${file}:${line}:${col} The script stopped on this error: Uncaught TypeError`,
    );
    await expect(check(page, 'code')).not.toContainText('http://');
  });

  test('a whole game on one line, with the shim’s tag on that line', async ({ page }) => {
    const { fixture, at } = oneLineGame();
    await upload(page, fixture);
    await expect(check(page, 'code')).toHaveAttribute('data-status', 'failed', LIVE);
    await expect(check(page, 'code')).toContainText(
      `${at.file}:${at.line}:${at.col} The script stopped on this error: Uncaught TypeError`,
    );
  });

  test('install on load, before any gesture', async ({ page }) => {
    await upload(page, INSTALL_ON_LOAD);
    await expect(check(page, 'install')).toHaveAttribute('data-status', 'failed', LIVE);
    await expect(check(page, 'install')).toContainText('The CTA was called before any user interaction.');
    await expect(check(page, 'install')).toContainText('install was called');
    await expect(page.getByTestId('steps')).toHaveText('Not detected yet');
  });

  test('never calls anything and never paints', async ({ page }) => {
    await upload(page, BLANK);
    // BLANK_AFTER_MS (5 s) after load, on top of the frame's load.
    await expect(check(page, 'code')).toHaveAttribute('data-status', 'failed', { timeout: 25_000 });
    await expect(check(page, 'code')).toContainText(
      'The playable drew nothing and called no ad API in its first 5 seconds.',
    );
    await expect(check(page, 'game_ready')).toHaveAttribute('data-status', 'undetected');
  });
});
