// The health checks of the site (GET /api/health/ready, /api/health). Features register a named check; the
// registry runs them all with a time limit and folds the results. Only a critical check can make the instance
// not ready: the database is critical, while mail and the upstream APIs are not (the outbox keeps what they
// cannot take yet), so a non-critical check that fails is reported as `degraded`, never as a failure.
// Registrations live on globalThis, since each route is bundled with its own copy of this module.

export type HealthStatus = 'ok' | 'degraded' | 'down';

export interface CheckResult {
  status: HealthStatus;
  /** What an operator wants to see (driver, mode, error message, ...). */
  detail?: Record<string, unknown>;
}

export interface HealthCheck {
  name: string;
  /** Down makes the instance not ready (503). */
  critical: boolean;
  run(): Promise<CheckResult>;
}

export interface CheckReport extends CheckResult {
  critical: boolean;
}

export interface HealthReport {
  /** `down` when a critical check is down, else `degraded` when any check is not ok, else `ok`. */
  status: HealthStatus;
  ready: boolean;
  checks: Record<string, CheckReport>;
}

export const CHECK_TIMEOUT_MS = 3_000;

const checks: Map<string, HealthCheck> = ((
  globalThis as { __playmindHealthChecks?: Map<string, HealthCheck> }
).__playmindHealthChecks ??= new Map());

/** Registers a check, or replaces the one of the same name. */
export function registerHealthCheck(check: HealthCheck): void {
  checks.set(check.name, check);
}

export function registeredHealthChecks(): string[] {
  return [...checks.keys()];
}

async function runOne(check: HealthCheck, timeoutMs: number): Promise<CheckReport> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'down', detail: { ok: false, error: `no answer within ${timeoutMs} ms` } }),
      timeoutMs,
    );
  });
  try {
    const result = await Promise.race([check.run(), timeout]);
    return foldStatus(check.critical, result);
  } catch (error) {
    return foldStatus(check.critical, {
      status: 'down',
      detail: { ok: false, error: error instanceof Error ? error.message : String(error) },
    });
  } finally {
    clearTimeout(timer);
  }
}

/** A non-critical check that is down is reported as degraded. */
export function foldStatus(critical: boolean, result: CheckResult): CheckReport {
  const status = !critical && result.status === 'down' ? 'degraded' : result.status;
  return { ...result, status, critical };
}

/** The overall status of a set of reports. */
export function overallStatus(reports: readonly CheckReport[]): HealthStatus {
  if (reports.some((report) => report.critical && report.status === 'down')) return 'down';
  return reports.every((report) => report.status === 'ok') ? 'ok' : 'degraded';
}

/** Runs every registered check at once, each within `timeoutMs`. */
export async function runHealthChecks(timeoutMs = CHECK_TIMEOUT_MS): Promise<HealthReport> {
  const all = [...checks.values()];
  const reports = await Promise.all(all.map((check) => runOne(check, timeoutMs)));
  const status = overallStatus(reports);
  return {
    status,
    ready: status !== 'down',
    checks: Object.fromEntries(all.map((check, index) => [check.name, reports[index]!])),
  };
}
