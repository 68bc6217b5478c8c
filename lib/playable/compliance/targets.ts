import { CHECK_NAMES, type CheckName, type CheckResult } from '../types';
import { COMPLIANCE_COLUMNS, type ColumnId, type Compliance } from './types';

// The verdict per network the developer ships to: the headline of the review page's results and of the
// CLI (`--network`), from the same matrix. A network is ready when its column has no miss and no check
// failed that holds for every network; the checks a column judges itself count only through it: the `file`
// check is the studio's own packaging rule (the studio column's `package` rule), gameStart()/gameClose()
// are run only by the hosts whose columns hold the host-functions rule. Without a choice every column of
// the matrix is a target.

/** Checks the matrix judges per column: they never make another network's verdict red. */
export const CHECKS_JUDGED_PER_COLUMN: readonly CheckName[] = ['file', 'game_start', 'game_close'];

export type TargetState = 'ready' | 'not-ready' | 'pending';

export interface TargetVerdict {
  network: ColumnId;
  state: TargetState;
  /** The column's distinct problems (matrix.ts lists each once). */
  misses: number;
  warnings: number;
  /** Rules still waiting for the live run. */
  pending: number;
}

export interface Verdicts {
  targets: TargetVerdict[];
  /** Failed checks that hold for every network (a script error, a request leaving the package…). */
  failed: CheckName[];
}

/** The networks a verdict is given for: the chosen ones the matrix has, or every column it has. */
export function targetColumns(compliance: Compliance, chosen: readonly ColumnId[]): ColumnId[] {
  const present = COMPLIANCE_COLUMNS.filter((id) => compliance[id]);
  const picked = present.filter((id) => chosen.includes(id));
  return picked.length > 0 ? picked : present;
}

/** The failed checks that hold for every network. */
export function sharedFailures(checks: Record<CheckName, CheckResult>): CheckName[] {
  return CHECK_NAMES.filter(
    (name) => checks[name].status === 'failed' && !CHECKS_JUDGED_PER_COLUMN.includes(name),
  );
}

export function targetVerdicts(
  compliance: Compliance,
  checks: Record<CheckName, CheckResult>,
  chosen: readonly ColumnId[],
): Verdicts {
  const failed = sharedFailures(checks);
  const targets = targetColumns(compliance, chosen).map((network): TargetVerdict => {
    const result = compliance[network]!;
    const misses = result.misses.length;
    const state =
      misses > 0 || failed.length > 0 ? 'not-ready' : result.pending.length > 0 ? 'pending' : 'ready';
    return { network, state, misses, warnings: result.warnings.length, pending: result.pending.length };
  });
  return { targets, failed };
}

/** Whether the studio's own rules (the `file` check) count for this choice: the studio chosen, or none. */
export function studioCounts(chosen: readonly ColumnId[]): boolean {
  return chosen.length === 0 || chosen.includes('studio');
}

/** `applovin,unity` from the query string or storage: the known ids in matrix order, others dropped. */
export function readTargets(value: string | null | undefined): ColumnId[] {
  if (!value) return [];
  const ids = value.split(',').map((id) => id.trim().toLowerCase());
  return COMPLIANCE_COLUMNS.filter((id) => ids.includes(id));
}

/** The matrix limited to the chosen networks it has (all of it without a choice). */
export function onlyTargets(compliance: Compliance, chosen: readonly ColumnId[]): Compliance {
  return Object.fromEntries(targetColumns(compliance, chosen).map((id) => [id, compliance[id]]));
}
