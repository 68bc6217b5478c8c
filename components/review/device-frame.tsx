import type { Ref } from 'react';

// The phone the player's iframe sits in, shared by the tester's live run (live-player.tsx) and the case
// pages' demos (components/our-work/demo-player.tsx).

export type Orientation = 'portrait' | 'landscape';

export const FRAME_SIZE: Record<Orientation, { width: number; height: number }> = {
  portrait: { width: 300, height: 534 },
  landscape: { width: 534, height: 300 },
};

/** The bezel around the screen, both sides together, in CSS pixels. */
const BEZEL = 28;

/**
 * The frame's sandbox (docs/ARCHITECTURE.md, The playable tester): scripts, and the upload's own origin (which holds nothing of the site),
 * so its storage works; no popups, forms or top navigation.
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin';

interface DeviceFrameProps {
  frameRef: Ref<HTMLIFrameElement>;
  orientation: Orientation;
  title: string;
  /** Shrink with the page when it is narrower than the phone (keeping the screen's proportions). */
  fluid?: boolean;
}

/** The iframe is left without `src`: its owner connects to the shim first, then sets it. */
export function DeviceFrame({ frameRef, orientation, title, fluid = false }: DeviceFrameProps) {
  const size = FRAME_SIZE[orientation];
  const outer = fluid
    ? {
        width: `min(${size.width + BEZEL}px, 100%)`,
        aspectRatio: `${size.width + BEZEL} / ${size.height + BEZEL}`,
      }
    : { width: size.width + BEZEL, height: size.height + BEZEL };
  return (
    <div
      data-orientation={orientation}
      data-testid="device-frame"
      className="rounded-[2rem] border-[10px] border-ink bg-ink p-1 shadow-lg"
      style={outer}
    >
      <iframe
        ref={frameRef}
        title={title}
        sandbox={PLAYER_SANDBOX}
        referrerPolicy="no-referrer"
        className="h-full w-full rounded-[1.4rem] bg-white"
        style={fluid ? undefined : { width: size.width, height: size.height }}
      />
    </div>
  );
}

interface PlayerControlsProps {
  /** The group's accessible name. */
  label: string;
  /** The orientations offered; a switch only when there are two. */
  orientations: readonly Orientation[];
  orientation: Orientation;
  onOrientation(value: Orientation): void;
  onRestart(): void;
  /** Translated labels: each orientation and the restart button. */
  text: Record<Orientation | 'restart', string>;
}

/** The portrait/landscape switch and the restart button above a DeviceFrame. */
export function PlayerControls({
  label,
  orientations,
  orientation,
  onOrientation,
  onRestart,
  text,
}: PlayerControlsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {orientations.length > 1 &&
        orientations.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={orientation === value}
            onClick={() => onOrientation(value)}
            className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-medium text-brand-700 aria-pressed:bg-brand-600 aria-pressed:text-white"
          >
            {text[value]}
          </button>
        ))}
      <button
        type="button"
        onClick={onRestart}
        className="rounded-full border border-slate-400 px-4 py-1.5 text-sm font-medium hover:bg-slate-100"
      >
        {text.restart}
      </button>
    </div>
  );
}
