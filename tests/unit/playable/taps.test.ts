import { describe, expect, it } from 'vitest';
import { MIN_DURATION_MS, TAP_COLUMNS, TAP_EDGE_INSET, TAP_ROWS, tapPlan } from '@/lib/playable/taps';

describe('tapPlan', () => {
  const taps = tapPlan(300, 534);

  it('reaches every edge of the frame, the bottom row included', () => {
    const xs = taps.map((tap) => tap.x);
    const ys = taps.map((tap) => tap.y);
    expect(Math.min(...xs)).toBe(TAP_EDGE_INSET);
    expect(Math.max(...xs)).toBe(300 - TAP_EDGE_INSET);
    expect(Math.min(...ys)).toBe(TAP_EDGE_INSET);
    expect(Math.max(...ys)).toBe(534 - TAP_EDGE_INSET);
  });

  it('repeats the grid over at least the minimum duration, in order', () => {
    expect(taps.length % (TAP_COLUMNS * TAP_ROWS)).toBe(0);
    expect(taps.at(-1)!.at).toBeGreaterThanOrEqual(MIN_DURATION_MS - 500);
    expect(taps.every((tap, i) => i === 0 || tap.at > taps[i - 1].at)).toBe(true);
    expect(new Set(taps.slice(0, TAP_COLUMNS * TAP_ROWS).map((t) => `${t.x},${t.y}`)).size).toBe(
      TAP_COLUMNS * TAP_ROWS,
    );
  });

  it('stays inside a landscape frame too', () => {
    for (const tap of tapPlan(534, 300)) {
      expect(tap.x).toBeGreaterThan(0);
      expect(tap.x).toBeLessThan(534);
      expect(tap.y).toBeGreaterThan(0);
      expect(tap.y).toBeLessThan(300);
    }
  });
});
