import type { Outcome } from './types';

// What an upstream's HTTP status means for an outbox row (docs/upstream.openapi.yaml, "Idempotency"):
// - 2xx: delivered (a replayed Idempotency-Key answers the first answer, also 2xx);
// - 409: the upstream already has this key. A replay counts as delivered, except `idempotency_key_in_use`,
//   which says the first request with this key is still being processed: try again shortly;
// - 408, 425, 429, 5xx: try again later, with backoff;
// - any other 4xx: the upstream refused the row as it is; it is marked failed (kept, listed, retried by hand).

export const KEY_IN_USE = 'idempotency_key_in_use';

function errorOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
}

export function outcomeByStatus(status: number, body?: unknown): Outcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 409) return errorOf(body) === KEY_IN_USE ? 'retry' : 'delivered';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'failed';
}
