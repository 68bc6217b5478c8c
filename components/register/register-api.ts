// The browser side of the registration API (DESIGN §3). Plain fetch: the answers are small JSON.

export type CheckResult<T> = { ok: true; value: T } | { ok: false };

async function getJson(url: string, signal?: AbortSignal): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

export async function isEmailRegistered(email: string, signal?: AbortSignal): Promise<CheckResult<boolean>> {
  const answer = await getJson(`/api/register/email?email=${encodeURIComponent(email)}`, signal);
  const registered = (answer?.body as { registered?: unknown } | null)?.registered;
  return answer?.status === 200 && typeof registered === 'boolean'
    ? { ok: true, value: registered }
    : { ok: false };
}

export async function isUsernameAvailable(
  username: string,
  signal?: AbortSignal,
): Promise<CheckResult<boolean>> {
  const answer = await getJson(`/api/register/username?username=${encodeURIComponent(username)}`, signal);
  const available = (answer?.body as { available?: unknown } | null)?.available;
  return answer?.status === 200 && typeof available === 'boolean'
    ? { ok: true, value: available }
    : { ok: false };
}

export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, body: json ?? {} };
  } catch {
    return null;
  }
}

/** A v4 UUID, also where crypto.randomUUID is missing (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
