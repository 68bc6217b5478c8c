// The automated player of a live run, shared by `playable:check --live` (live-run.ts) and the browser tests
// so both play a build the same way: a pure planner, deterministic for a seed, that decides the next gesture
// from what the last one did to the picture. lib/playable/explorer-driver.ts carries its gestures out in
// Chromium and hands it what it saw. The order is a tester's:
//   1. taps on a coarse grid over the whole frame, the middle rows first, then the bottom edge (install bars
//      sit on the very edge), the top edge last;
//   2. where the picture moves before any gesture (a tutorial's blinking hint over the tile to move): a tap,
//      drags and swipes from there in the four directions and a long press, first of all; after each
//      gesture, where the picture changed: a tap there at once, the drags, swipes and long press once the
//      grid is done; when the tapped thing itself changed (a card picked), a second tap on each thing nearby
//      (the pile it goes on) and drags of it at once; buttons and links a DOM-built ad adds, at once. Each
//      place is followed once;
//   3. the things on the screen the grid missed (a small button between two grid points) and the DOM's
//      buttons and links;
//   4. a wait with no gesture while the picture still changes (an end card that comes after a timer);
//   5. then gestures drawn from the seed's generator until the driver's time budget runs out.
// The driver stops at the CTA call. Points are CSS pixels from the frame's top-left corner.

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type GestureKind = 'tap' | 'choice' | 'drag' | 'swipe' | 'press' | 'wait';
/** Why the planner chose a gesture (the report shows it with the path). */
export type GestureReason = 'grid' | 'change' | 'selection' | 'object' | 'dom' | 'timer' | 'random';

export interface Gesture {
  kind: GestureKind;
  /** tap and press: one point; choice: two taps; drag and swipe: from, to; wait: none. */
  points: Point[];
  /** How long the finger stays down (press, drag, swipe), or the longest wait. */
  durationMs: number;
  reason: GestureReason;
}

/** A gesture as played: `at` milliseconds after the explorer's first gesture. */
export interface PathStep extends Gesture {
  at: number;
}

/** A small capture of the frame: `columns` × `rows` RGBA cells, each covering cellWidth × cellHeight CSS px. */
export interface Picture {
  columns: number;
  rows: number;
  cellWidth: number;
  cellHeight: number;
  rgba: Uint8Array | Uint8ClampedArray;
}

/** What the driver saw after a gesture. */
export interface Observation {
  /** Where the picture changed during and after the gesture, largest first. */
  changed: Box[];
  /** Where it still changed after the gesture, with no input: what moves by itself (a blinking hint, a bar). */
  moving?: Box[];
  /** Things that stand out from the background in the last capture. */
  objects: Box[];
  /** The visible buttons and links of the frame's DOM. */
  targets: Box[];
}

export const GRID_COLUMNS = 3;
export const GRID_ROWS = 6;
/** Distance of the outer rows from the frame's edges, in CSS pixels (inside the last row of pixels' reach). */
export const GRID_EDGE_INSET = 2;
/** A drag moves a tile onto its neighbour: about one tile of a phone's board. */
export const DRAG_DISTANCE = 64;
export const DRAG_MS = 350;
/** A swipe is long and quick (a runner's jump asks for speed). */
export const SWIPE_DISTANCE = 160;
export const SWIPE_MS = 90;
export const PRESS_MS = 700;
/** The pause between the two taps of a choice. */
export const CHOICE_GAP_MS = 250;
/** The longest wait for an end card that comes after a timer. */
export const WAIT_MS = 8_000;
/** How long the driver plays before it gives up, unless told otherwise. */
export const EXPLORE_BUDGET_MS = 45_000;
export const DEFAULT_SEED = 1;
/** The figures the guide's explorer section quotes (components/review/guide-explorer.tsx and the downloadable guide). */
export const EXPLORER_GUIDE_VALUES = {
  columns: GRID_COLUMNS,
  rows: GRID_ROWS,
  wait: WAIT_MS / 1000,
  budget: EXPLORE_BUDGET_MS / 1000,
} as const;
/** How long a run waits for a ready call before it starts playing anyway. */
export const READY_TIMEOUT_MS = 3_000;
/** The changed regions the planner follows after one gesture (the largest). */
const REGIONS_FOLLOWED = 2;
/** A change larger than this share of the frame is the scene, not one thing that reacted. */
const THING_SHARE = 0.25;
/** The sweep a tap-to-pick game gets: a finer grid, tapped row by row with nothing in between. */
export const SWEEP_COLUMNS = 5;
export const SWEEP_ROWS = 8;
/** How many things nearby a selection is tried on. */
const CHOICES = 4;
/** Mean difference of a cell's colour channels (0-255) that counts as a change. */
const CHANGE_THRESHOLD = 24;
/** Mean difference from the background colour that makes a cell part of a thing. */
const OBJECT_THRESHOLD = 40;
/** Changed cells this many cells apart are one change (a line of text that changed is one place). */
const CHANGE_REACH = 2;
/** Points closer than this fall on the same key: a follow-up is tried once per place. */
const KEY_CELL = 16;

