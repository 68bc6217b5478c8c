import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { getDb } from '@/lib/db/client';
import { findJsonProblem } from '@/lib/http/guards';
import { findByKey } from '@/lib/outbox/store';
import { contactSchema } from '@/lib/schemas/contact';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { FAST_OUTBOX } from './support/env';
import { call, jsonRequest, nextIp, validContact, type RouteHandler } from './support/forms';
import { setUpSite, type SiteUnderTest } from './support/variants';

// Random and malformed bodies against the real handlers: never a 500, a 400 exactly when the shared schema
// refuses the body, and nothing stored for a body that was refused.

const FIELDS = Object.keys(validContact());

const junkValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\r\n', 'null', '<script>', 'CN', 'zh-CN', 'https://', 'a@b', '0'.repeat(3000)),
);

/** A valid submission with one to three fields removed or replaced by junk. */
const mutatedContact = fc
  .array(fc.tuple(fc.constantFrom(...FIELDS, 'im.type', 'im.account', 'extra'), fc.option(junkValue)), {
    minLength: 1,
    maxLength: 3,
  })
  .map((mutations) => {
    const body: Record<string, any> = validContact({ website: undefined });
    for (const [field, value] of mutations) {
      const [top, nested] = field.split('.');
      const target = nested
        ? typeof body[top] === 'object' && body[top]
          ? body[top]
          : (body[top] = {})
        : body;
      const key = nested ?? top;
      if (value === null) delete target[key];
      else target[key] = value;
    }
    return body;
  });

const rawBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom('{', '[', '{"email":', '{"email":"a@b.co"', '\u0000', '\uFEFF{}', '{"__proto__":{"x":1}}'),
);

function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>).website;
  return !(
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('fuzzing the form handlers', () => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite('pglite', { ...FAST_OUTBOX, TRUST_PROXY: '1', CREATIVE_API_URL: undefined });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  async function check(
    handler: RouteHandler,
    path: string,
    text: string,
    schemaAccepts: (body: unknown) => boolean,
  ) {
    const response = await call(handler, jsonRequest(path, null, { raw: text, ip: nextIp() }));
    expect([201, 202, 400, 409, 429], `${response.status} for ${text.slice(0, 200)}`).toContain(
      response.status,
    );
    const body = parseOrUndefined(text);
    // Text PostgreSQL cannot store (NUL, lone surrogates) and deep nesting are refused before the schema runs.
    const storable = body !== undefined && findJsonProblem(body) === null;
    const expectedValid = storable && (honeypotFilled(body) || schemaAccepts(body));
    if (response.status === 400) {
      expect(expectedValid, text.slice(0, 200)).toBe(false);
      expect(['validation', 'invalid_json']).toContain(response.body.error);
      const key = (body as { idempotencyKey?: unknown } | null)?.idempotencyKey;
      const kind = path === '/api/contact' ? 'contact' : 'newsletter';
      // PostgreSQL text cannot hold NUL, so such a key can never have been stored (and cannot be queried).
      if (typeof key === 'string' && !key.includes('\u0000')) {
        expect(await findByKey(await getDb(), kind, key)).toBeUndefined();
      }
    } else {
      expect(expectedValid, text.slice(0, 200)).toBe(true);
    }
  }

  it(
    'contact: mutated submissions are answered 202 or 400 as the schema says',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(mutatedContact, (body) =>
          check(postContact, '/api/contact', JSON.stringify(body), (b) => contactSchema.safeParse(b).success),
        ),
        { numRuns: 150 },
      );
    },
  );

  it(
    'contact and newsletter: malformed bodies never cause a 500 or a stored row',
    { timeout: 60_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(rawBody, async (text) => {
          await check(postContact, '/api/contact', text, (b) => contactSchema.safeParse(b).success);
          await check(postNewsletter, '/api/newsletter', text, (b) => newsletterSchema.safeParse(b).success);
        }),
        { numRuns: 150 },
      );
    },
  );

  it(
    'contact: a NUL or a lone surrogate in any free-text field is a 400 naming that field, and nothing is stored',
    { timeout: 60_000 },
    async () => {
      const textFields = [
        'full_name',
        'company',
        'position',
        'email',
        'phone',
        'message',
        'app_url',
        'im.account',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...textFields),
          fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
          fc.string({ maxLength: 10 }),
          async (field, bad, around) => {
            const body: Record<string, any> = validContact();
            const [top, nested] = field.split('.') as [string, string | undefined];
            const value = `${around}${bad}${around}`;
            if (nested) body[top] = { ...body[top], [nested]: value };
            else body[top] = value;
            const response = await call(
              postContact,
              jsonRequest('/api/contact', null, { raw: JSON.stringify(body), ip: nextIp() }),
            );
            expect(response.status).toBe(400);
            expect(response.body).toEqual({ error: 'validation', fields: { [field]: 'invalidCharacters' } });
            expect(await findByKey(await getDb(), 'contact', body.idempotencyKey)).toBeUndefined();
          },
        ),
        { numRuns: 80 },
      );
    },
  );

  it('newsletter: random addresses are subscribed or refused, never a 500', { timeout: 60_000 }, async () => {
    const email = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), fc.constant(''));
    await fc.assert(
      fc.asyncProperty(
        email,
        fc.option(fc.constantFrom('en', 'ja', 'fr', 7)),
        fc.option(fc.uuid()),
        (address, locale, key) =>
          check(
            postNewsletter,
            '/api/newsletter',
            JSON.stringify({
              email: address,
              ...(locale === null ? {} : { locale }),
              ...(key ? { idempotencyKey: key } : {}),
            }),
            (b) => newsletterSchema.safeParse(b).success,
          ),
      ),
      { numRuns: 150 },
    );
  });
});
