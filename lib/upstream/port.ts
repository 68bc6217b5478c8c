import type { Db } from '@/lib/db/client';

// What every port method that writes gets: the database (for the embedded implementation), the submission's
// idempotency key (the HTTP implementation's Idempotency-Key header), the payload, and for the HTTP call its
// timeout and an abort signal (a drain aborts calls still running when its grace period ends).

export interface PortCall<P> {
  db: Db;
  idempotencyKey: string;
  payload: P;
  signal?: AbortSignal;
  timeoutMs?: number;
}
