'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeviceFrame, type Orientation, PlayerControls } from '@/components/review/device-frame';
import { LiveTimeline } from '@/components/review/live-timeline';
import { RETRY_CENTRED, RetryAlert } from '@/components/ui/retry-alert';
import { connectShim, playerOrigin, type ShimConnection } from '@/lib/playable/host';
import { hostCommandsFor } from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';

// A case's demo in the tester's isolated player: the demo's own player origin in the same sandboxed frame,
// connected to the same shim, started by the host as a network's SDK would (gameStart once it is ready).
// Loaded only when the visitor presses "Play the demo" (demo-launcher.tsx), so none of this, nor the demo,
// is part of the case page's first load.

interface DemoInfo {
  player: string;
  orientation: 'portrait' | 'landscape' | 'both';
}

/** What a network's SDK would be told about: the ad's API calls, errors and blocked requests. */
const NETWORK_EVENTS = new Set<ShimEvent['type']>(['call', 'missing', 'error', 'csp']);

type Phase = 'loading' | 'playing' | 'ended' | 'installed';

function phaseAfter(phase: Phase, event: ShimEvent): Phase {
  if (event.type === 'hello') return 'loading';
  if (event.type !== 'call') return phase;
  if (event.name === 'gameStart') return 'playing';
  if (event.name === 'gameEnd') return 'ended';
  if (event.name === 'install') return 'installed';
  if (event.name === 'gameRetry') return 'playing';
  return phase;
}

/** Where the demo plays (asked of the site when the player opens); `retry` asks again after a failure. */
function useDemoInfo(slug: string) {
  const [info, setInfo] = useState<DemoInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    fetch(`/api/demos/${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<DemoInfo>) : Promise.reject(response)))
      .then((data) => alive && setInfo(data))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [slug, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { info, failed, retry };
}

export default function DemoPlayer({ slug, title }: { slug: string; title: string }) {
  const t = useTranslations('CaseDemo');
  const { info, failed, retry } = useDemoInfo(slug);
  const frame = useRef<HTMLIFrameElement>(null);
  const connection = useRef<ShimConnection | null>(null);
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const [run, setRun] = useState(0);
  const [events, setEvents] = useState<ShimEvent[]>([]);
  const [phase, setPhase] = useState<Phase>('loading');
  const [showCalls, setShowCalls] = useState(false);

  const onEvent = useCallback((event: ShimEvent) => {
    setPhase((current) => phaseAfter(current, event));
    if (NETWORK_EVENTS.has(event.type)) setEvents((list) => [...list, event]);
    for (const command of hostCommandsFor(event)) connection.current?.send(command);
  }, []);

  // Connect before the document loads: the shim's hello (with its private port) is sent once while parsing.
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe || !info) return;
    const origin = playerOrigin(info.player, iframe.getAttribute('sandbox'), window.location.href);
    const shim = connectShim(iframe, origin, onEvent);
    connection.current = shim;
    iframe.src = info.player;
    return () => {
      shim.close();
      connection.current = null;
      iframe.removeAttribute('src');
    };
  }, [info, run, onEvent]);

  const restart = () => {
    setEvents([]);
    setPhase('loading');
    setRun((count) => count + 1);
  };

  if (failed) {
    return (
      <RetryAlert look={RETRY_CENTRED} message={t('loadFailed')} retryLabel={t('tryAgain')} onRetry={retry} />
    );
  }

  const orientations: Orientation[] =
    info?.orientation === 'portrait' || info?.orientation === 'landscape'
      ? [info.orientation]
      : ['portrait', 'landscape'];
  return (
    <div className="flex w-full flex-col items-center gap-4" data-testid="demo-player" data-phase={phase}>
      <PlayerControls
        label={t('controls')}
        orientations={orientations}
        orientation={orientation}
        onOrientation={setOrientation}
        onRestart={restart}
        text={{ portrait: t('portrait'), landscape: t('landscape'), restart: t('restart') }}
      />
      {info ? (
        <DeviceFrame
          key={run}
          fluid
          frameRef={frame}
          orientation={orientation}
          title={t('frameTitle', { title, orientation: t(orientation) })}
        />
      ) : (
        <p className="py-24 text-sm text-ink-muted">{t('status.loading')}</p>
      )}
      <p role="status" data-testid="demo-status" className="text-center text-sm text-ink-muted">
        {t(`status.${phase}`)}
      </p>
      <div className="w-full max-w-xl">
        <button
          type="button"
          aria-expanded={showCalls}
          aria-controls="demo-calls"
          onClick={() => setShowCalls((shown) => !shown)}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {showCalls ? t('hideCalls') : t('showCalls')}
        </button>
        <div id="demo-calls" hidden={!showCalls} className="mt-3 space-y-2">
          <p className="text-xs text-ink-muted">{t('callsHint')}</p>
          <LiveTimeline events={events} />
        </div>
      </div>
    </div>
  );
}
