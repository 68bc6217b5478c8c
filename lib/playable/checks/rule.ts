import type { CheckName } from '../types';

// A check's rule, written as data next to the check: what it fails, what it only warns about, and what it
// deliberately leaves alone. The check files record evidence against these items (EvidenceList), so the
// verdict of a finding comes from this data alone; the guide (/review/doc), the UI and the CLI print the
// same items (English here, the other languages under `PlayableRules` in messages/*.json).

/**
 * `fail`: a problem the check can prove (the check fails); `warn`: something a heuristic found but cannot
 * prove (the check warns, never fails); `pass`: what the check knowingly accepts, said so nobody wonders.
 */
export type RuleVerdict = 'fail' | 'warn' | 'pass';

/**
 * The evidence a `fail` or `warn` item rests on: `static` the package's own bytes (a scan of its files proves
 * it), `live` what the browser did while the live run played it (an error thrown, a request blocked, a
 * frame that never changed). A `fail` item is one of these two kinds of proof; a conformance rule or a guess
 * is a `warn` item with its fix.
 */
export type RuleProof = 'static' | 'live';

export interface RuleItem {
  /** Stable id, also carried by each evidence item (`Evidence.rule`). */
  id: string;
  verdict: RuleVerdict;
  /** For `fail` and `warn` items: what proves the finding (the guide, the page and the CLI print it). */
  proof?: RuleProof;
  /** The rule in English. */
  text: string;
}

export interface CheckRule {
  check: CheckName;
  /** What the check looks at, in one sentence. */
  summary: string;
  items: readonly RuleItem[];
}

export function ruleItem(rule: CheckRule, id: string): RuleItem {
  const item = rule.items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`${rule.check} has no rule item "${id}"`);
  return item;
}
