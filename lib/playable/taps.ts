// The taps an automated live run makes on a playable, shared by `playable:check --live` and the browser
// tests so both see the same thing: a fixed grid that covers the whole frame to its edges (install buttons
// often sit on the very bottom edge), walked row by row, repeated until at least MIN_DURATION_MS have passed.
// Taps start once the playable is ready (its ready call, or READY_TIMEOUT_MS after load without one).

export interface Tap {
  /** CSS pixels from the frame's top-left corner. */
  x: number;
  y: number;
  /** Milliseconds after the first tap. */
  at: number;
}

export const TAP_COLUMNS = 5;
export const TAP_ROWS = 8;
/** Distance of the outer taps from the frame's edges, in CSS pixels (inside the last row of pixels' reach). */
export const TAP_EDGE_INSET = 2;
export const TAP_INTERVAL_MS = 150;
export const MIN_DURATION_MS = 10_000;
/** How long a run waits for a ready call before it starts tapping anyway. */
export const READY_TIMEOUT_MS = 3_000;

function spread(count: number, size: number): number[] {
  const first = TAP_EDGE_INSET;
  const last = Math.max(first, size - TAP_EDGE_INSET);
  if (count === 1) return [Math.round(size / 2)];
  return Array.from({ length: count }, (_, i) => Math.round(first + ((last - first) * i) / (count - 1)));
}

/** The taps for a frame of `width` × `height` CSS pixels, in order. */
export function tapPlan(width: number, height: number): Tap[] {
  const xs = spread(TAP_COLUMNS, width);
  const ys = spread(TAP_ROWS, height);
  const pass = ys.flatMap((y) => xs.map((x) => ({ x, y })));
  const passes = Math.ceil(MIN_DURATION_MS / (pass.length * TAP_INTERVAL_MS)) || 1;
  const taps: Tap[] = [];
  for (let p = 0; p < passes; p++) {
    for (const point of pass) taps.push({ ...point, at: taps.length * TAP_INTERVAL_MS });
  }
  return taps;
}
