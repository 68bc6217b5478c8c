import { EventEmitter } from 'node:events';

// What the outbox does, for whoever wants to count it (metrics) without the core importing them: subscribe
// with onOutboxEvent(). Listeners run synchronously and must not throw (a throw is caught and ignored).

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

const emitter: EventEmitter = ((
  globalThis as { __playmindOutboxEvents?: EventEmitter }
).__playmindOutboxEvents ??= new EventEmitter().setMaxListeners(100));

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  const safe = (event: OutboxEvent) => {
    try {
      listener(event);
    } catch {
      // A listener's fault never affects a delivery.
    }
  };
  emitter.on('event', safe);
  return () => emitter.off('event', safe);
}

export function emitOutboxEvent(event: OutboxEvent): void {
  emitter.emit('event', event);
}
