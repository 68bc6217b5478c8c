import { MAX_EVIDENCE_PER_CHECK } from '../limits';
import type { CheckMessageKey } from '../messages';
import type { CheckResult, CheckStatus, Evidence } from '../types';

/** Collects a check's evidence (deduplicated, capped) and turns it into the check's result. */
export class EvidenceList {
  private readonly items: Evidence[] = [];
  private readonly seen = new Set<string>();
  private overflow = 0;

  add(evidence: Evidence): void {
    const key = `${evidence.file ?? ''}:${evidence.line ?? ''}:${evidence.col ?? ''}:${evidence.detail}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (this.items.length < MAX_EVIDENCE_PER_CHECK) this.items.push(evidence);
    else this.overflow += 1;
  }

  /** Failed with `message` when anything was found; otherwise `passStatus`. */
  result(message: CheckMessageKey, passStatus: CheckStatus = 'success'): CheckResult {
    if (this.items.length === 0) return { status: passStatus };
    const evidence = [...this.items];
    if (this.overflow > 0) evidence.push({ detail: `${this.overflow} more not shown` });
    return { status: 'failed', message, evidence };
  }
}
