import { randomUUID } from 'node:crypto';
import type { ContactFormInput } from '@/lib/schemas/contact';

// Request builders for calling the real route handlers with real Request objects.

let counter = 0;

/** A contact submission that passes every rule; each call gets its own key, address and name. */
export function validContact(
  overrides: Partial<Record<keyof ContactFormInput, unknown>> = {},
): Record<string, unknown> {
  counter++;
  return {
    full_name: `Test Person ${counter}`,
    country: 'DE',
    company: `Acme ${counter} GmbH`,
    company_type: 'games',
    position: 'Producer',
    email: `person${counter}.${randomUUID().slice(0, 8)}@example.com`,
    phone: '+49 30 1234567',
    im: { type: 'telegram', account: `@person${counter}` },
    interested_in: ['interactive_ads_service'],
    hear_about: 'search',
    product_type: 'casual',
    app_url: 'https://play.google.com/store/apps/details?id=com.example.game',
    is_cross_border: false,
    message: 'We would like a playable for our new puzzle game.',
    subscribe: false,
    locale: 'en',
    idempotencyKey: randomUUID(),
    website: '',
    ...overrides,
  };
}

let ipCounter = 0;

/** A distinct public-looking client address per call (TEST-NET-3 plus a counter). */
export function nextIp(): string {
  ipCounter++;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export interface PostOptions {
  ip?: string;
  headers?: Record<string, string>;
  /** Raw body text instead of JSON.stringify(body). */
  raw?: string | ReadableStream<Uint8Array>;
}

export function jsonRequest(path: string, body: unknown, options: PostOptions = {}): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const raw = options.raw ?? JSON.stringify(body);
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers,
    body: raw,
    ...(typeof raw === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
}

export type RouteHandler = (request: Request, context: unknown) => Promise<Response>;

export async function call(
  handler: RouteHandler,
  request: Request,
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await handler(request, undefined);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}
