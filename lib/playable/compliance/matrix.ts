import type { ComplianceFacts } from './judge';
import { COLUMNS } from './rules';
import type { ColumnId, ColumnResult, Compliance, ComplianceMiss, LiveFacts, StaticFacts } from './types';

// The compliance matrix: every column's rules judged against the facts. A finding of a `warn` rule, or one
// the rule marks as a warning, is a warning; any other is a miss with its fix. A column is ready when it has
// no miss and no rule still waits for the live run.

const MISS_CAP = 50;

export function judgeColumn(id: ColumnId, facts: ComplianceFacts): ColumnResult {
  const column = COLUMNS.find((candidate) => candidate.id === id)!;
  const misses: ComplianceMiss[] = [];
  const warnings: ComplianceMiss[] = [];
  const pending: string[] = [];
  for (const rule of column.rules) {
    const verdict = rule.judge(facts);
    if (verdict === 'pending') {
      pending.push(rule.id);
      continue;
    }
    for (const finding of verdict) {
      const miss: ComplianceMiss = { rule: rule.id, detail: finding.detail, fix: finding.fix };
      if (finding.evidence) miss.evidence = finding.evidence;
      const list = rule.severity === 'warn' || finding.warning ? warnings : misses;
      if (list.length < MISS_CAP) list.push(miss);
    }
  }
  return { ready: misses.length === 0 && pending.length === 0, misses, warnings, pending };
}

/** The matrix for `columns` (all of them by default). */
export function complianceOf(
  facts: StaticFacts,
  live: LiveFacts | null,
  columns: readonly ColumnId[] = COLUMNS.map((column) => column.id),
): Compliance {
  const both = { static: facts, live };
  return Object.fromEntries(columns.map((id) => [id, judgeColumn(id, both)]));
}

/** The columns of a matrix that miss a rule. */
export function missingColumns(compliance: Compliance): ColumnId[] {
  return (Object.entries(compliance) as [ColumnId, ColumnResult][])
    .filter(([, result]) => result.misses.length > 0)
    .map(([id]) => id);
}
