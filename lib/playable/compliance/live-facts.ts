import type { LiveState } from '../live';
import { callRole } from '../networks';
import type { LiveCall, LiveFacts } from './types';

// The live run's state (lib/playable/live.ts) read into the facts the compliance rules judge. Pure, so the
// page (as the run goes), the CLI (after it) and the server (validating what the page sends) agree.

const CALL_CAP = 100;
const BLOCKED_CAP = 20;

export function liveFacts(state: LiveState): LiveFacts {
  const calls: LiveCall[] = [];
  let gestureSeen = false;
  let audioBeforeGesture: string | null = null;
  for (const event of state.timeline) {
    if (event.type === 'gesture') gestureSeen = true;
    if (
      event.type === 'note' &&
      event.kind === 'refused' &&
      /^play\(\)/.test(event.message) &&
      !gestureSeen
    ) {
      audioBeforeGesture ??= `${event.message} (${Math.round(event.t)} ms after load, before any touch)`;
    }
    if (event.type !== 'call' || calls.length >= CALL_CAP) continue;
    const role = callRole(event.api, event.name);
    if (role === null) continue;
    calls.push({ api: event.api, name: event.name, role, gestures: event.gestures, t: event.t });
  }
  const { hostProblems, outerChain, ctaBeforeGesture } = state.observed;
  return {
    settled: state.settled,
    calls,
    ctaBeforeGesture: ctaBeforeGesture?.detail ?? null,
    blocked: outerChain.slice(0, BLOCKED_CAP).map(({ evidence }) => ({
      detail: evidence.detail,
      ...(evidence.file ? { file: evidence.file } : {}),
      ...(evidence.line ? { line: evidence.line } : {}),
      ...(evidence.col ? { col: evidence.col } : {}),
    })),
    audioBeforeGesture,
    hostProblems: Object.fromEntries(
      Object.entries(hostProblems).map(([item, problem]) => [item, problem!.evidence.detail]),
    ),
  };
}
