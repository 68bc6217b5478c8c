import { expect, type Page, test } from '@playwright/test';
import { getCase, getCases } from '@/lib/content/load';
import { getCaseVideo } from '@/lib/content/videos';
import { locales } from '@/lib/i18n/locales';
import { url } from './support/routes';
import { collectConsoleErrors, expectNoAxeViolations } from './content-helpers';

// The video cases' clips on their case pages: nothing of the video is fetched until the visitor plays it,
// Debian's Chromium picks the VP9 WebM and plays it, the page's language has the captions on, and the
// player fits the page at phone and desktop widths.

const videoCases = getCases('en').filter((item) => item.type === 'video');
const MEDIA = /\.(webm|mp4)(?:[?#]|$)/;

/** Every request for a video file the page makes from now on. */
function watchMedia(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (MEDIA.test(request.url())) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

/** Closes the consent banner (English pages), which otherwise covers the player's control bar. */
async function dismissConsent(page: Page) {
  const banner = page.getByTestId('consent-banner');
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toBeHidden();
}

/** Clicks the play button of Chromium's own controls (bottom left; a click elsewhere on the picture does not play). */
async function clickPlay(page: Page) {
  const player = page.locator('video');
  await player.scrollIntoViewIfNeeded();
  const box = (await player.boundingBox())!;
  await player.click({ position: { x: 24, y: box.height - 48 } });
}

test.describe('case videos', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const item of videoCases) {
    test(`${item.slug}: no video bytes before play, then the WebM plays`, async ({ page }) => {
      const video = getCaseVideo(item.slug)!;
      const errors = collectConsoleErrors(page);
      const media = watchMedia(page);
      await page.goto(url('en', `/our-work/${item.slug}`));
      await page.waitForLoadState('networkidle');
      const player = page.getByLabel(`Video: ${item.title}`);
      await expect(player).toHaveAttribute('preload', 'none');
      await expect(player).toHaveAttribute('poster', video.poster);
      // The poster is on screen; not one byte of either video file has been asked for.
      await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
      expect(media).toEqual([]);

      await dismissConsent(page);
      await clickPlay(page);
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0.5);
      const source = await player.evaluate((element: HTMLVideoElement) => ({
        src: new URL(element.currentSrc).pathname,
        paused: element.paused,
        width: element.videoWidth,
      }));
      expect(source).toEqual({ src: video.webm, paused: false, width: video.width });
      expect(media.every((path) => path === video.webm)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  for (const locale of locales) {
    test(`captions in the page's language are on (${locale})`, async ({ page }) => {
      const slug = videoCases[0]!.slug;
      const video = getCaseVideo(slug)!;
      await page.goto(url(locale, `/our-work/${slug}`));
      const player = page.locator('video');
      await expect(player).toHaveAccessibleName(
        new RegExp(getCase(locale, slug)!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      const tracks = await player.evaluate((element: HTMLVideoElement) =>
        [...element.textTracks].map((track) => ({ language: track.language, kind: track.kind })),
      );
      expect(tracks).toEqual(locales.map((language) => ({ language, kind: 'captions' })));
      // From the keyboard: the player takes focus and Space plays it.
      await player.focus();
      await page.keyboard.press('Space');
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(0);
      // The default track is the page's language: showing, and its cues loaded from its own file.
      await expect
        .poll(() =>
          player.evaluate((element: HTMLVideoElement) => {
            const showing = [...element.textTracks].filter((track) => track.mode === 'showing');
            return showing.map((track) => `${track.language}:${track.cues?.length ?? 0}`);
          }),
        )
        .toEqual([expect.stringMatching(new RegExp(`^${locale}:[1-9]`))]);
      await expect(player.locator('track[default]')).toHaveAttribute('src', video.captions[locale]);
    });
  }

  for (const width of [390, 1440]) {
    test(`the player fits the page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const item of videoCases) {
        await page.goto(url('en', `/our-work/${item.slug}`));
        const box = (await page.locator('video').boundingBox())!;
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(pageWidth, item.slug).toBeLessThanOrEqual(width);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // 16:9, set by the element's own size before anything loads (no layout shift).
        expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2);
      }
      await expectNoAxeViolations(page);
    });
  }
});
