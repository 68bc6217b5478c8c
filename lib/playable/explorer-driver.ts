import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { CDPSession, Frame, Locator, Page } from 'playwright-core';
import {
  type Box,
  changedCells,
  changedRegions,
  DEFAULT_SEED,
  EXPLORE_BUDGET_MS,
  Explorer,
  type Gesture,
  objectsOf,
  type PathStep,
  type Picture,
  type Point,
} from './explorer';

// Plays the explorer's gestures (lib/playable/explorer.ts) on a playable's frame in Chromium, for the CLI's
// live run and the browser tests alike: taps through Playwright's touchscreen (a tap also clicks), drags,
// swipes and long presses as raw touches over the DevTools protocol (Input.dispatchTouchEvent), so a page
// gets touch and pointer events as on a phone. After each gesture it looks at the frame twice (a capture
// decoded with @napi-rs/canvas and averaged into cells of about CELL_PX CSS pixels) and lists the frame's
// visible buttons and links (the frame is cross-origin: through Playwright's handle on it), and hands that
// to the planner. It stops once `reached()` says the CTA was called, or when the budget runs out.

export interface ExploreTarget {
  page: Page;
  /** The <iframe> the playable plays in. */
  frame: Locator;
  /** True once the CTA call is seen (the live reducer's install status). */
  reached(): boolean | Promise<boolean>;
}

export interface ExploreOptions {
  seed?: number;
  /** Milliseconds of play before giving up (EXPLORE_BUDGET_MS). */
  budgetMs?: number;
}

export interface ExploreResult {
  /** The gestures played, in order, the last one the one that reached the CTA when `reached`. */
  path: PathStep[];
  reached: boolean;
  /** How long the exploration took. */
  ms: number;
  /** Why it stopped early, when the page failed under it. */
  stopped?: string;
}

/** The size of a capture's cell in CSS pixels: a 390 × 844 frame is 39 × 84 cells. */
const CELL_PX = 10;
/** After a gesture the frame is captured twice, so a hint that blinks shows in one of the captures. */
const FIRST_LOOK_MS = 70;
const SECOND_LOOK_MS = 160;
/**
 * The first look at the frame, before any gesture: six captures about 150 ms apart (a capture takes some
 * 50 ms), closer than half a blink and spanning more than a whole one, so a hint that blinks is caught in
 * both states whatever its phase (captures a blink period apart would see the same picture each time).
 */
const FIRST_LOOK_PAUSES_MS = [100, 100, 100, 100, 100];
/** While waiting for a timer: a capture this often; the wait ends once the picture is still this long. */
const WAIT_SAMPLE_MS = 300;
const QUIET_MS = 1_200;
/** A picture that has not changed in this long has no timer running. */
const STILL_MS = 2_000;
/** Touch moves of a drag or swipe: one each this often (a 90 ms swipe: 3 moves; a drag: one a frame or so). */
const MOVE_STEP_MS = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The frame's visible buttons and links whose middle is not covered, in CSS pixels of the frame. */
const CLICKABLES = `(() => {
  const selector = 'a[href], button, [role="button"], [role="link"], input[type="button"], input[type="submit"], input[type="image"], [onclick]';
  const boxes = [];
  for (const element of document.querySelectorAll(selector)) {
    const r = element.getBoundingClientRect();
    if (r.width < 4 || r.height < 4) continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (!top || !(top === element || element.contains(top))) continue;
    boxes.push({ x: r.left, y: r.top, width: r.width, height: r.height });
  }
  return { width: innerWidth, boxes };
})()`;

