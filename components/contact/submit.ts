import { isMessageKey, type MessageKey } from '@/lib/schemas/message-keys';
import type { ContactSubmission } from '@/lib/schemas/contact';

// Posting the contact form to POST /api/contact (DESIGN §3) and reading its answer into what the form shows.

export type SubmitOutcome =
  | { kind: 'success'; status: 'delivered' | 'queued' }
  | { kind: 'invalid'; fields: Record<string, MessageKey> }
  | { kind: 'rateLimited'; retryAfter: number }
  | { kind: 'failed' };

/** Form field names a server field key can land on, in the order the form shows them. */
export const FORM_FIELDS = [
  'full_name',
  'country',
  'company',
  'company_type',
  'position',
  'email',
  'phone',
  'im.type',
  'im.account',
  'interested_in',
  'hear_about',
  'product_type',
  'app_url',
  'is_cross_border',
  'message',
  'subscribe',
] as const;

export type FormField = (typeof FORM_FIELDS)[number];

const formFields: ReadonlySet<string> = new Set(FORM_FIELDS);

/**
 * The form field a server error key belongs to: `im` → `im.type`, `interested_in.1` → `interested_in`.
 * Null for keys that are not a visible field (`locale`, `idempotencyKey`, `_`).
 */
export function formFieldFor(serverKey: string): FormField | null {
  if (formFields.has(serverKey)) return serverKey as FormField;
  if (serverKey === 'im') return 'im.type';
  const head = serverKey.split('.')[0];
  if (head === 'im') return 'im.account';
  return head !== serverKey && formFields.has(head) ? (head as FormField) : null;
}

/** Server `fields` → form fields with message keys, first error per field; null when one cannot be shown. */
export function mapServerFields(fields: unknown): Record<string, MessageKey> | null {
  if (!fields || typeof fields !== 'object') return null;
  const mapped: Record<string, MessageKey> = {};
  for (const [key, value] of Object.entries(fields)) {
    const field = formFieldFor(key);
    if (!field) return null;
    mapped[field] ??= isMessageKey(value) ? value : 'required';
  }
  return Object.keys(mapped).length ? mapped : null;
}

function retryAfterSeconds(response: Response, body: Record<string, unknown> | null): number {
  const fromBody = Number(body?.retryAfter);
  if (Number.isFinite(fromBody) && fromBody > 0) return Math.ceil(fromBody);
  const fromHeader = Number(response.headers.get('Retry-After'));
  if (Number.isFinite(fromHeader) && fromHeader > 0) return Math.ceil(fromHeader);
  return 60;
}

async function readBody(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Posts a validated submission; never throws. */
export async function postContact(
  submission: ContactSubmission,
  endpoint = '/api/contact',
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(submission),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed' };
  }
  const body = await readBody(response);
  if (response.status === 202 || response.status === 200 || response.status === 201) {
    return { kind: 'success', status: body?.status === 'delivered' ? 'delivered' : 'queued' };
  }
  if (response.status === 429) return { kind: 'rateLimited', retryAfter: retryAfterSeconds(response, body) };
  if (response.status === 400 && body?.error === 'validation') {
    const fields = mapServerFields(body.fields);
    if (fields) return { kind: 'invalid', fields };
  }
  return { kind: 'failed' };
}

/** A fresh idempotency key (RFC 4122 v4), also where crypto.randomUUID is missing (non-secure contexts). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
