import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_THROTTLE_MS } from '@/stores/site';
import { throttle } from '@/stores/throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs the first call at once and at most once per window, ending with the latest value', () => {
    const seen: number[] = [];
    const fn = throttle((width: number) => seen.push(width), RESIZE_THROTTLE_MS);
    expect(RESIZE_THROTTLE_MS).toBe(250);
    fn(100);
    expect(seen).toEqual([100]);
    fn(200);
    fn(300);
    vi.advanceTimersByTime(249);
    expect(seen).toEqual([100]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([100, 300]);
    // A burst of calls across 1 s runs about four times, never more often than every 250 ms.
    for (let t = 0; t < 1000; t += 10) {
      fn(t);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(300);
    expect(seen.length).toBeLessThanOrEqual(2 + 5);
    expect(seen.length).toBeGreaterThanOrEqual(2 + 3);
    expect(seen.at(-1)).toBe(990);
  });

  it('runs again at once after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 250);
    throttled();
    vi.advanceTimersByTime(500);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a pending trailing call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 250);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
