'use client';

import { useTranslations } from 'next-intl';
import type { Satisfaction } from '@/lib/playable/live';
import type { LifecycleItem } from '@/lib/playable/networks';
import type { CheckName, CheckResult, PlayableReport } from '@/lib/playable/types';
import { EvidenceList } from './evidence-list';

// One group of checks of the Test step: each with its status, its message, what satisfied it (`via`) and
// its evidence. Status changes are announced politely to screen readers (the list is a live region). A check
// that is the studio's own rule (`studioOnly`: the file check, when the developer does not ship to the
// studio) shows what it found without a failure's red: it counts only in the studio's verdict.

const STATUS_STYLE: Record<CheckResult['status'], string> = {
  checking: 'bg-slate-100 text-slate-800',
  undetected: 'bg-amber-100 text-amber-900',
  success: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
  warning: 'bg-orange-100 text-orange-900',
  not_applicable: 'bg-slate-50 text-slate-700',
};

function Via({
  name,
  result,
  satisfied,
}: {
  name: CheckName;
  result: CheckResult;
  satisfied?: Satisfaction;
}) {
  const t = useTranslations('Review');
  if (result.status !== 'success' || !(satisfied || result.via)) return null;
  // The live run's own record translates; a stored report only has the English `via`.
  const text = !satisfied
    ? t('via.call', { call: result.via ?? '' })
    : name === 'install'
      ? t('via.afterTaps', { call: satisfied.call, count: satisfied.gestures })
      : t('via.call', { call: satisfied.call });
  return (
    <p className="mt-1 text-sm text-ink-muted" data-via>
      {text}
    </p>
  );
}

export function CheckList({
  title,
  names,
  report,
  satisfied = {},
  studioOnly = [],
}: {
  title: string;
  names: readonly CheckName[];
  report: PlayableReport;
  satisfied?: Partial<Record<LifecycleItem, Satisfaction>>;
  /** Checks that count only for the studio, which the developer does not ship to. */
  studioOnly?: readonly CheckName[];
}) {
  const t = useTranslations('Review');
  return (
    <div>
      <h3 className="mb-2 text-lg font-semibold">{title}</h3>
      <ul
        aria-live="polite"
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {names.map((name) => {
          const result = report.checks[name];
          const studio =
            studioOnly.includes(name) && (result.status === 'failed' || result.status === 'warning');
          return (
            <li
              key={name}
              data-check={name}
              data-status={result.status}
              data-counts={studio ? 'studio' : undefined}
              className="px-4 py-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {t(`checks.${name}`)} <code className="text-xs text-ink-muted">{name}</code>
                </span>
                <span
                  className={`rounded-full px-3 py-0.5 text-sm font-semibold ${studio ? STATUS_STYLE.not_applicable : STATUS_STYLE[result.status]}`}
                >
                  {studio ? t('targets.studioOnly') : t(`status.${result.status}`)}
                </span>
              </div>
              <Via name={name} result={result} satisfied={satisfied[name as LifecycleItem]} />
              {studio && <p className="mt-1 text-sm text-ink-muted">{t('targets.studioOnlyNote')}</p>}
              {result.message && (
                <p className="mt-1 text-sm text-ink-muted">{t(`messages.${result.message}`)}</p>
              )}
              {result.evidence && result.evidence.length > 0 && (
                <EvidenceList check={name} evidence={result.evidence} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
