import type { Db } from '@/lib/db/client';
import type { UpstreamAnswer } from '@/lib/upstream/answer';

// The contract between the outbox core and the features that use it. The core claims, delivers, retries,
// drains and seals rows; what a row of a given kind is, where it goes and what an answer means is said by the
// operation its feature registers (lib/outbox/registry.ts). The core imports no feature.

export type Outcome = 'delivered' | 'retry' | 'failed';

export interface DeliveryRequest {
  db: Db;
  idempotencyKey: string;
  /** The row's payload, opened (decrypted). */
  payload: unknown;
  /** Aborted when the process drains past its grace period: stop the request, the row is released. */
  signal: AbortSignal;
  /** Timeout of one upstream request (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface OutboxOperation {
  /** The rows this operation delivers (the `kind` column). */
  kind: string;
  /** One delivery attempt: the upstream's (or the embedded backend's) answer; throws when there was none. */
  deliver(request: DeliveryRequest): Promise<UpstreamAnswer>;
  /** What an answer means for the row; defaults to outcomeByStatus(). */
  outcome?(answer: UpstreamAnswer): Outcome;
  /**
   * What is kept of the payload once the row is delivered (it is never sent again), written by the same
   * statement that marks the row delivered; also what `npm run outbox` shows. Default: kept as it is.
   */
  redact?(payload: unknown): unknown;
}
