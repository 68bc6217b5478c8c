'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { liveFacts } from '@/lib/playable/compliance/live-facts';
import { complianceOf } from '@/lib/playable/compliance/matrix';
import { COLUMNS, type NetworkColumn } from '@/lib/playable/compliance/rules';
import { targetVerdicts, type TargetVerdict } from '@/lib/playable/compliance/targets';
import type { ColumnId, ColumnResult, Compliance, ComplianceMiss } from '@/lib/playable/compliance/types';
import { type LiveState, storedRunStands } from '@/lib/playable/live';
import type { CheckName, CheckResult, PlayableReport } from '@/lib/playable/types';
import { TableHead } from '@/components/ui/table-head';
import { FindingText } from './finding-text';
import { TestPart } from './test-part';

// The compliance matrix of the Test step: a network per row, ready or the number of its problems (each
// counted once, lib/playable/compliance/matrix.ts), each a disclosure opening to its detail, place and fix,
// and the problem's other findings; above it, the verdict for each network the developer ships to. Judged in the page from the report's static facts and the
// live run as it goes (the same rules as the server, the mail and the CLI). Rule statements are translated
// (ComplianceRules), and so are details and fixes (ComplianceFindings, finding-text.tsx), their file names
// and calls shown verbatim as code.

/** The matrix as it stands: re-judged with the live run once it started, else as the report has it. */
export function useCompliance(report: PlayableReport, live: LiveState): Compliance {
  return useMemo(() => {
    if (!report.facts) return report.compliance ?? {};
    // A reopened report's stored run stands until the tester plays the new one and it settles.
    const run =
      live.loaded && !storedRunStands(report, live) && (live.settled || !report.live)
        ? liveFacts(live)
        : (report.live?.facts ?? null);
    return complianceOf(report.facts, run, Object.keys(report.compliance ?? {}) as never);
  }, [report, live]);
}

function RuleName({ column, id }: { column: NetworkColumn; id: string }) {
  const t = useTranslations('ComplianceRules');
  const rule = column.rules.find((candidate) => candidate.id === id);
  if (!rule) return <code>{id}</code>;
  return <>{t(rule.statement.key as 'inline', rule.statement.values as never)}</>;
}

function placeOf(miss: ComplianceMiss): string | null {
  const place = miss.evidence;
  if (!place) return null;
  return `${place.file}${place.line ? `:${place.line}${place.col ? `:${place.col}` : ''}` : ''}`;
}

function Miss({ column, miss, warning }: { column: NetworkColumn; miss: ComplianceMiss; warning?: boolean }) {
  const t = useTranslations('ReviewCompliance');
  const where = placeOf(miss);
  return (
    <li>
      <details className="rounded-md border border-slate-200 bg-white" data-rule={miss.rule}>
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium break-words">
          {warning && (
            <span className="mr-1 text-orange-900">
              {t('warningLabel')}
              {t('colon')}
            </span>
          )}
          <RuleName column={column} id={miss.rule} />
        </summary>
        <dl className="space-y-1 border-t border-slate-200 px-3 py-2 text-sm break-words">
          <dd>
            <FindingText said={miss.detailSaid} english={miss.detail} />
          </dd>
          {where && (
            <div>
              <dt className="inline font-semibold">
                {t('where')}
                {t('colon')}
              </dt>
              <dd className="inline">
                <code>{where}</code>
              </dd>
            </div>
          )}
          <div>
            <dt className="inline font-semibold">
              {t('fix')}
              {t('colon')}
            </dt>
            <dd className="inline" data-testid="fix">
              <FindingText said={miss.fixSaid} english={miss.fix} />
            </dd>
          </div>
          {(miss.more ?? []).map((other, index) => (
            <dd key={index} data-testid="more" className="border-t border-slate-100 pt-1">
              {other.warning && (
                <span className="mr-1 text-orange-900">
                  {t('warningLabel')}
                  {t('colon')}
                </span>
              )}
              <FindingText said={other.detailSaid} english={other.detail} />
              {placeOf(other) && <code className="ml-1">{placeOf(other)}</code>}
            </dd>
          ))}
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
      {result.warnings.length > 0 && (
        <span className="text-orange-900">{t('warnings', { count: result.warnings.length })}</span>
      )}
    </span>
  );
}

const VERDICT_STYLE: Record<TargetVerdict['state'], string> = {
  ready: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  'not-ready': 'border-red-300 bg-red-50 text-red-900',
  pending: 'border-slate-300 bg-slate-50 text-ink',
};

const VERDICT_KEY = { ready: 'ready', 'not-ready': 'notReady', pending: 'waiting' } as const;

/**
 * The headline of the results: ready or not for each network shipped to (every network when none is
 * chosen), then the failed checks that hold for every network. The studio's own file rule counts only in
 * the studio's verdict (lib/playable/compliance/targets.ts).
 */
export function TargetVerdicts({
  compliance,
  checks,
  chosen,
}: {
  compliance: Compliance;
  checks: Record<CheckName, CheckResult>;
  chosen: readonly ColumnId[];
}) {
  const t = useTranslations('Review');
  const { targets, failed } = targetVerdicts(compliance, checks, chosen);
  if (targets.length === 0) return null;
  const label = (id: ColumnId) =>
    id === 'studio' ? t('targets.studio') : COLUMNS.find((column) => column.id === id)!.label;
  return (
    <section aria-labelledby="verdict-heading" data-testid="verdict" className="space-y-2">
      <h3 id="verdict-heading" className="text-lg font-semibold">
        {t('targets.heading')}
      </h3>
      <ul aria-live="polite" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {targets.map((target) => (
          <li
            key={target.network}
            data-network={target.network}
            data-state={target.state}
            className={`min-w-0 rounded-lg border px-3 py-2 text-sm break-words ${VERDICT_STYLE[target.state]}`}
          >
            <strong className="block">
              {t(`targets.${VERDICT_KEY[target.state]}`, { network: label(target.network) })}
            </strong>
            {target.misses > 0 && (
              <span className="mr-2">{t('targets.misses', { count: target.misses })}</span>
            )}
            {target.state === 'not-ready' && failed.length > 0 && (
              <span className="mr-2">{t('targets.failedShort')}</span>
            )}
            {target.state === 'pending' && <span>{t('targets.pending', { count: target.pending })}</span>}
          </li>
        ))}
      </ul>
      {failed.length > 0 && (
        <p data-testid="verdict-failed" className="text-sm font-medium text-red-900">
          {t('targets.failed', { checks: failed.map((name) => t(`checks.${name}`)).join(', ') })}
        </p>
      )}
    </section>
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
