import { describe, expect, it } from 'vitest';
import {
  changedRegions,
  describeStep,
  DRAG_DISTANCE,
  Explorer,
  type Gesture,
  GRID_COLUMNS,
  GRID_EDGE_INSET,
  GRID_ROWS,
  gridPoints,
  objectsOf,
  rowOrder,
  type Observation,
  type Picture,
  seededRandom,
  SWIPE_DISTANCE,
} from '@/lib/playable/explorer';
import { cellsOf } from '@/lib/playable/explorer-driver';

// The explorer's planner (lib/playable/explorer.ts) on synthetic captures of a phone's frame: 39 × 84 cells
// of 10 CSS px, painted with rectangles of colour.

const W = 390;
const H = 844;
const BACKGROUND = [16, 32, 48] as const;

function picture(
  ...rects: Array<[x: number, y: number, w: number, h: number, rgb: readonly number[]]>
): Picture {
  const columns = W / 10;
  const rows = 84;
  const rgba = new Uint8ClampedArray(columns * rows * 4);
  for (let i = 0; i < columns * rows; i++) rgba.set([...BACKGROUND, 255], i * 4);
  for (const [x, y, w, h, rgb] of rects) {
    for (let row = y; row < y + h; row++) {
      for (let col = x; col < x + w; col++) rgba.set([...rgb, 255], (row * columns + col) * 4);
    }
  }
  return { columns, rows, cellWidth: 10, cellHeight: 10, rgba };
}

const nothing: Observation = { changed: [], objects: [], targets: [] };
const take = (explorer: Explorer, count: number) => Array.from({ length: count }, () => explorer.next());
const where = (gesture: Gesture) => `${gesture.kind} ${gesture.points.map((p) => `${p.x},${p.y}`).join(' ')}`;

describe('seededRandom', () => {
  it('draws the same numbers for the same seed, others for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((n) => n >= 0 && n < 1)).toBe(true);
  });
});

describe('gridPoints', () => {
  it('covers the frame from edge to edge: the middle rows first, then the bottom edge, the top edge last', () => {
    const points = gridPoints(W, H);
    expect(points).toHaveLength(GRID_COLUMNS * GRID_ROWS);
    expect(new Set(points.map((p) => p.x))).toEqual(new Set([65, 195, 325]));
    const rows = [...new Set(points.map((p) => p.y))];
    expect(rows).toEqual([338, 506, H - GRID_EDGE_INSET, 170, 674, GRID_EDGE_INSET]);
    expect(rowOrder(6)).toEqual([2, 3, 5, 1, 4, 0]);
    expect(rowOrder(7)).toEqual([3, 2, 6, 4, 1, 5, 0]);
    expect(rowOrder(2)).toEqual([1, 0]);
  });
});

describe('changedRegions and objectsOf', () => {
  it('finds each place that changed, in CSS pixels, largest first', () => {
    const before = picture([5, 5, 4, 4, [200, 0, 0]]);
    const after = picture([5, 5, 4, 4, [0, 200, 0]], [20, 60, 8, 6, [255, 255, 255]]);
    expect(changedRegions(before, after)).toEqual([
      { x: 200, y: 600, width: 80, height: 60 },
      { x: 50, y: 50, width: 40, height: 40 },
    ]);
    expect(changedRegions(before, picture([5, 5, 4, 4, [200, 0, 0]]))).toEqual([]);
    // Single cells apart (a line of text redrawn) are no place to play.
    expect(
      changedRegions(picture(), picture([14, 34, 1, 1, [255, 255, 255]], [17, 34, 1, 1, [255, 255, 255]])),
    ).toEqual([]);
  });

  it('catches a hint that blinks between the captures, even when the last capture matches the first', () => {
    const on = picture([10, 30, 6, 6, [255, 255, 255]]);
    expect(changedRegions(on, picture(), on)).toEqual([{ x: 100, y: 300, width: 60, height: 60 }]);
  });

  it('finds the things that stand out from the background, leaving out what covers a quarter of the frame', () => {
    const scene = picture(
      [23, 30, 4, 4, [245, 166, 35]],
      [2, 2, 4, 8, [60, 70, 170]],
      [0, 50, 39, 30, [90, 90, 90]],
    );
    expect(objectsOf(scene)).toEqual([
      { x: 20, y: 20, width: 40, height: 80 },
      { x: 230, y: 300, width: 40, height: 40 },
    ]);
  });

  it('averages a full-size capture into 10 px cells', () => {
    const pixels = new Uint8ClampedArray(20 * 10 * 4);
    for (let i = 0; i < 20 * 10; i++) pixels.set(i % 20 < 10 ? [0, 0, 0, 255] : [200, 100, 50, 255], i * 4);
    const cells = cellsOf(pixels, 20, 10, { x: 0, y: 0, width: 20, height: 10 });
    expect([cells.columns, cells.rows]).toEqual([2, 1]);
    expect([...cells.rgba]).toEqual([0, 0, 0, 255, 200, 100, 50, 255]);
  });
});

