import type { LiveState } from '@/lib/playable/live';
import type { ShimEvent } from '@/lib/playable/protocol';
import type { Evidence } from '@/lib/playable/types';
import { LIVE_SUMMARY_CHECKS } from '@/lib/schemas/review-live-checks';
import type { LiveRunSummary } from '@/lib/schemas/review-live';

// Plain-text forms of the live run: a timeline line per shim event in English (stored with the report and
// sent in the mail; the page shows its own translated lines, live-timeline.tsx) and the summary the Test step
// stores with the report once its run settled (POST /api/review/report/<id>/live).

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

/** A finding as stored: its place, its text clipped to the stored limit, its rule item and what it rests on. */
function storedEvidence(item: Evidence): Evidence {
  return {
    ...(item.file ? { file: clip(item.file, 500) } : {}),
    ...(item.line ? { line: item.line } : {}),
    ...(item.col ? { col: item.col } : {}),
    detail: clip(item.detail, 500),
    ...(item.rule ? { rule: clip(item.rule, 100) } : {}),
    ...(item.warning ? { warning: true as const } : {}),
    ...(item.proof ? { proof: item.proof } : {}),
  };
}

/** The settled run as stored with the report: every check it decides or adds findings to (html_label, base64). */
export function liveSummary(state: LiveState): LiveRunSummary {
  const checks: LiveRunSummary['checks'] = {};
  for (const name of LIVE_SUMMARY_CHECKS) {
    const result = state.checks[name];
    checks[name] = {
      status: result.status,
      ...(result.message ? { message: result.message } : {}),
      ...(result.via ? { via: clip(result.via, 200) } : {}),
      ...(result.evidence?.length ? { evidence: result.evidence.slice(0, 20).map(storedEvidence) } : {}),
    };
  }
  return { checks, steps: state.steps, timeline: state.timeline.slice(-200).map(timelineLine) };
}
