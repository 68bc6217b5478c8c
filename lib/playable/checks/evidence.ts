import { MAX_EVIDENCE_PER_CHECK } from '../limits';
import type { CheckMessageKey } from '../messages';
import type { CheckResult, CheckStatus, Evidence } from '../types';
import { type CheckRule, ruleItem } from './rule';

type Finding = Omit<Evidence, 'rule' | 'warning' | 'proof'>;

/** The ids of a rule's items that record evidence (not the `pass` ones). */
type FindingId<R extends CheckRule> = Extract<R['items'][number], { verdict: 'fail' | 'warn' }>['id'];

/**
 * Collects a check's evidence against its rule (deduplicated, capped) and turns it into the check's result:
 * failed when some item with the verdict `fail` was found, warning when only `warn` items were, else
 * `passStatus`. Warnings stay in a failed check's evidence, marked `warning: true`.
 */
export class EvidenceList<R extends CheckRule> {
  private readonly failures: Evidence[] = [];
  private readonly warnings: Evidence[] = [];
  private readonly seen = new Set<string>();
  private overflow = 0;

  constructor(private readonly rule: R) {}

  add(id: FindingId<R>, finding: Finding): void {
    const item = ruleItem(this.rule, id);
    if (item.verdict === 'pass') throw new Error(`${this.rule.check}: "${id}" records no evidence`);
    const key = `${finding.file ?? ''}:${finding.line ?? ''}:${finding.col ?? ''}:${finding.detail}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const list = item.verdict === 'warn' ? this.warnings : this.failures;
    if (list.length >= MAX_EVIDENCE_PER_CHECK) this.overflow += 1;
    else {
      const proof = item.proof ?? 'static';
      list.push(
        item.verdict === 'warn'
          ? { ...finding, rule: id, proof, warning: true }
          : { ...finding, rule: id, proof },
      );
    }
  }

  result(passStatus: CheckStatus = 'success'): CheckResult {
    const found = this.failures.length + this.warnings.length + this.overflow;
    if (found === 0) return { status: passStatus };
    // Failures first: when the list is long, what fails the check is what a developer reads.
    const evidence = [...this.failures, ...this.warnings].slice(0, MAX_EVIDENCE_PER_CHECK);
    if (found > evidence.length) evidence.push({ detail: `${found - evidence.length} more not shown` });
    const status = this.failures.length > 0 ? 'failed' : 'warning';
    return { status, message: `${this.rule.check}_${status}` as CheckMessageKey, evidence };
  }
}