describe('Explorer', () => {
  it('taps the coarse grid first', () => {
    const explorer = new Explorer(W, H, 1);
    explorer.observe(null, nothing);
    const first = take(explorer, GRID_COLUMNS * GRID_ROWS);
    expect(first.map((g) => g.points[0])).toEqual(gridPoints(W, H));
    expect(first.every((g) => g.kind === 'tap' && g.reason === 'grid')).toBe(true);
  });

  it('follows a change away from the tap: a tap there at once; drags, swipes and a long press after the grid', () => {
    const explorer = new Explorer(W, H, 1);
    explorer.observe(null, nothing);
    const tap = explorer.next();
    const hint = { x: 160, y: 380, width: 70, height: 70 };
    explorer.observe(tap, { ...nothing, changed: [hint] });
    const now = explorer.next();
    expect(now).toMatchObject({ kind: 'tap', reason: 'change', points: [{ x: 195, y: 415 }] });
    // The same change again queues nothing new: the grid goes on.
    explorer.observe(now, { ...nothing, changed: [hint] });
    const grid = take(explorer, GRID_COLUMNS * GRID_ROWS - 1);
    expect(grid.every((g) => g.reason === 'grid')).toBe(true);
    const later = take(explorer, 9);
    expect(later.map((g) => g.kind)).toEqual([
      ...Array<string>(4).fill('drag'),
      ...Array<string>(4).fill('swipe'),
      'press',
    ]);
    expect(later.every((g) => g.points[0].x === 195 && g.points[0].y === 415)).toBe(true);
    const ends = (kind: string) => later.filter((g) => g.kind === kind).map((g) => g.points[1]);
    expect(new Set(ends('drag').map((p) => `${p.x - 195},${p.y - 415}`))).toEqual(
      new Set([`0,${-DRAG_DISTANCE}`, `${DRAG_DISTANCE},0`, `0,${DRAG_DISTANCE}`, `${-DRAG_DISTANCE},0`]),
    );
    expect(ends('swipe').every((p) => Math.abs(p.x - 195) + Math.abs(p.y - 415) === SWIPE_DISTANCE)).toBe(
      true,
    );
  });

  it('follows a place once, even when what changed there differs a little each time', () => {
    const explorer = new Explorer(W, H, 1);
    explorer.observe(null, nothing);
    explorer.observe(explorer.next(), { ...nothing, changed: [{ x: 140, y: 420, width: 40, height: 12 }] });
    expect(explorer.next()).toMatchObject({ reason: 'change', points: [{ x: 160, y: 426 }] });
    explorer.observe(explorer.next(), { ...nothing, changed: [{ x: 150, y: 420, width: 30, height: 12 }] });
    expect(explorer.next()).toMatchObject({ reason: 'grid' });
  });

  it('after a tap that picked something, tries the things nearby as the second step, nearest first', () => {
    const explorer = new Explorer(W, H, 1);
    const card = { x: 117, y: 608, width: 70, height: 96 };
    const pile = { x: 273, y: 135, width: 70, height: 96 };
    const stock = { x: 31, y: 135, width: 70, height: 96 };
    const objects = [stock, pile, card];
    explorer.observe(null, { ...nothing, objects });
    const pick: Gesture = { kind: 'tap', points: [{ x: 152, y: 656 }], durationMs: 0, reason: 'object' };
    explorer.observe(pick, { changed: [{ x: 110, y: 600, width: 90, height: 110 }], objects, targets: [] });
    const [first, second] = take(explorer, 2);
    expect(first).toMatchObject({ kind: 'choice', reason: 'selection' });
    expect([first, second].map(where)).toEqual(['choice 152,656 66,183', 'choice 152,656 308,183']);
  });

  it('tries everything first where the picture moves before any gesture (a tutorial’s hint)', () => {
    const explorer = new Explorer(W, H, 1);
    const hint = { x: 60, y: 390, width: 60, height: 50 };
    explorer.observe(null, { ...nothing, changed: [hint], moving: [hint] });
    expect(take(explorer, 10).map((g) => g.kind)).toEqual([
      'tap',
      ...Array<string>(4).fill('drag'),
      ...Array<string>(4).fill('swipe'),
      'press',
    ]);
    expect(explorer.next()).toMatchObject({ reason: 'grid' });
  });

  it('follows nothing where a choice dropped its pick', () => {
    const explorer = new Explorer(W, H, 1);
    explorer.observe(null, nothing);
    const choice: Gesture = {
      kind: 'choice',
      points: [
        { x: 152, y: 656 },
        { x: 66, y: 183 },
      ],
      durationMs: 250,
      reason: 'selection',
    };
    explorer.observe(choice, { ...nothing, changed: [{ x: 110, y: 600, width: 90, height: 110 }] });
    expect(explorer.next()).toMatchObject({ reason: 'grid' });
  });

  it('follows what moves by itself once, not each time it has moved on', () => {
    const explorer = new Explorer(W, H, 1);
    explorer.observe(null, nothing);
    const bar = (x: number, width: number) => ({ x, y: 420, width, height: 12 });
    explorer.observe(explorer.next(), { ...nothing, changed: [bar(240, 20)], moving: [bar(240, 20)] });
    expect(explorer.next()).toMatchObject({ reason: 'change', points: [{ x: 250 }] });
    // The bar shrinks on and grows back under a touch: the same moving thing, not followed again.
    explorer.observe(explorer.next(), { ...nothing, changed: [bar(200, 151)], moving: [bar(200, 20)] });
    explorer.observe(explorer.next(), { ...nothing, changed: [bar(330, 20)], moving: [bar(330, 20)] });
    expect(explorer.next()).toMatchObject({ reason: 'grid' });
    // A change that stays (an end card drawn over the scene) is followed.
    const card = { x: 0, y: 0, width: W, height: H };
    explorer.observe(explorer.next(), { ...nothing, changed: [card] });
    expect(explorer.next()).toMatchObject({ kind: 'tap', reason: 'change', points: [{ x: 195, y: 422 }] });
  });

  it('does not take an animation for a pick: a place that was already changing gets no second steps', () => {
    const explorer = new Explorer(W, H, 1);
    const objects = [{ x: 273, y: 135, width: 70, height: 96 }];
    const blink = { x: 160, y: 380, width: 70, height: 70 };
    explorer.observe(null, { ...nothing, objects });
    // The two captures after the first gesture happened to show the hint in the same phase: no `moving`;
    // it changed there after the previous gesture too, which is enough.
    explorer.observe(explorer.next(), { changed: [blink], objects, targets: [] });
    const tapThere = explorer.next();
    expect(where(tapThere)).toBe('tap 195,415');
    explorer.observe(tapThere, { changed: [blink], objects, targets: [] });
    expect(take(explorer, 4).some((g) => g.kind === 'choice')).toBe(false);
  });

  it('taps a button that appears with a gesture at once', () => {
    const explorer = new Explorer(W, H, 1);
    explorer.observe(null, nothing);
    const cta = { x: 0, y: 796, width: 390, height: 48 };
    explorer.observe(explorer.next(), { ...nothing, targets: [cta] });
    expect(explorer.next()).toMatchObject({ kind: 'tap', reason: 'dom', points: [{ x: 195, y: 820 }] });
  });

  it('after the grid: the DOM’s buttons and the things on the screen, then a wait, then the seed’s gestures', () => {
    const run = (seed: number) => {
      const explorer = new Explorer(W, H, seed);
      const targets = [{ x: 151, y: 386, width: 88, height: 36 }];
      const objects = [{ x: 214, y: 301, width: 40, height: 40 }];
      explorer.observe(null, { changed: [], objects, targets });
      take(explorer, GRID_COLUMNS * GRID_ROWS);
      return take(explorer, 12);
    };
    const played = run(3);
    expect(played.slice(0, 3).map((g) => `${where(g)} (${g.reason})`)).toEqual([
      'tap 195,404 (dom)',
      'tap 234,321 (object)',
      'wait  (timer)',
    ]);
    expect(played.slice(3).every((g) => g.reason === 'random')).toBe(true);
    expect(
      played.slice(3).every((g) => g.points.every((p) => p.x > 0 && p.x < W && p.y > 0 && p.y < H)),
    ).toBe(true);
    // Deterministic for a seed; another seed plays other gestures.
    expect(run(3)).toEqual(played);
    expect(run(4).slice(3).map(where)).not.toEqual(played.slice(3).map(where));
  });

  it('describes a step for the text report', () => {
    expect(
      describeStep({
        kind: 'drag',
        points: [
          { x: 195, y: 415 },
          { x: 259, y: 415 },
        ],
        durationMs: 300,
        reason: 'change',
        at: 3210,
      }),
    ).toBe('3.2 s drag 195,415 → 259,415 (change)');
    expect(describeStep({ kind: 'wait', points: [], durationMs: 8000, reason: 'timer', at: 9000 })).toBe(
      '9.0 s wait up to 8 s (timer)',
    );
  });
});
