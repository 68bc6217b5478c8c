'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { type CheckName, type Evidence, EVIDENCE_RAW_PARAMS } from '@/lib/playable/types';
import { evidenceLine } from './summary';

// A check's evidence on the Test step, grouped under the rule item each finding breaks, in the words of the
// guide (PlayableRules, from the rule data beside each check), with the evidence each rests on (the
// package's files or the live run); findings that only warn are marked so.

function ruleKey(check: CheckName, rule: string) {
  return `${check}.items.${rule}` as 'file.items.studio-names';
}

/** "file:line:col", or '' when the evidence has no place. */
function placeOf(item: Evidence): string {
  if (!item.file) return '';
  return `${item.file}${item.line ? `:${item.line}${item.col ? `:${item.col}` : ''}` : ''}`;
}

/**
 * One finding: in the page's words when it carries a code (the live run's findings), its place and what it
 * quotes (an error's message) as code; otherwise its English detail as code, as the package's checks word it.
 */
function EvidenceItem({ item }: { item: Evidence }) {
  const t = useTranslations('Review.evidence');
  if (!item.code) return <code>{evidenceLine(item)}</code>;
  const values: Record<string, string | number> = {};
  const quotes: string[] = [];
  for (const [name, value] of Object.entries(item.params ?? {})) {
    if (EVIDENCE_RAW_PARAMS.has(name)) quotes.push(String(value));
    else values[name] = value;
  }
  if (item.code === 'failed-load') values.tag = `<${values.tag}>`;
  const place = placeOf(item);
  return (
    <>
      {place && <code>{place}</code>}
      {place && ' '}
      {t(item.code, values)}
      {quotes.map((quote, index) => (
        <Fragment key={index}>
          {' '}
          <code>{quote}</code>
        </Fragment>
      ))}
    </>
  );
}

export function EvidenceList({ check, evidence }: { check: CheckName; evidence: readonly Evidence[] }) {
  const rules = useTranslations('PlayableRules');
  const t = useTranslations('Review');
  const groups: { rule: string | undefined; items: Evidence[] }[] = [];
  for (const item of evidence) {
    const last = groups[groups.length - 1];
    if (last && last.rule === item.rule) last.items.push(item);
    else groups.push({ rule: item.rule, items: [item] });
  }
  return (
    <div className="mt-1 space-y-1 text-sm break-words text-ink-muted">
      {groups.map((group, index) => {
        const text =
          group.rule && rules.has(ruleKey(check, group.rule)) ? rules(ruleKey(check, group.rule)) : null;
        const warning = group.items.every((item) => item.warning);
        const proof = group.items[0].proof;
        return (
          <div key={index} data-rule={group.rule} data-proof={proof}>
            {text && (
              <p className={warning ? 'text-orange-900' : 'text-red-900'}>
                {warning ? `${t('status.warning')}: ` : ''}
                {text}
                {proof && <span className="text-xs text-ink-muted"> ({t(`proof.${proof}`)})</span>}
              </p>
            )}
            <ul className="list-disc pl-5">
              {group.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <EvidenceItem item={item} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
