// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BAR_ID,
  BAR_MAX,
  BAR_START,
  BAR_STEP_MS,
  creep,
  finishBar,
  startBar,
} from '@/lib/client/progress-bar';

const bar = () => document.getElementById(BAR_ID);
/** The bar's position as a fraction of the width, read back from its transform. */
const position = () => {
  const moved = /translate3d\((-?[\d.]+)%/.exec((bar()!.firstElementChild as HTMLElement).style.transform);
  return 1 + Number(moved![1]) / 100;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  finishBar();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('route progress bar', () => {
  it('creeps forward in ever smaller steps and never reaches the end', () => {
    let value = BAR_START;
    const steps: number[] = [];
    for (let i = 0; i < 500; i++) {
      const next = creep(value);
      steps.push(next - value);
      value = next;
    }
    expect(value).toBe(BAR_MAX);
    expect(steps[0]).toBeGreaterThan(steps[20]!);
    expect(steps.every((step) => step >= 0)).toBe(true);
  });

  it('is one decorative element, shown at its start and creeping while the page loads', () => {
    startBar();
    expect(document.querySelectorAll(`#${BAR_ID}`)).toHaveLength(1);
    expect(bar()!.querySelector('.bar')!.getAttribute('aria-hidden')).toBe('true');
    expect(position()).toBeCloseTo(BAR_START);
    vi.advanceTimersByTime(3 * BAR_STEP_MS);
    expect(position()).toBeGreaterThan(BAR_START);
    startBar();
    expect(document.querySelectorAll(`#${BAR_ID}`)).toHaveLength(1);
  });

  it('fills, fades and goes away when done', () => {
    startBar();
    finishBar();
    expect(position()).toBe(1);
    vi.advanceTimersByTime(BAR_STEP_MS);
    expect(bar()!.style.opacity).toBe('0');
    vi.advanceTimersByTime(BAR_STEP_MS);
    expect(bar()).toBeNull();
  });

  it('a navigation started while the last one fades keeps its bar', () => {
    startBar();
    finishBar();
    vi.advanceTimersByTime(BAR_STEP_MS + 10);
    startBar();
    vi.advanceTimersByTime(5 * BAR_STEP_MS);
    expect(bar()).not.toBeNull();
    expect(bar()!.style.opacity).toBe('1');
    finishBar();
    vi.advanceTimersByTime(2 * BAR_STEP_MS);
    expect(bar()).toBeNull();
  });

  it('finishing when nothing is shown does nothing', () => {
    expect(() => finishBar()).not.toThrow();
    expect(bar()).toBeNull();
  });
});
