'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectShim, playerOrigin, type ShimConnection } from '@/lib/playable/host';
import {
  applyShimEvent,
  canCloseAd,
  finishLiveRun,
  hostCommandsFor,
  initLiveState,
  type LiveState,
  tickLiveRun,
} from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';
import type { PlayableReport } from '@/lib/playable/types';
import { DeviceFrame, type Orientation, PlayerControls } from './device-frame';
import { TestPart } from './test-part';

// The live run: the playable on its own origin (report.links.player) in a sandboxed iframe inside a
// portrait or landscape device frame. The shim's events (accepted only from this iframe and the player's
// origin, see lib/playable/host.ts) drive the live statuses; the run settles on its own (a tick each second,
// lib/playable/live.ts). The host runs the ad's gameStart() once it says it is ready, and gameClose() when
// the tester closes a Mintegral build.

export type { Orientation } from './device-frame';

/** The delay between the host's gameClose() and the end of the run (last events still arrive). */
const CLOSE_DELAY_MS = 400;
const TICK_MS = 1_000;

interface LivePlayerProps {
  report: PlayableReport;
  live: LiveState;
  onLive(update: (state: LiveState) => LiveState): void;
}

function RunStatus({ live }: { live: LiveState }) {
  const t = useTranslations('Review');
  const key = !live.loaded ? 'waiting' : live.finished ? 'closed' : live.settled ? 'settled' : 'running';
  return (
    <p role="status" data-testid="run-status" data-run={key} className="self-start text-sm text-ink-muted">
      {t(`live.run.${key}`)}
    </p>
  );
}

export function LivePlayer({ report, live, onLive }: LivePlayerProps) {
  const t = useTranslations('Review');
  const frame = useRef<HTMLIFrameElement>(null);
  const connection = useRef<ShimConnection | null>(null);
  const [orientation, setOrientation] = useState<Orientation>('portrait');
  const [run, setRun] = useState(0);

  const onEvent = useCallback(
    (event: ShimEvent) => {
      const at = performance.now();
      onLive((state) => applyShimEvent(state, event, at));
      // As an ad network's SDK would: the ad said it is ready, the host starts it.
      for (const command of hostCommandsFor(event)) connection.current?.send(command);
    },
    [onLive],
  );

  // Connect before the document loads: the shim's hello (with its private port) is sent once while parsing.
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    const origin = playerOrigin(report.links.player, iframe.getAttribute('sandbox'), window.location.href);
    const shim = connectShim(iframe, origin, onEvent);
    connection.current = shim;
    iframe.src = report.links.player;
    return () => {
      shim.close();
      connection.current = null;
      iframe.removeAttribute('src');
    };
  }, [report.links.player, run, onEvent]);

  // Time passing settles the run (3 s without events) and catches a blank playable (5 s).
  useEffect(() => {
    const timer = window.setInterval(() => onLive((state) => tickLiveRun(state, performance.now())), TICK_MS);
    return () => window.clearInterval(timer);
  }, [onLive]);

  const restart = () => {
    onLive(() => initLiveState(report));
    setRun((count) => count + 1);
  };

  const closeAd = () => {
    connection.current?.send('gameClose');
    window.setTimeout(() => onLive((state) => finishLiveRun(state)), CLOSE_DELAY_MS);
  };

  return (
    <TestPart
      name="live"
      title={t('live.heading')}
      headingClassName="self-start text-lg font-semibold"
      intro={t('live.hint')}
      introClassName="self-start text-sm text-ink-muted"
      className="flex flex-col items-center gap-4"
    >
      <PlayerControls
        label={t('live.orientation')}
        orientations={['portrait', 'landscape']}
        orientation={orientation}
        onOrientation={setOrientation}
        onRestart={restart}
        text={{ portrait: t('live.portrait'), landscape: t('live.landscape'), restart: t('live.restart') }}
      />
      <DeviceFrame
        key={run}
        frameRef={frame}
        orientation={orientation}
        title={t('live.frameTitle', { name: report.name, orientation: t(`live.${orientation}`) })}
      />
      <RunStatus live={live} />
      {(canCloseAd(live) || live.finished) && (
        <div className="flex flex-col items-center gap-1">
          <button
            type="button"
            onClick={closeAd}
            disabled={live.finished || !live.loaded}
            className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white disabled:opacity-50"
          >
            {live.finished ? t('live.closed') : t('live.close')}
          </button>
          <p className="text-xs text-ink-muted">{t('live.closeHint')}</p>
        </div>
      )}
    </TestPart>
  );
}
