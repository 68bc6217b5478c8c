import { emit, onEvent } from '@/lib/events';

// What the outbox does, for whoever wants to count it (metrics) without the core importing them: subscribe
// with onOutboxEvent(). Carried by the site's one event bus (lib/events.ts), whose listeners never break the
// emitter.

export type OutboxEvent =
  | { type: 'enqueued'; kind: string }
  | { type: 'claimed'; kind: string; rowId: string }
  | { type: 'delivered'; kind: string; rowId: string; attempts: number }
  | { type: 'retry'; kind: string; rowId: string; attempts: number; delayMs: number; error: string }
  | { type: 'failed'; kind: string; rowId: string; attempts: number; error: string }
  /** A claim handed back while draining: the row is due again at once, for any instance. */
  | { type: 'released'; kind: string; rowId: string }
  /** One attempt's call: its duration and the answer's status (null: no answer at all). */
  | { type: 'attempt'; kind: string; ms: number; status: number | null };

/** Subscribes to the outbox's events; returns the function that stops it. */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  return onEvent('outbox', listener);
}

export function emitOutboxEvent(event: OutboxEvent): void {
  emit('outbox', event);
}
