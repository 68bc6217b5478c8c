import type { LiveState } from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';
import { LIVE_CHECKS, type Evidence } from '@/lib/playable/types';
import type { LiveRunSummary } from '@/lib/schemas/review';

// Plain-text forms of the live run: a timeline line per shim event in English (sent in the mail; the page
// shows its own translated lines, live-timeline.tsx) and the summary that POST /api/review/send-email accepts.

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** " at file:line:col", or '' when the event has no place. */
export function placeText(place: { file?: string; line?: number; col?: number }): string {
  if (!place.file) return '';
  return ` at ${place.file}${place.line ? `:${place.line}${place.col ? `:${place.col}` : ''}` : ''}`;
}

/** One line of the timeline, in English (the mail's language). */
export function timelineLine(event: ShimEvent): string {
  const at = `${Math.round(event.t)} ms`;
  switch (event.type) {
    case 'hello':
      return `${at} playable loaded`;
    case 'gesture':
      return `${at} user gesture (${event.kind})`;
    case 'call': {
      const when = event.gesture ? `after ${event.gestures} gesture(s)` : 'before any gesture';
      const threw = event.error ? `, threw: ${event.error}` : '';
      const detail = event.detail ? ` (${event.detail})` : '';
      return clip(`${at} ${event.label ?? event.name}${detail} called ${when}${threw}`, 300);
    }
    case 'missing':
      return `${at} ${event.name}() is not defined`;
    case 'error':
      return clip(`${at} ${event.kind}: ${event.message}${placeText(event)}`, 300);
    case 'csp':
      return clip(`${at} blocked ${event.blockedURI || 'a request'} (${event.directive})`, 300);
    case 'paint':
      return `${at} first paint (${event.via})`;
    case 'note':
      return clip(`${at} note (${event.kind}, not a failure): ${event.message}`, 300);
    case 'channel':
      return `${at} ${event.name} used: stubbed (WebRTC)`;
    case 'frame':
      return `${at} the frame changed after the logged error (${event.via})`;
    case 'layout':
      return `${at} page laid out ${event.width} px wide in a ${event.frameWidth} px frame`;
  }
}

export function evidenceLine(item: Evidence): string {
  const where = item.file
    ? `${item.file}${item.line ? `:${item.line}${item.col ? `:${item.col}` : ''}` : ''}: `
    : '';
  return clip(where + item.detail, 500);
}

export function liveSummary(state: LiveState): LiveRunSummary {
  const checks: LiveRunSummary['checks'] = {};
  for (const name of LIVE_CHECKS) {
    const result = state.checks[name];
    checks[name] = {
      status: result.status,
      ...(result.via ? { via: clip(result.via, 200) } : {}),
      ...(result.evidence?.length ? { evidence: result.evidence.slice(0, 20).map(evidenceLine) } : {}),
    };
  }
  return { checks, steps: state.steps, timeline: state.timeline.slice(-200).map(timelineLine) };
}
