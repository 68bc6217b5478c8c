'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { liveFacts } from '@/lib/playable/compliance/live-facts';
import { complianceOf } from '@/lib/playable/compliance/matrix';
import { COLUMNS, type NetworkColumn } from '@/lib/playable/compliance/rules';
import type { ColumnResult, Compliance, ComplianceMiss } from '@/lib/playable/compliance/types';
import type { LiveState } from '@/lib/playable/live';
import type { PlayableReport } from '@/lib/playable/types';
import { TableHead } from '@/components/ui/table-head';
import { TestPart } from './test-part';

// The compliance matrix of the Test step: a network per row, ready or the number of misses, each miss a
// disclosure opening to its detail, place and fix. Judged in the page from the report's static facts and the
// live run as it goes (the same rules as the server, the mail and the CLI). Rule statements are translated
// (ComplianceRules); details and fixes stay in English with their file names and numbers.

/** The matrix as it stands: re-judged with the live run once it started, else as the report has it. */
export function useCompliance(report: PlayableReport, live: LiveState): Compliance {
  return useMemo(() => {
    if (!report.facts) return report.compliance ?? {};
    // A reopened report's stored run stands until a new run settles.
    const run =
      live.loaded && (live.settled || !report.live) ? liveFacts(live) : (report.live?.facts ?? null);
    return complianceOf(report.facts, run, Object.keys(report.compliance ?? {}) as never);
  }, [report, live]);
}

function RuleName({ column, id }: { column: NetworkColumn; id: string }) {
  const t = useTranslations('ComplianceRules');
  const rule = column.rules.find((candidate) => candidate.id === id);
  if (!rule) return <code>{id}</code>;
  return <>{t(rule.statement.key as 'inline', rule.statement.values as never)}</>;
}

function Miss({ column, miss, warning }: { column: NetworkColumn; miss: ComplianceMiss; warning?: boolean }) {
  const t = useTranslations('ReviewCompliance');
  const where = miss.evidence
    ? `${miss.evidence.file}${miss.evidence.line ? `:${miss.evidence.line}${miss.evidence.col ? `:${miss.evidence.col}` : ''}` : ''}`
    : null;
  return (
    <li>
      <details className="rounded-md border border-slate-200 bg-white" data-rule={miss.rule}>
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium break-words">
          {warning && <span className="mr-1 text-orange-900">{t('warningLabel')}:</span>}
          <RuleName column={column} id={miss.rule} />
        </summary>
        <dl className="space-y-1 border-t border-slate-200 px-3 py-2 text-sm break-words">
          <dd lang="en">{miss.detail}</dd>
          {where && (
            <div>
              <dt className="inline font-semibold">{t('where')}: </dt>
              <dd className="inline">
                <code>{where}</code>
              </dd>
            </div>
          )}
          <div>
            <dt className="inline font-semibold">{t('fix')}: </dt>
            <dd className="inline" lang="en" data-testid="fix">
              {miss.fix}
            </dd>
          </div>
        </dl>
      </details>
    </li>
  );
}

function Summary({ result }: { result: ColumnResult }) {
  const t = useTranslations('ReviewCompliance');
  if (result.ready) return <strong className="text-emerald-800">{t('ready')}</strong>;
  return (
    <span className="flex flex-wrap gap-x-3">
      {result.misses.length > 0 && (
        <strong className="text-red-800">{t('misses', { count: result.misses.length })}</strong>
      )}
      {result.pending.length > 0 && (
        <span className="text-ink-muted">{t('pending', { count: result.pending.length })}</span>
      )}
    </span>
  );
}

export function ComplianceMatrix({ compliance }: { compliance: Compliance }) {
  const t = useTranslations('ReviewCompliance');
  const rows = COLUMNS.filter((column) => compliance[column.id]);
  if (rows.length === 0) return null;
  return (
    <TestPart name="compliance" title={t('heading')} intro={t('intro')} className="space-y-3">
      <div className="rounded-xl border border-slate-200 bg-white">
        <table className="w-full table-fixed divide-y divide-slate-200 text-left" data-testid="compliance">
          <caption className="sr-only">{t('caption')}</caption>
          <TableHead
            columns={[
              { key: 'network', label: t('network'), className: 'w-28 px-3 py-2 sm:w-44' },
              { key: 'result', label: t('result') },
            ]}
            className="bg-slate-50 text-sm"
            cellClassName="px-3 py-2"
          />
          <tbody className="divide-y divide-slate-200">
            {rows.map((column) => {
              const result = compliance[column.id]!;
              return (
                <tr key={column.id} data-network={column.id} className="align-top">
                  <th scope="row" className="px-3 py-2 text-sm font-semibold break-words">
                    {column.id === 'studio' ? t('studio') : column.label}
                    <Link
                      href={`/review/doc#network-${column.id}`}
                      className="block text-xs font-normal text-brand-700 underline"
                    >
                      <span className="sr-only">{t('guideLink', { network: column.label })}</span>
                      <span aria-hidden="true">?</span>
                    </Link>
                  </th>
                  <td className="space-y-2 px-3 py-2 text-sm">
                    <Summary result={result} />
                    {result.misses.length + result.warnings.length > 0 && (
                      <ul className="space-y-1">
                        {result.misses.map((miss, index) => (
                          <Miss key={`m${index}`} column={column} miss={miss} />
                        ))}
                        {result.warnings.map((miss, index) => (
                          <Miss key={`w${index}`} column={column} miss={miss} warning />
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </TestPart>
  );
}
