import { BASE64_RULE } from './base64';
import { CODE_RULE } from './code';
import { FILE_RULE } from './file';
import { HTML_LABEL_RULE } from './html-label';
import { OUTER_CHAIN_RULE } from './outer-chain';
import type { CheckRule, RuleItem } from './rule';

export type { CheckRule, RuleItem, RuleProof, RuleVerdict } from './rule';

/** The rules of the checks the package is judged by before it plays, in report order. */
export const STATIC_RULES: readonly CheckRule[] = [
  FILE_RULE,
  HTML_LABEL_RULE,
  BASE64_RULE,
  OUTER_CHAIN_RULE,
  CODE_RULE,
];

/** The English text of a check's rule item, or null when the check has no such item. */
export function ruleText(check: string, id: string): string | null {
  return ruleItemOf(check, id)?.text ?? null;
}

/** A check's rule item, or null when the check has no such item. */
export function ruleItemOf(check: string, id: string): RuleItem | null {
  const rule = STATIC_RULES.find((candidate) => candidate.check === check);
  return rule?.items.find((item) => item.id === id) ?? null;
}
