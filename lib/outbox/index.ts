// The outbox: every form submission is stored under its idempotency key before it is answered, and
// delivered from the database to the upstream API or the embedded backend, with retries, never lost.
import 'server-only';
export { isStoredAnswer, storedAnswer, type StoredAnswer } from './answer';
export { backoffCeiling, retryDelayMs, type BackoffPolicy } from './backoff';
export { deliverClaimed, deliveriesSettled, submit, type DeliveryResult, type SubmitResult } from './deliver';
export { operations, outcomeByStatus, type OutboxOperation, type Outcome } from './operations';
export {
  claimDue,
  countByStatus,
  enqueue,
  findById,
  findByKey,
  listOutbox,
  onEnqueued,
  rememberAnswer,
  requeueFailed,
  settle,
  type EnqueueInput,
  type OutboxRow,
  type Settlement,
} from './store';
export { OutboxWorker, startOutboxWorker, stopOutboxWorker, type WorkerOptions } from './worker';
