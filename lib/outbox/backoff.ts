// Exponential backoff with "equal jitter": the n-th retry waits between half and all of min(max, base·2^(n-1)).
// The random half spreads retries of many rows (and instances) apart; the fixed half keeps a minimum spacing
// so a dead upstream is not hammered.

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** The ceiling of the delay before retry number `attempt` (1 = the first retry). */
export function backoffCeiling(attempt: number, { baseMs, maxMs }: BackoffPolicy): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/** The delay before retry number `attempt`; `random` returns a number in [0, 1). */
export function retryDelayMs(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const ceiling = backoffCeiling(attempt, policy);
  const half = ceiling / 2;
  return Math.round(half + half * Math.min(Math.max(random(), 0), 1));
}
