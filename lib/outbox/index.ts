// The outbox: every form submission is stored under its idempotency key before it is answered, and
// delivered from the database by the operation its feature registered, with retries, never lost.
// The core (this folder) imports no feature: features register operations (registry.ts).
import 'server-only';
export { isStoredAnswer, storedAnswer, type StoredAnswer } from './answer';
export { backoffCeiling, retryDelayMs, type BackoffPolicy } from './backoff';
export { deliverClaimed, deliveriesSettled, submit, type DeliveryResult, type SubmitResult } from './deliver';
export { drainOutbox, type DrainReport } from './drain';
export { isDraining } from './draining';
export { onOutboxEvent, type OutboxEvent } from './events';
export { KEY_IN_USE, outcomeByStatus } from './outcome';
export { displayPayload, operationFor, registerOperation, registeredKinds } from './registry';
export { DataKeyError, keyRing } from './seal';
export {
  claimDue,
  countByStatus,
  enqueue,
  findById,
  findByKey,
  listOutbox,
  onEnqueued,
  payloadOf,
  releaseClaim,
  rememberAnswer,
  requeueFailed,
  resealRows,
  retryPendingNow,
  settle,
  type EnqueueInput,
  type OutboxRow,
  type Settlement,
} from './store';
export type { DeliveryRequest, OutboxOperation, Outcome } from './types';
export { OutboxWorker, startOutboxWorker, stopOutboxWorker, type WorkerOptions } from './worker';