const DIRECTIONS: readonly Point[] = [
  { x: 0, y: -1 },
  { x: 1, y: 0 },
  { x: 0, y: 1 },
  { x: -1, y: 0 },
];

/** A small seeded generator (mulberry32): the same seed draws the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function spread(count: number, size: number): number[] {
  const first = GRID_EDGE_INSET;
  const last = Math.max(first, size - GRID_EDGE_INSET);
  if (count === 1) return [Math.round(size / 2)];
  return Array.from({ length: count }, (_, i) => Math.round(first + ((last - first) * i) / (count - 1)));
}

/**
 * The order a tester taps the grid's rows in: the middle of the screen first (the game), then the bottom
 * edge (install bars), then the rows between, the top edge last (where a close button may end the ad).
 */
export function rowOrder(rows: number): number[] {
  const middle = (rows - 1) / 2;
  const inner = Array.from({ length: rows - 2 }, (_, i) => i + 1).sort(
    (a, b) => Math.abs(a - middle) - Math.abs(b - middle) || a - b,
  );
  return rows < 3
    ? Array.from({ length: rows }, (_, i) => rows - 1 - i)
    : [...inner.slice(0, 2), rows - 1, ...inner.slice(2), 0];
}

/** The coarse grid, a row at a time in rowOrder: columns at the middles of equal strips, rows edge to edge. */
export function gridPoints(width: number, height: number): Point[] {
  const xs = Array.from({ length: GRID_COLUMNS }, (_, i) => Math.round((width * (i + 0.5)) / GRID_COLUMNS));
  const ys = spread(GRID_ROWS, height);
  return rowOrder(GRID_ROWS).flatMap((row) => xs.map((x) => ({ x, y: ys[row] })));
}

/** The sweep's points, row by row from the top, edge to edge (a tile board may fill the frame). */
export function sweepPoints(width: number, height: number): Point[] {
  const xs = spread(SWEEP_COLUMNS, width);
  const ys = spread(SWEEP_ROWS, height);
  return ys.flatMap((y) => xs.map((x) => ({ x, y })));
}

export const centerOf = (box: Box): Point => ({
  x: Math.round(box.x + box.width / 2),
  y: Math.round(box.y + box.height / 2),
});

export const contains = (box: Box, point: Point): boolean =>
  point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;

function cellDistance(a: Picture, b: Picture, index: number): number {
  const i = index * 4;
  return (
    (Math.abs(a.rgba[i] - b.rgba[i]) +
      Math.abs(a.rgba[i + 1] - b.rgba[i + 1]) +
      Math.abs(a.rgba[i + 2] - b.rgba[i + 2])) /
    3
  );
}

/** The cells whose colour moved by more than the threshold between two captures of the same frame. */
export function changedCells(before: Picture, after: Picture): boolean[] {
  if (before.columns !== after.columns || before.rows !== after.rows) {
    return new Array<boolean>(after.columns * after.rows).fill(true);
  }
  return Array.from(
    { length: after.columns * after.rows },
    (_, i) => cellDistance(before, after, i) > CHANGE_THRESHOLD,
  );
}

/**
 * The bounding boxes (in cells) of the groups of marked cells, largest first: cells `reach` cells apart or
 * closer are one group (1: touching, corners included; 2: across a one-cell gap, as between a text's words).
 */
