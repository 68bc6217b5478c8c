import { useTranslations } from 'next-intl';
import type { CheckRule, RuleVerdict } from '@/lib/playable/checks/rule';

// One static check's rule in the guide, rendered from the rule data next to the check
// (lib/playable/checks/*: RULE), translated under `PlayableRules` in messages/*.json. Each item that fails
// or warns says what evidence it rests on (Review.proof: the package's files, or the live run), as the
// Test step's evidence and the CLI say it.

const VERDICTS: readonly RuleVerdict[] = ['fail', 'warn', 'pass'];

const VERDICT_STYLE: Record<RuleVerdict, string> = {
  fail: 'text-red-800',
  warn: 'text-orange-900',
  pass: 'text-emerald-900',
};

export function CheckRuleText({ rule }: { rule: CheckRule }) {
  const t = useTranslations('PlayableRules');
  const doc = useTranslations('ReviewDoc.checks.verdicts');
  const proof = useTranslations('Review.proof');
  const key = (id: string) => `${rule.check}.items.${id}` as 'file.items.studio-names';
  return (
    <div className="mt-1 space-y-2 text-ink-muted">
      <p>{t(`${rule.check}.summary` as 'file.summary')}</p>
      {VERDICTS.map((verdict) => {
        const items = rule.items.filter((item) => item.verdict === verdict);
        if (items.length === 0) return null;
        return (
          <div key={verdict}>
            <p className={`text-sm font-semibold ${VERDICT_STYLE[verdict]}`}>{doc(verdict)}</p>
            <ul className="list-disc space-y-1 pl-6 text-sm">
              {items.map((item) => (
                <li key={item.id} data-rule={item.id} data-proof={item.proof}>
                  {t(key(item.id))}
                  {item.proof && <span className="text-xs text-ink-muted"> ({proof(item.proof)})</span>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
