// Environment changes for one test file, undone afterwards. Config is read on each call, so they apply at once.

export function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  apply(values);
  return () => apply(previous);
}

function apply(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/** Fast retries and short timeouts, so failure scenarios play out in seconds. */
export const FAST_OUTBOX = {
  OUTBOX_RETRY_BASE_MS: '40',
  OUTBOX_RETRY_MAX_MS: '300',
  OUTBOX_POLL_MS: '40',
  UPSTREAM_TIMEOUT_MS: '300',
  OUTBOX_ANSWER_WAIT_MS: '1500',
};
