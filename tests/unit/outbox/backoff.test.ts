import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backoffCeiling, retryDelayMs } from '@/lib/outbox/backoff';

const policy = { baseMs: 100, maxMs: 1_000 };

describe('retry backoff', () => {
  it('doubles the ceiling per attempt up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((attempt) => backoffCeiling(attempt, policy))).toEqual([
      100, 200, 400, 800, 1000, 1000, 1000,
    ]);
    expect(backoffCeiling(0, policy)).toBe(100);
  });

  it('jitters between half the ceiling and the whole ceiling', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(200);
    expect(retryDelayMs(3, policy, () => 0.999_999)).toBe(400);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, r) => {
          const ceiling = backoffCeiling(attempt, policy);
          const delay = retryDelayMs(attempt, policy, () => r);
          return delay >= ceiling / 2 && delay <= ceiling;
        },
      ),
    );
  });

  it('spreads real random delays across the whole band', () => {
    const delays = Array.from({ length: 2_000 }, () => retryDelayMs(4, policy));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...delays)).toBeLessThanOrEqual(800);
    expect(Math.min(...delays)).toBeLessThan(450);
    expect(Math.max(...delays)).toBeGreaterThan(750);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });
});