export function regionsOf(mask: readonly boolean[], columns: number, rows: number, reach = 1): Box[] {
  const seen = new Uint8Array(mask.length);
  const boxes: Array<Box & { cells: number }> = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let [x0, y0, x1, y1, cells] = [columns, rows, 0, 0, 0];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % columns;
      const y = Math.floor(index / columns);
      [x0, y0, x1, y1, cells] = [
        Math.min(x0, x),
        Math.min(y0, y),
        Math.max(x1, x),
        Math.max(y1, y),
        cells + 1,
      ];
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const next = ny * columns + nx;
          if (mask[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    boxes.push({ x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, cells });
  }
  return boxes
    .sort((a, b) => b.cells - a.cells || a.y - b.y || a.x - b.x)
    .map(({ x, y, width, height }) => ({ x, y, width, height }));
}

/** A box of cells in CSS pixels of the frame. */
function inPixels(box: Box, picture: Picture): Box {
  return {
    x: Math.round(box.x * picture.cellWidth),
    y: Math.round(box.y * picture.cellHeight),
    width: Math.round(box.width * picture.cellWidth),
    height: Math.round(box.height * picture.cellHeight),
  };
}

/**
 * Where the picture changed from `before` through each later capture, merged, in CSS pixels, largest first;
 * a change within one row or column of cells (a word redrawn a little differently) is not a place to play.
 */
export function changedRegions(before: Picture, ...after: Picture[]): Box[] {
  if (after.length === 0) return [];
  const pictures = [before, ...after];
  const masks = [
    ...after.map((picture, i) => changedCells(pictures[i], picture)),
    changedCells(before, after.at(-1)!),
  ];
  const last = after.at(-1)!;
  const union = masks[0].map((_, i) => masks.some((mask) => mask[i]));
  return regionsOf(union, last.columns, last.rows, CHANGE_REACH)
    .filter((box) => box.width >= 2 && box.height >= 2)
    .map((box) => inPixels(box, last));
}

/** The most frequent colour of a picture, quantized to 32 levels a channel: the background. */
function backgroundOf(picture: Picture): [number, number, number] {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = -1;
  for (let i = 0; i < picture.rgba.length; i += 4) {
    const key =
      ((picture.rgba[i] >> 3) << 10) | ((picture.rgba[i + 1] >> 3) << 5) | (picture.rgba[i + 2] >> 3);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > bestCount) [best, bestCount] = [key, count];
  }
  return [((best >> 10) << 3) + 4, (((best >> 5) & 31) << 3) + 4, ((best & 31) << 3) + 4];
}

/**
 * The things that stand out from the background (cards, tiles, buttons, a lever), in CSS pixels, from the
 * top left: groups of cells away from the most common colour, each smaller than a quarter of the frame.
 */
