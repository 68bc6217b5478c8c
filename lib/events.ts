// What happened in the site, told to whoever listens (the metrics module, lib/metrics, subscribes at start).
// Features call emit() and know nothing of metrics; a listener that throws never breaks the feature that
// emitted. Listeners live on globalThis: Next bundles instrumentation.ts and each route separately, and an
// event emitted in a route must reach the listener registered from instrumentation.

import type { OutboxEvent } from '@/lib/outbox/events';

export interface SiteEvents {
  /** A request refused with 429 by a rate-limit rule (lib/http/rate-limit.ts). */
  'rate_limit.refused': { bucket: string };
  /** An uploaded playable was checked: accepted (report made) or refused (size, type, archive, ...). */
  'upload.checked': { outcome: 'accepted' | 'refused' | 'error'; seconds: number };
  /** One HTTP request to an upstream API; status null when no answer came (refused, reset, timed out). */
  'upstream.request': { upstream: string; status: number | null; seconds: number };
  /** What the outbox did with a row (lib/outbox/events.ts names the kinds). */
  outbox: OutboxEvent;
}

export type SiteEventName = keyof SiteEvents;
type Listener<N extends SiteEventName> = (event: SiteEvents[N]) => void;

const listeners: Map<SiteEventName, Set<Listener<never>>> = ((
  globalThis as { __playmindEventListeners?: Map<SiteEventName, Set<Listener<never>>> }
).__playmindEventListeners ??= new Map());

/** Calls `listener` for every `name` event from now on; returns the function that stops it. */
export function onEvent<N extends SiteEventName>(name: N, listener: Listener<N>): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener as Listener<never>);
  return () => set.delete(listener as Listener<never>);
}

/** Tells the listeners of `name`, synchronously; their failures are reported, never thrown. */
export function emit<N extends SiteEventName>(name: N, event: SiteEvents[N]): void {
  const set = listeners.get(name);
  if (!set) return;
  for (const listener of set) {
    try {
      (listener as Listener<N>)(event);
    } catch (error) {
      console.error(`[events] a listener of ${name} failed:`, error instanceof Error ? error.message : error);
    }
  }
}

/** Runs `work` and tells `report` how long it took and how it ended (a thrown error is rethrown). */
export async function timed<T>(
  work: () => Promise<T>,
  report: (seconds: number, result: { ok: true; value: T } | { ok: false; error: unknown }) => void,
): Promise<T> {
  const started = performance.now();
  try {
    const value = await work();
    report((performance.now() - started) / 1000, { ok: true, value });
    return value;
  } catch (error) {
    report((performance.now() - started) / 1000, { ok: false, error });
    throw error;
  }
}
