// The browser's one way to call the site's JSON API (docs/PRODUCT.md, HTTP API): a request never throws, and
// its answer is read once into what every form needs to decide what to show: a success, the 400
// `{error: "validation", fields}` answer, a 429 with how long to wait, any other refusal, or no answer at all.

export type JsonBody = Record<string, unknown>;

export type ApiAnswer =
  /** 2xx. */
  | { kind: 'ok'; status: number; body: JsonBody }
  /** 400 `{error: "validation", fields: {<field>: <message key>}}`. */
  | { kind: 'invalid'; status: number; body: JsonBody; fields: Record<string, string> }
  /** 429; `retryAfter` in seconds from the body, else the Retry-After header, else 60. */
  | { kind: 'rateLimited'; status: number; body: JsonBody; retryAfter: number }
  /** Any other answer (a 4xx the caller reads from `body.error`, a 5xx). */
  | { kind: 'refused'; status: number; body: JsonBody }
  /** No answer: offline, a dropped connection, a timeout or an abort. */
  | { kind: 'network'; status: 0; body: JsonBody };

export interface RequestOptions {
  signal?: AbortSignal;
  /** Gives up (a `network` answer) after this many milliseconds. */
  timeoutMs?: number;
}

export const DEFAULT_RETRY_AFTER_SECONDS = 60;

function positiveSeconds(value: unknown): number | undefined {
  const seconds = Number(value);
  return value !== null && value !== '' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : undefined;
}

function stringFields(fields: unknown): Record<string, string> | null {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : null;
}

/** Reads a response into an answer; exported for the tests of each kind. */
export async function readAnswer(response: Response): Promise<ApiAnswer> {
  let body: JsonBody = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as JsonBody;
  } catch {
    // No JSON (an empty 202, a proxy's HTML error page): the status alone decides.
  }
  const { status } = response;
  if (response.ok) return { kind: 'ok', status, body };
  if (status === 429) {
    const retryAfter =
      positiveSeconds(body.retryAfter) ??
      positiveSeconds(response.headers.get('Retry-After')) ??
      DEFAULT_RETRY_AFTER_SECONDS;
    return { kind: 'rateLimited', status, body, retryAfter };
  }
  const fields = status === 400 && body.error === 'validation' ? stringFields(body.fields) : null;
  if (fields) return { kind: 'invalid', status, body, fields };
  return { kind: 'refused', status, body };
}

async function requestJson(url: string, init: RequestInit, options: RequestOptions): Promise<ApiAnswer> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  if (options.signal?.aborted) abort();
  const timer = options.timeoutMs === undefined ? undefined : setTimeout(abort, options.timeoutMs);
  try {
    const response = await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    return await readAnswer(response);
  } catch {
    return { kind: 'network', status: 0, body: {} };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

export function getJson(url: string, options: RequestOptions = {}): Promise<ApiAnswer> {
  return requestJson(url, { headers: { Accept: 'application/json' } }, options);
}

export function postJson(url: string, body: unknown, options: RequestOptions = {}): Promise<ApiAnswer> {
  return requestJson(
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    },
    options,
  );
}

/** A multipart upload (the playable tester's file); the answer is read like any other. */
export function postForm(url: string, body: FormData, options: RequestOptions = {}): Promise<ApiAnswer> {
  return requestJson(url, { method: 'POST', headers: { Accept: 'application/json' }, body }, options);
}

/**
 * The form fields a validation answer names, first message per field, in the form's order: a server key
 * lands on the field of that name, else the first field below it (`im` → `im.type`), else the nearest field
 * above it (`interested_in.1` → `interested_in`). Null when any key names nothing the visitor can change
 * (`idempotencyKey`, `locale`, `_`): the form then shows its general failure instead.
 */
export function fieldErrorsFor<Field extends string>(
  fields: Record<string, string>,
  formFields: readonly Field[],
): Map<Field, string> | null {
  const found = new Map<Field, string>();
  for (const [key, message] of Object.entries(fields)) {
    const field = formFieldFor(key, formFields);
    if (!field) return null;
    if (!found.has(field)) found.set(field, message);
  }
  const ordered = formFields.filter((field) => found.has(field));
  return ordered.length ? new Map(ordered.map((field) => [field, found.get(field)!])) : null;
}

function formFieldFor<Field extends string>(key: string, formFields: readonly Field[]): Field | undefined {
  const exact = formFields.find((field) => field === key);
  if (exact) return exact;
  const below = formFields.find((field) => field.startsWith(`${key}.`));
  if (below) return below;
  const parts = key.split('.');
  for (let length = parts.length - 1; length > 0; length--) {
    const above = formFields.find((field) => field === parts.slice(0, length).join('.'));
    if (above) return above;
  }
  return undefined;
}

/** A fresh idempotency key (RFC 4122 v4), also where crypto.randomUUID is missing (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
