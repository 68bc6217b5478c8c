import { afterAll, describe, expect, it } from 'vitest';
import {
  foldStatus,
  overallStatus,
  registerHealthCheck,
  registeredHealthChecks,
  runHealthChecks,
  type HealthCheck,
} from '@/lib/health/registry';

// The health registry (lib/health/registry.ts): only a critical check that is down makes the site not ready.

const names: string[] = [];
function register(check: HealthCheck) {
  names.push(check.name);
  registerHealthCheck(check);
}
afterAll(() => {
  const checks = (globalThis as { __playmindHealthChecks?: Map<string, HealthCheck> }).__playmindHealthChecks;
  for (const name of names) checks?.delete(name);
});

describe('health registry', () => {
  it('reports a non-critical check that is down as degraded', () => {
    expect(foldStatus(false, { status: 'down' })).toEqual({ status: 'degraded', critical: false });
    expect(foldStatus(true, { status: 'down' })).toEqual({ status: 'down', critical: true });
    expect(overallStatus([foldStatus(true, { status: 'ok' }), foldStatus(false, { status: 'down' })])).toBe(
      'degraded',
    );
    expect(overallStatus([foldStatus(true, { status: 'ok' })])).toBe('ok');
    expect(overallStatus([foldStatus(true, { status: 'down' }), foldStatus(false, { status: 'ok' })])).toBe(
      'down',
    );
  });

  it('runs every registered check, bounds each by the timeout and turns a throw into down', async () => {
    register({ name: 't-db', critical: true, run: async () => ({ status: 'ok', detail: { driver: 'x' } }) });
    register({
      name: 't-mail',
      critical: false,
      run: () => Promise.reject(new Error('SMTP refused')),
    });
    register({ name: 't-slow', critical: false, run: () => new Promise(() => undefined) });
    const started = Date.now();
    const report = await runHealthChecks(100);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(report.ready).toBe(true);
    expect(report.status).toBe('degraded');
    expect(report.checks['t-db']).toEqual({ status: 'ok', critical: true, detail: { driver: 'x' } });
    expect(report.checks['t-mail']).toEqual({
      status: 'degraded',
      critical: false,
      detail: { ok: false, error: 'SMTP refused' },
    });
    expect(report.checks['t-slow']).toMatchObject({
      status: 'degraded',
      detail: { error: 'no answer within 100 ms' },
    });

    // Registering under a taken name replaces the check.
    register({ name: 't-db', critical: true, run: async () => ({ status: 'down' }) });
    expect(registeredHealthChecks().filter((name) => name === 't-db')).toHaveLength(1);
    const down = await runHealthChecks(100);
    expect(down).toMatchObject({ ready: false, status: 'down' });
  });
});
