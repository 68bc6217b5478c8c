'use client';

import { useTranslations } from 'next-intl';
import { formatBytes } from '@/lib/playable/compliance/format';
import { COLUMNS } from '@/lib/playable/compliance/rules';
import type { AssetKind, SizeEntry } from '@/lib/playable/compliance/types';
import type { PlayableReport } from '@/lib/playable/types';
import { TableHead } from '@/components/ui/table-head';
import { FindingText } from './finding-text';
import { TestPart } from './test-part';

// Where the bytes go: the report's `sizes` grouped by type (raw and deflated), the largest items, the zip and
// the page against each network's budget, and the largest savings that need no re-encoding.

const KIND_ORDER: readonly AssetKind[] = [
  'html',
  'script',
  'style',
  'image',
  'audio',
  'video',
  'font',
  'data',
  'other',
];

function groups(sizes: readonly SizeEntry[]) {
  return KIND_ORDER.map((kind) => {
    const items = sizes.filter((entry) => entry.kind === kind);
    return {
      kind,
      count: items.length,
      bytes: items.reduce((sum, entry) => sum + entry.bytes, 0),
      deflated: items.reduce((sum, entry) => sum + entry.deflated, 0),
    };
  }).filter((group) => group.count > 0);
}

export function SizeReport({ report }: { report: PlayableReport }) {
  const t = useTranslations('ReviewCompliance.sizes');
  // A size in the page's words below 1 KB (formatBytes says "bytes"), never broken between number and unit.
  const bytes = (value: number) =>
    (value < 1000 ? t('byteCount', { count: value }) : formatBytes(value)).replace(/ /g, '\u00a0');
  const sizes = report.sizes ?? [];
  const facts = report.facts;
  if (sizes.length === 0 || !facts) return null;
  const label = (entry: SizeEntry) =>
    entry.line !== undefined ? `${entry.path} (${t('dataUri', { line: entry.line })})` : entry.path;
  return (
    <TestPart
      name="sizes"
      title={t('heading')}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <table className="w-full text-left text-sm" data-testid="sizes">
        <caption className="sr-only">{t('caption')}</caption>
        <TableHead
          columns={[
            { key: 'kind', label: t('kind') },
            ...(['items', 'bytes', 'deflated'] as const).map((key) => ({
              key,
              label: t(key),
              className: 'text-right',
            })),
          ]}
        />
        <tbody>
          {groups(sizes).map((group) => (
            <tr key={group.kind}>
              <th scope="row" className="font-normal">
                {t(`kinds.${group.kind}`)}
              </th>
              <td className="text-right">{group.count}</td>
              <td className="text-right">{bytes(group.bytes)}</td>
              <td className="text-right">{bytes(group.deflated)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="font-semibold">{t('largest')}</h4>
      <ul className="space-y-1 text-sm">
        {sizes.slice(0, 5).map((entry, index) => (
          <li key={index} className="flex justify-between gap-3">
            <code className="min-w-0 break-all">{label(entry)}</code>
            <span className="shrink-0">
              {bytes(entry.bytes)} / {bytes(entry.deflated)}
            </span>
          </li>
        ))}
      </ul>
      <h4 className="font-semibold">{t('budgets')}</h4>
      {/* A table, one row per network: each name, measure and verdict keeps a cell of its own at any width. */}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="budgets">
          <caption className="sr-only">{t('budgets')}</caption>
          <TableHead
            cellClassName="pr-3 pb-1 font-semibold"
            columns={[
              { key: 'network', label: t('network') },
              { key: 'measured', label: t('measured') },
              { key: 'verdict', label: t('verdict'), className: 'pb-1 font-semibold' },
            ]}
          />
          <tbody>
            {COLUMNS.map((column) => {
              const zip = column.budgets.zip;
              const html = column.budgets.html;
              const useHtml = html !== undefined && (facts.shape === 'single-html' || zip === undefined);
              const used = useHtml ? facts.htmlBytes : facts.zipBytes;
              const limit = (useHtml ? html : zip)!;
              const over = used > limit;
              return (
                <tr key={column.id} data-network={column.id} className="border-t border-slate-100 align-top">
                  <th scope="row" className="py-1 pr-3 font-normal break-words">
                    {column.label}
                  </th>
                  <td className="py-1 pr-3">
                    {t(useHtml ? 'budgetHtml' : 'budgetZip', {
                      used: bytes(used),
                      limit: bytes(limit),
                    })}
                  </td>
                  <td className={`py-1 ${over ? 'font-semibold text-red-800' : ''}`}>
                    {over ? t('over') : t('within')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h4 className="font-semibold">{t('savings')}</h4>
      {report.savings.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noSavings')}</p>
      ) : (
        <ol className="list-decimal space-y-1 pl-6 text-sm" data-testid="savings">
          {report.savings.map((saving, index) => (
            <li key={index}>
              <strong>{t(`savingKinds.${saving.kind}`)}</strong> −{bytes(saving.bytes)}:{' '}
              <span className="break-words">
                <FindingText said={saving.detailSaid} english={saving.detail} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </TestPart>
  );
}