export function objectsOf(picture: Picture): Box[] {
  const [r, g, b] = backgroundOf(picture);
  const mask = Array.from({ length: picture.columns * picture.rows }, (_, i) => {
    const d =
      (Math.abs(picture.rgba[i * 4] - r) +
        Math.abs(picture.rgba[i * 4 + 1] - g) +
        Math.abs(picture.rgba[i * 4 + 2] - b)) /
      3;
    return d > OBJECT_THRESHOLD;
  });
  const limit = picture.columns * picture.rows * THING_SHARE;
  return regionsOf(mask, picture.columns, picture.rows)
    .filter((box) => box.width * box.height <= limit)
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((box) => inPixels(box, picture));
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The same place changing again at about the same size: an animation going on, not a new change. */
function sameAnimation(previous: Box, region: Box): boolean {
  const ratio = (region.width * region.height) / (previous.width * previous.height);
  return overlaps(previous, region) && ratio >= 0.5 && ratio <= 2;
}

const keyOf = (kind: string, ...points: Point[]) =>
  `${kind}:${points.map((p) => `${Math.round(p.x / KEY_CELL)},${Math.round(p.y / KEY_CELL)}`).join(':')}`;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The planner: one instance per run, fed each gesture's observation, asked for the next gesture. */
export class Explorer {
  private readonly random: () => number;
  private readonly directions: Point[];
  private readonly grid: Gesture[];
  /** Follow-ups of the latest changes first. */
  private followUps: Gesture[] = [];
  /** Swipes and long presses where the picture changed: after the grid (a tap or drag is tried at once). */
  private later: Gesture[] = [];
  private readonly tried = new Set<string>();
  private objects: Box[] = [];
  private targets: Box[] = [];
  private knownTargets = new Set<string>();
  private waited = false;
  /** Where the picture has been seen moving by itself. */
  private readonly moving: Box[] = [];
  private readonly followedPlaces = new Set<string>();
  /** Where the picture changed after the previous gesture. */
  private previous: Box[] = [];
  /**
   * Taps of a finer grid, queued once a tapped thing reacted (a tile or card picked): games that pair what is
   * picked anywhere on the board (mahjong, memory) are played by tapping one thing after another, so the sweep
   * is played with no follow-up in between.
   */
  private sweep: Gesture[] | null = null;
  private sweeping = false;

  constructor(
    private readonly width: number,
    private readonly height: number,
    seed: number = DEFAULT_SEED,
  ) {
    this.random = seededRandom(seed);
    const turn = Math.floor(this.random() * DIRECTIONS.length);
    this.directions = [...DIRECTIONS.slice(turn), ...DIRECTIONS.slice(0, turn)];
    this.grid = gridPoints(width, height).map((point) => this.tap(point, 'grid'));
  }

  private tap(point: Point, reason: GestureReason): Gesture {
    return { kind: 'tap', points: [point], durationMs: 0, reason };
  }

  private clamp(point: Point): Point {
    return {
      x: Math.min(this.width - 1, Math.max(1, Math.round(point.x))),
      y: Math.min(this.height - 1, Math.max(1, Math.round(point.y))),
    };
  }

  private stroke(kind: 'drag' | 'swipe', from: Point, direction: Point, reason: GestureReason): Gesture {
    const length = kind === 'drag' ? DRAG_DISTANCE : SWIPE_DISTANCE;
    const to = this.clamp({ x: from.x + direction.x * length, y: from.y + direction.y * length });
    return { kind, points: [from, to], durationMs: kind === 'drag' ? DRAG_MS : SWIPE_MS, reason };
  }

  private drags(at: Point): Gesture[] {
    return this.directions.map((direction) => this.stroke('drag', at, direction, 'change'));
  }

  /** Swipes four ways and a long press. */
  private swipesAndPress(at: Point): Gesture[] {
    return [
      ...this.directions.map((direction) => this.stroke('swipe', at, direction, 'change')),
      { kind: 'press', points: [at], durationMs: PRESS_MS, reason: 'change' },
    ];
  }

  /** A place is followed once: its middle on a lattice of DRAG_DISTANCE, and its size within a factor 4. */
  private firstFollow(region: Box): boolean {
    const at = centerOf(region);
    const size = Math.round(Math.log(Math.max(1, region.width * region.height)) / Math.log(4));
    const key = `${Math.floor(at.x / DRAG_DISTANCE)},${Math.floor(at.y / DRAG_DISTANCE)},${size}`;
    if (this.followedPlaces.has(key)) return false;
    this.followedPlaces.add(key);
    return true;
  }

  /** The tapped thing changed (picked): its second step, a tap on each thing nearby, nearest first. */
  private choicesFrom(picked: Point): Gesture[] {
    return this.objects
      .filter((box) => !contains(box, picked))
      .map(centerOf)
      .sort((a, b) => distance(a, picked) - distance(b, picked) || a.y - b.y || a.x - b.x)
      .slice(0, CHOICES)
      .map((to) => ({
        kind: 'choice',
        points: [picked, to],
        durationMs: CHOICE_GAP_MS,
        reason: 'selection',
      }));
  }

  private fresh(gestures: Gesture[]): Gesture[] {
    return gestures.filter((gesture) => {
      const key = keyOf(gesture.kind, ...gesture.points);
      if (this.tried.has(key)) return false;
      this.tried.add(key);
      return true;
    });
  }

  /** Takes in what the last gesture (null before the first) did; queues what to try about it. */
  observe(gesture: Gesture | null, observation: Observation): void {
    this.objects = observation.objects;
    this.targets = observation.targets;
    // A sweep's taps follow one another: what each one changed is the game's answer to the pair, not a lead.
    if (this.sweeping) return;
    const batch: Gesture[] = [];
    const later: Gesture[] = [];
    const tapped = gesture?.kind === 'tap' || gesture?.kind === 'choice' ? gesture.points.at(-1)! : null;
    const frameArea = this.width * this.height;
    // A choice that changed its first pick back (the pick dropped) did not work: nothing to follow there.
    const dropped = gesture?.kind === 'choice' ? gesture.points[0] : null;
    const followed: Array<{ region: Box; movedBefore: boolean }> = [];
    for (const region of observation.changed) {
      if (dropped && contains(region, dropped)) continue;
      // What moves by itself (it changed between the captures after the gesture, or changed there after the
      // previous gesture too) is followed once where it moves, not again each time it goes on moving.
      // What began to move with this gesture, where it touched, is its reaction (a picked tile that pulses).
      const movedBefore = this.previous.some((box) => sameAnimation(box, region));
      const moves = movedBefore || (observation.moving ?? []).some((box) => overlaps(box, region));
      if (moves) {
        const again = this.moving.some((box) => overlaps(box, region));
        this.moving.push(region);
        if (again) continue;
      }
      followed.push({ region, movedBefore });
    }
    this.previous = observation.changed;
    for (const { region, movedBefore } of followed
      .filter((f) => this.firstFollow(f.region))
      .slice(0, REGIONS_FOLLOWED)) {
      const thing = region.width * region.height <= frameArea * THING_SHARE;
      const reacted = !movedBefore && tapped && contains(region, tapped);
      if (thing && reacted) {
        // The thing tapped changed (picked): the second step, or a drag of it, at once.
        const at = this.clamp(tapped);
        this.sweep ??= sweepPoints(this.width, this.height).map((point) => this.tap(point, 'grid'));
        batch.push(...this.choicesFrom(at), ...this.drags(at));
        later.push(...this.swipesAndPress(at));
      } else if (!gesture) {
        // What moves before any gesture is the tutorial's hint: everything is tried there first.
        const at = this.clamp(centerOf(region));
        batch.push(this.tap(at, 'change'), ...this.drags(at), ...this.swipesAndPress(at));
      } else {
        const at = this.clamp(centerOf(region));
        batch.push(this.tap(at, 'change'));
        later.push(...this.drags(at), ...this.swipesAndPress(at));
      }
    }
    // Buttons and links that appeared with this gesture (the CTA after a match) come first.
    const appeared = observation.targets.filter((box) => !this.knownTargets.has(keyOf('dom', centerOf(box))));
    for (const box of observation.targets) this.knownTargets.add(keyOf('dom', centerOf(box)));
    const newTargets = gesture ? appeared.map((box) => this.tap(this.clamp(centerOf(box)), 'dom')) : [];
    this.followUps = [...this.fresh([...newTargets, ...batch]), ...this.followUps];
    // Once the grid is done, those come before anything else; while it runs, after what is queued.
    this.later =
      this.grid.length === 0 ? [...this.fresh(later), ...this.later] : [...this.later, ...this.fresh(later)];
  }

  /** The next gesture to play. */
  next(): Gesture {
    const followUp = this.followUps.shift();
    if (followUp) return followUp;
    const grid = this.grid.shift();
    if (grid) {
      this.tried.add(keyOf('tap', ...grid.points));
      return grid;
    }
    const sweep = this.sweep?.shift();
    this.sweeping = sweep !== undefined;
    if (sweep) return sweep;
    const later = this.later.shift();
    if (later) return later;
    const discovered = this.fresh([
      ...this.targets.map((box) => this.tap(this.clamp(centerOf(box)), 'dom')),
      ...this.objects.map((box) => this.tap(this.clamp(centerOf(box)), 'object')),
    ]);
    if (discovered.length > 0) {
      this.followUps.push(...discovered.slice(1));
      return discovered[0];
    }
    if (!this.waited) {
      this.waited = true;
      return { kind: 'wait', points: [], durationMs: WAIT_MS, reason: 'timer' };
    }
    return this.randomGesture();
  }

  /** A gesture drawn from the seed: on a thing on the screen half the time, anywhere otherwise. */
  private randomGesture(): Gesture {
    const pick = <T>(items: readonly T[]): T => items[Math.floor(this.random() * items.length)];
    const anywhere = { x: this.random() * this.width, y: this.random() * this.height };
    const onThing = this.objects.length > 0 && this.random() < 0.5;
    const at = this.clamp(onThing ? centerOf(pick(this.objects)) : anywhere);
    const kind = pick(['tap', 'tap', 'drag', 'swipe', 'press'] as const);
    if (kind === 'tap') return this.tap(at, 'random');
    if (kind === 'press') return { kind, points: [at], durationMs: PRESS_MS, reason: 'random' };
    return this.stroke(kind, at, pick(DIRECTIONS), 'random');
  }
}

/** What a live run played: its seed and the gestures (the CLI's JSON `explorer`). */
export interface Explored {
  seed: number;
  path: PathStep[];
}

/** The path in the CLI's text report: a heading with the seed, then one line a gesture. */
export function pathLines(seed: number, path: PathStep[]): string[] {
  const heading = `  Gestures played (seed ${seed}; the same seed plays them again): ${path.length === 0 ? 'none' : path.length}`;
  return [heading, ...path.map((step) => `    ${describeStep(step)}`)];
}

/** One line of the path for the text report: "3.2 s drag 120,400 → 184,400 (change)". */
export function describeStep(step: PathStep): string {
  const points = step.points.map((point) => `${point.x},${point.y}`).join(' → ');
  const what = step.kind === 'wait' ? `wait up to ${step.durationMs / 1000} s` : `${step.kind} ${points}`;
  return `${(step.at / 1000).toFixed(1)} s ${what} (${step.reason})`;
}
