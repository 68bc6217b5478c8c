import type { ComplianceFacts, Finding } from './judge';
import { COLUMNS } from './rules';
import type { ColumnId, ColumnResult, Compliance, ComplianceMiss, LiveFacts, StaticFacts } from './types';

// The compliance matrix: every column's rules judged against the facts, a problem listed once. A problem is
// a rule with its live side (rules.ts, `problem`: the CTA read in the code and seen in the live run); all its
// findings make one entry, the strongest evidence first (seen live over read in the files) and the others
// under `more`, so a column's count is the number of its distinct problems. A finding of a `warn` rule, or
// one the rule marks as a warning, is a warning: a problem whose every finding warns is a warning, never
// also a miss; any other is a miss with its fix. A column is ready when it has no miss and no problem still
// waits for the live run.

const MORE_CAP = 50;

interface Judged {
  rule: string;
  finding: Finding;
  live: boolean;
  warning: boolean;
}

/** Misses before warnings, then what the live run saw before what the scan read; else in rule order. */
function strength(item: Judged): number {
  return (item.warning ? 2 : 0) + (item.live ? 0 : 1);
}

function entryOf(item: Judged): ComplianceMiss {
  const { detail, fix, evidence, detailSaid, fixSaid } = item.finding;
  return {
    rule: item.rule,
    detail,
    ...(evidence ? { evidence } : {}),
    fix,
    ...(detailSaid ? { detailSaid } : {}),
    ...(fixSaid ? { fixSaid } : {}),
    ...(item.live ? { live: true } : {}),
  };
}

/** One problem's findings as one entry: the strongest first, the rest (a warning marked so) under `more`. */
function problemEntry(findings: readonly Judged[], missed: boolean): ComplianceMiss {
  const [first, ...rest] = [...findings].sort((a, b) => strength(a) - strength(b));
  const more = rest
    .slice(0, MORE_CAP)
    .map((item) => ({ ...entryOf(item), ...(missed && item.warning ? { warning: true } : {}) }));
  return more.length > 0 ? { ...entryOf(first), more } : entryOf(first);
}

export function judgeColumn(id: ColumnId, facts: ComplianceFacts): ColumnResult {
  const column = COLUMNS.find((candidate) => candidate.id === id)!;
  const problems = new Map<string, { findings: Judged[]; waiting: string[] }>();
  for (const rule of column.rules) {
    const problem = problems.get(rule.problem) ?? { findings: [], waiting: [] };
    problems.set(rule.problem, problem);
    const verdict = rule.judge(facts);
    if (verdict === 'pending') {
      problem.waiting.push(rule.id);
      continue;
    }
    for (const finding of verdict) {
      problem.findings.push({
        rule: rule.id,
        finding,
        live: rule.stage === 'live' || finding.live === true,
        warning: rule.severity === 'warn' || finding.warning === true,
      });
    }
  }
  const misses: ComplianceMiss[] = [];
  const warnings: ComplianceMiss[] = [];
  const pending: string[] = [];
  for (const { findings, waiting } of problems.values()) {
    // Found already: what the live run adds can only strengthen it.
    if (findings.length === 0) {
      pending.push(...waiting);
      continue;
    }
    const missed = findings.some((item) => !item.warning);
    (missed ? misses : warnings).push(problemEntry(findings, missed));
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
