'use client';

import { useLocale, useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useCallback, useEffect, useState } from 'react';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { initLiveState, liveReport, type LiveState } from '@/lib/playable/live';
import { isLoopbackUrl } from '@/lib/playable/origin';
import { CHECK_NAMES, LIFECYCLE_CHECKS, type CheckName, type PlayableReport } from '@/lib/playable/types';
import { useReviewStore } from '@/stores/review';
import { ApiList } from './api-list';
import { CheckList } from './check-list';
import { onlyTargets, studioCounts } from '@/lib/playable/compliance/targets';
import { ComplianceMatrix, TargetVerdicts, useCompliance } from './compliance-matrix';
import { LivePlayer } from './live-player';
import { LiveTimeline } from './live-timeline';
import { NetworkPicker, useTargetNetworks } from './network-picker';
import { DownloadReport, useStoreSettledRun } from './report-travel';
import { SizeReport } from './size-report';
import { StepButton } from './step-button';
import { TestPart } from './test-part';

// The Test step: every check with its status moving Checking → Undetected / Not applicable / Test Success /
// Test Failed as the live run reports (and settles on its own), what satisfied each item, the ad APIs the
// playable uses, the step count, the live player, the timeline, the preview links and QR code, and
// Next step / back-to-guidance.

const STATIC_GROUP: readonly CheckName[] = CHECK_NAMES.filter(
  (name) => !(LIFECYCLE_CHECKS as readonly string[]).includes(name),
);

/**
 * The preview link (a site page framing the player full screen) and its QR code for a phone. While the
 * player is on a loopback origin (the embedded default) a phone could not load it: the QR code is replaced
 * by the reason.
 */
function PreviewLinks({ report }: { report: PlayableReport }) {
  const t = useTranslations('Review');
  const tPreview = useTranslations('ReviewPreview');
  const locale = useLocale() as Locale;
  const { preview, player } = report.links;
  const loopback = isLoopbackUrl(player);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!preview || loopback) return;
    const url = new URL(localizedPath(locale, preview), window.location.origin).toString();
    let alive = true;
    QRCode.toDataURL(url, { margin: 1, width: 160 })
      .then((data) => alive && setQr(data))
      .catch(() => alive && setQr(''));
    return () => {
      alive = false;
    };
  }, [preview, loopback, locale]);
  return (
    <TestPart
      name="links"
      title={t('links.heading')}
      className="rounded-xl border border-slate-200 bg-white p-4 break-words"
    >
      <ul className="mt-2 space-y-1 text-sm">
        {preview && (
          <li>
            <Link href={preview} target="_blank" className="text-brand-700 underline">
              {t('links.preview')}
            </Link>
          </li>
        )}
        {report.links.android && (
          <li>
            <a
              href={report.links.android}
              target="_blank"
              rel="noreferrer"
              className="text-brand-700 underline"
            >
              {t('links.android')}
            </a>
          </li>
        )}
        {report.links.ios && (
          <li>
            <a href={report.links.ios} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {t('links.ios')}
            </a>
          </li>
        )}
      </ul>
      {loopback ? (
        <p data-testid="qr-hidden" className="mt-2 text-sm text-ink-muted">
          {tPreview('qrLoopback', { origin: new URL(player).origin })}
        </p>
      ) : (
        <>
          {qr && (
            // A data: URL generated in the browser; next/image adds nothing here.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={qr} width={160} height={160} alt={t('links.qr')} className="mt-3" />
          )}
          <p className="mt-2 text-xs text-ink-muted">{t('links.qrHint')}</p>
        </>
      )}
    </TestPart>
  );
}

export function TestStep({ report }: { report: PlayableReport }) {
  const t = useTranslations('Review');
  const storedLive = useReviewStore((state) => state.live);
  const setLive = useReviewStore((state) => state.setLive);
  const live: LiveState = storedLive ?? initLiveState(report);

  const onLive = useCallback(
    (update: (state: LiveState) => LiveState) => {
      const current = useReviewStore.getState().live ?? initLiveState(report);
      setLive(update(current));
    },
    [report, setLive],
  );

  const current = liveReport(report, live);
  const compliance = useCompliance(report, live);
  const [targets, setTargets] = useTargetNetworks();
  useStoreSettledRun(report, live);
  const stepsText =
    current.steps === null ? t('steps.unknown') : current.steps <= 1 ? t('steps.one') : t('steps.many');
  return (
    <section aria-labelledby="test-heading" className="space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="test-heading" tabIndex={-1} className="text-2xl font-semibold">
          {t('test.heading', { name: report.name })}
        </h2>
        <p className="text-sm">
          {t.rich('steps.value', {
            steps: stepsText,
            strong: (chunks) => <strong data-testid="steps">{chunks}</strong>,
          })}
        </p>
      </div>
      <NetworkPicker value={targets} onChange={setTargets} />
      <TargetVerdicts compliance={compliance} checks={current.checks} chosen={targets} />
      {/* The results take the room the player leaves: the player's column is as wide as its frame (its
          texts wrap under it), never as wide as its longest line. */}
      <div
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_fit-content(22rem)]"
        data-testid="test-results-grid"
      >
        <div className="min-w-0 space-y-6" data-testid="test-results">
          <ApiList live={live} />
          <CheckList
            title={t('test.package')}
            names={STATIC_GROUP}
            report={current}
            studioOnly={studioCounts(targets) ? [] : ['file']}
          />
          <CheckList
            title={t('test.lifecycle')}
            names={LIFECYCLE_CHECKS}
            report={current}
            satisfied={live.observed.satisfied}
          />
        </div>
        <LivePlayer report={report} live={live} onLive={onLive} />
      </div>
      <ComplianceMatrix compliance={onlyTargets(compliance, targets)} />
      <SizeReport report={report} />
      <DownloadReport report={report} live={live} compliance={compliance} />
      <LiveTimeline events={live.timeline} />
      <PreviewLinks report={report} />
      <p className="text-sm text-ink-muted">{t('test.approvalNote')}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          href={{ pathname: '/review/send-email', query: { id: report.id } }}
          className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('test.next')}
        </Link>
        <StepButton
          step={0}
          className="rounded-full border border-brand-600 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('test.back')}
        </StepButton>
        <StepButton step={1} className="rounded-full px-6 py-2.5 font-semibold text-brand-700 underline">
          {t('test.another')}
        </StepButton>
      </div>
    </section>
  );
}
