// Draws each demo's poster (public/images/cases/<slug>-poster.webp, 960×540, ≤ 60 KB), the frame a case
// shows before the visitor presses "Play the demo": headless Debian Chromium (playwright-core) plays the demo
// by its demo.json taps, in a portrait phone on a backdrop of the demo's own colour, and the picture is taken
// halfway through them (the game in full swing, not its opening nor its end card). The files are committed; this script
// is how they are remade:  npx tsx scripts/make-demo-posters.ts [slug...]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';
import { allDemos, type Demo } from '../lib/demos/catalog';
import { contentTypeFor } from '../lib/playable/serve';
import { encodeWebp } from './lib/webp';

const ORIGIN = 'http://demo-poster.localhost';
/** The poster is 16:9 like every case cover: 1200×675 CSS pixels drawn at 0.8 → 960×540. */
const VIEW = { width: 1200, height: 675, scale: 0.8 };
/** The phone's screen, portrait 9:16. */
const SCREEN = { width: 333, height: 592 };
const MAX_BYTES = 60 * 1024;

/** A network's side of the lifecycle, as the player's host does: start the ad once it says it is ready. */
const LIFECYCLE_HOST = `
  window.gameReady = function () { setTimeout(function () { window.gameStart && window.gameStart(); }, 0); };
  window.gameEnd = function () {};
  window.install = function () {};
  window.gameRetry = function () {};
`;

function hostPage(demo: Demo): string {
  return `<!DOCTYPE html><html><head><style>
    html, body { margin: 0; width: 100%; height: 100%; overflow: hidden; }
    body { display: flex; align-items: center; justify-content: center; background: #0b1020; }
    .phone { padding: 12px; border-radius: 36px; background: #0d0d12; box-shadow: 0 24px 60px rgba(0,0,0,.45); }
    iframe { display: block; border: 0; border-radius: 24px; width: ${SCREEN.width}px; height: ${SCREEN.height}px; }
  </style></head><body><div class="phone"><iframe src="/${demo.htmlPath}"></iframe></div></body></html>`;
}

async function poster(demo: Demo): Promise<Buffer> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: VIEW.width, height: VIEW.height },
      deviceScaleFactor: VIEW.scale,
      hasTouch: true,
    });
    await page.addInitScript(LIFECYCLE_HOST);
    await page.route(`${ORIGIN}/**`, async (route) => {
      const file = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
      if (file === '') return route.fulfill({ contentType: 'text/html', body: hostPage(demo) });
      const data = demo.files.get(file);
      if (!data) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: contentTypeFor(file), body: data });
    });
    await page.goto(`${ORIGIN}/`);
    const frame = page.locator('iframe');
    const box = (await frame.boundingBox())!;
    // The backdrop takes the demo's own page colour, lit from the centre.
    const color = await page.frames()[1].evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.evaluate((base) => {
      document.body.style.background = `radial-gradient(circle at 50% 45%, color-mix(in srgb, ${base} 65%, white), ${base} 70%)`;
    }, color);
    // Halfway through the scripted path: the game in full swing, past its opening and short of the end card.
    const { taps } = demo.manifest;
    const shotBefore = Math.ceil(taps.length / 2);
    for (const [index, tap] of taps.entries()) {
      await page.waitForTimeout(tap.waitMs);
      if (index === shotBefore) break;
      await page.mouse.click(box.x + tap.x * box.width, box.y + tap.y * box.height);
    }
    return await encodeWebp(await page.screenshot({ type: 'png' }), MAX_BYTES);
  } finally {
    await browser.close();
  }
}

async function main(slugs: string[]): Promise<void> {
  const wanted = new Set(slugs);
  for (const demo of allDemos()) {
    if (wanted.size > 0 && !wanted.has(demo.slug)) continue;
    const file = path.join('public', 'images', 'cases', `${demo.slug}-poster.webp`);
    const image = await poster(demo);
    writeFileSync(file, new Uint8Array(image));
    console.log(`${file}: ${image.length} bytes`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
