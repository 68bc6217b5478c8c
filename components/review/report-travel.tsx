'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { postJson } from '@/lib/client/api';
import { liveFacts } from '@/lib/playable/compliance/live-facts';
import type { Compliance } from '@/lib/playable/compliance/types';
import type { LiveState } from '@/lib/playable/live';
import { liveReport, storedRunStands } from '@/lib/playable/live';
import type { PlayableReport } from '@/lib/playable/types';
import { storingRun } from './stored-run';
import { liveSummary } from './summary';

// The report travels: once the live run settles, its results are stored with the report on the server (so
// `/review?report=<id>` reopens it for its 24 hours and the send-email page mails it), and the report as it
// stands downloads as JSON.

/**
 * Sends the settled live run once per settled state (a failure only means the reopened report and the mail
 * lack it); the send-email page waits for the request (./stored-run.ts).
 */
export function useStoreSettledRun(report: PlayableReport, live: LiveState): void {
  const sent = useRef<LiveState['observed'] | null>(null);
  useEffect(() => {
    if (!live.loaded || !live.settled || sent.current === live.observed) return;
    if (storedRunStands(report, live)) return;
    sent.current = live.observed;
    storingRun(
      report.id,
      postJson(`/api/review/report/${encodeURIComponent(report.id)}/live`, {
        summary: liveSummary(live),
        apis: live.apis,
        facts: liveFacts(live),
      }),
    );
  }, [report, live]);
}

export function DownloadReport({
  report,
  live,
  compliance,
}: {
  report: PlayableReport;
  live: LiveState;
  compliance: Compliance;
}) {
  const t = useTranslations('ReviewCompliance');
  const download = () => {
    const { facts: _facts, ...current } = { ...liveReport(report, live), compliance };
    const blob = new Blob([JSON.stringify(current, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${report.name}-report.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" onClick={download} className="text-sm font-semibold text-brand-700 underline">
      {t('download')}
    </button>
  );
}