/** The mean colour of each cell of about CELL_PX × CELL_PX CSS pixels of an RGBA image of the frame. */
export function cellsOf(pixels: Uint8ClampedArray, width: number, height: number, frame: Box): Picture {
  const columns = Math.max(1, Math.round(frame.width / CELL_PX));
  const rows = Math.max(1, Math.round(frame.height / CELL_PX));
  const sums = new Float64Array(columns * rows * 4);
  for (let y = 0; y < height; y++) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / height));
    for (let x = 0; x < width; x++) {
      const cell = (row * columns + Math.min(columns - 1, Math.floor((x * columns) / width))) * 4;
      const i = (y * width + x) * 4;
      sums[cell] += pixels[i];
      sums[cell + 1] += pixels[i + 1];
      sums[cell + 2] += pixels[i + 2];
      sums[cell + 3] += 1;
    }
  }
  const rgba = new Uint8ClampedArray(columns * rows * 4);
  for (let cell = 0; cell < sums.length; cell += 4) {
    const count = sums[cell + 3] || 1;
    rgba[cell] = sums[cell] / count;
    rgba[cell + 1] = sums[cell + 1] / count;
    rgba[cell + 2] = sums[cell + 2] / count;
    rgba[cell + 3] = 255;
  }
  return { columns, rows, cellWidth: frame.width / columns, cellHeight: frame.height / rows, rgba };
}

