import { afterEach, describe, expect, it } from 'vitest';
import { isDraining, onShutdown, runShutdownHooks } from '@/lib/lifecycle.mjs';

// Shutdown hooks (lib/lifecycle.mjs): the server entry runs what features registered, each within the grace.

const removers: (() => void)[] = [];
afterEach(() => removers.splice(0).forEach((remove) => remove()));

describe('shutdown hooks', () => {
  it('run together with the signal and grace, and report how each ended', async () => {
    const calls: unknown[] = [];
    removers.push(
      onShutdown('quick', (context) => {
        calls.push(context);
      }),
      onShutdown('slow', () => new Promise((resolve) => setTimeout(resolve, 60))),
      onShutdown('broken', () => {
        throw new Error('disk gone');
      }),
      onShutdown('stuck', () => new Promise(() => undefined)),
    );
    const started = Date.now();
    const outcomes = await runShutdownHooks({ graceMs: 200, signal: 'SIGTERM' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toEqual([{ graceMs: 200, signal: 'SIGTERM' }]);
    const byName = Object.fromEntries(outcomes.map((outcome) => [outcome.name, outcome]));
    expect(byName.quick).toMatchObject({ ok: true });
    expect(byName.slow).toMatchObject({ ok: true });
    expect(byName.slow!.ms).toBeGreaterThanOrEqual(50);
    expect(byName.broken).toMatchObject({ ok: false, error: 'disk gone' });
    expect(byName.stuck).toMatchObject({ ok: false, error: 'still running after 200 ms' });
    expect(isDraining()).toBe(true);
  });

  it('are kept on globalThis under one name each, so a second bundle of the module sees the same hooks', async () => {
    let first = 0;
    let second = 0;
    removers.push(onShutdown('same', () => void first++));
    removers.push(onShutdown('same', () => void second++));
    const state = (globalThis as Record<symbol, { hooks: Map<string, unknown> }>)[
      Symbol.for('playmind.lifecycle')
    ];
    expect(state?.hooks.has('same')).toBe(true);
    await runShutdownHooks({ graceMs: 100, signal: 'SIGINT' });
    expect([first, second]).toEqual([0, 1]);
  });
});
