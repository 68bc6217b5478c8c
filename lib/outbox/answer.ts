import type { OutboxRow } from './store';

// The answer a form handler gave for a submission, kept on its outbox row so that a repeated idempotency key
// gets exactly the same answer back.

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export function isStoredAnswer(value: unknown): value is StoredAnswer {
  return typeof value === 'object' && value !== null && typeof (value as StoredAnswer).status === 'number';
}

/** The first answer for a repeated submission, or `fallback` while the first request is still running. */
export function storedAnswer(row: OutboxRow, fallback: StoredAnswer): StoredAnswer {
  return isStoredAnswer(row.answer) ? row.answer : fallback;
}