class FrameDriver {
  constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly box: Box,
    private readonly content: Frame | null,
    /** How far the page is scrolled: captures are clipped in page coordinates, touches in the viewport's. */
    private readonly scroll: Point,
  ) {}

  private onPage(point: Point): Point {
    return { x: this.box.x + point.x, y: this.box.y + point.y };
  }

  /**
   * The frame as cells of about CELL_PX CSS pixels, each the mean of its pixels. Captured at full size: a
   * capture that Chromium scales down itself (clip.scale below 1) drops touches sent after it.
   */
  async capture(): Promise<Picture> {
    const { data } = await this.cdp.send('Page.captureScreenshot', {
      format: 'webp',
      quality: 80,
      clip: {
        x: this.box.x + this.scroll.x,
        y: this.box.y + this.scroll.y,
        width: this.box.width,
        height: this.box.height,
        scale: 1,
      },
    });
    const image = await loadImage(Buffer.from(data, 'base64'));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    return cellsOf(pixels, image.width, image.height, this.box);
  }

  async targets(): Promise<Box[]> {
    if (!this.content) return [];
    try {
      const found = (await this.content.evaluate(CLICKABLES)) as { width: number; boxes: Box[] };
      const ratio = found.width > 0 ? this.box.width / found.width : 1;
      return found.boxes.map((b) => ({
        x: b.x * ratio,
        y: b.y * ratio,
        width: b.width * ratio,
        height: b.height * ratio,
      }));
    } catch {
      return []; // the frame navigated or closed: nothing to list this time
    }
  }

  private async touch(type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point): Promise<void> {
    const touchPoints = point ? [{ ...this.onPage(point), id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [];
    await this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  }

  private async tap(point: Point): Promise<void> {
    const at = this.onPage(point);
    await this.page.touchscreen.tap(at.x, at.y);
  }

  private async stroke(from: Point, to: Point, durationMs: number): Promise<void> {
    // Each move is a round trip to the browser: a quick swipe makes few, so it stays quick on a busy machine.
    const steps = Math.max(3, Math.round(durationMs / MOVE_STEP_MS));
    const started = performance.now();
    await this.touch('touchStart', from);
    for (let i = 1; i <= steps; i++) {
      await sleep(started + (durationMs * i) / steps - performance.now());
      const t = i / steps;
      await this.touch('touchMove', { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
    }
    await this.touch('touchEnd');
  }

  async perform(gesture: Gesture): Promise<void> {
    const [first, second] = gesture.points;
    switch (gesture.kind) {
      case 'tap':
        return this.tap(first);
      case 'choice':
        await this.tap(first);
        await sleep(gesture.durationMs);
        return this.tap(second);
      case 'drag':
      case 'swipe':
        return this.stroke(first, second, gesture.durationMs);
      case 'press':
        await this.touch('touchStart', first);
        await sleep(gesture.durationMs);
        return this.touch('touchEnd');
      case 'wait':
        return;
    }
  }
}

/** Plays the frame until the CTA is reached or the budget runs out; returns the path of gestures. */
export async function explore(target: ExploreTarget, options: ExploreOptions = {}): Promise<ExploreResult> {
  const { page, frame } = target;
  const started = performance.now();
  const deadline = started + (options.budgetMs ?? EXPLORE_BUDGET_MS);
  const found = await frame.boundingBox();
  if (!found) throw new Error('the playable’s frame is not on the page');
  const box = { x: found.x, y: found.y, width: found.width, height: found.height };
  const content = await (await frame.elementHandle())?.contentFrame();
  const cdp = await page.context().newCDPSession(page);
  const { cssVisualViewport } = await cdp.send('Page.getLayoutMetrics');
  const scroll = { x: cssVisualViewport.pageX, y: cssVisualViewport.pageY };
  const driver = new FrameDriver(page, cdp, box, content ?? null, scroll);
  const planner = new Explorer(Math.round(box.width), Math.round(box.height), options.seed ?? DEFAULT_SEED);
  const path: PathStep[] = [];
  try {
    // A first look before any gesture: what moves by itself (a tutorial's blinking hint) is what to try first.
    const look = [await driver.capture()];
    for (const pause of FIRST_LOOK_PAUSES_MS) {
      await sleep(pause);
      look.push(await driver.capture());
    }
    let before = look.at(-1)!;
    const moving = changedRegions(look[0], ...look.slice(1));
    planner.observe(null, {
      changed: moving,
      moving,
      objects: objectsOf(before),
      targets: await driver.targets(),
    });
    while (performance.now() < deadline && !(await target.reached())) {
      const gesture = planner.next();
      path.push({ ...gesture, at: Math.round(performance.now() - started) });
      let after: Picture;
      let changed: Box[];
      let moving: Box[] = [];
      if (gesture.kind === 'wait') {
        const limit = Math.min(gesture.durationMs, deadline - performance.now());
        after = await waitWhileChanging(driver, before, limit, target);
        changed = changedRegions(before, after);
      } else {
        await driver.perform(gesture);
        if (await target.reached()) break;
        await sleep(FIRST_LOOK_MS);
        const first = await driver.capture();
        await sleep(SECOND_LOOK_MS);
        after = await driver.capture();
        changed = changedRegions(before, first, after);
        moving = changedRegions(first, after);
      }
      const targets = await driver.targets();
      planner.observe(gesture, { changed, moving, objects: objectsOf(after), targets });
      before = after;
    }
    return { path, reached: await target.reached(), ms: Math.round(performance.now() - started) };
  } catch (error) {
    // The page went away under the explorer (the ad closed it, the browser crashed): the play ends there.
    const reached = await Promise.resolve(target.reached()).catch(() => false);
    const stopped = (error as Error).message.split('\n')[0];
    return { path, reached, ms: Math.round(performance.now() - started), stopped };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * No gesture while the picture still changes (a countdown, an animation before an end card): over once the
 * picture is still for QUIET_MS after a change, at once if it does not change in STILL_MS, or at `limitMs`.
 */
async function waitWhileChanging(
  driver: FrameDriver,
  before: Picture,
  limitMs: number,
  target: ExploreTarget,
): Promise<Picture> {
  const start = performance.now();
  let last = before;
  let lastChange = -1;
  for (;;) {
    await sleep(WAIT_SAMPLE_MS);
    const picture = await driver.capture();
    const elapsed = performance.now() - start;
    if (changedCells(last, picture).some(Boolean)) lastChange = elapsed;
    last = picture;
    if (elapsed >= limitMs || (await target.reached())) return last;
    if (lastChange < 0 ? elapsed >= STILL_MS : elapsed - lastChange >= QUIET_MS) return last;
  }
}
