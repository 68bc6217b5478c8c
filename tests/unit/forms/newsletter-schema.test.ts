import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/schemas/fields';
import { newsletterSchema } from '@/lib/schemas/newsletter';

// docs/PRODUCT.md, Newsletter: the newsletter email must be valid ("Please specify a valid email address." = key `email`).

function errorsFor(input: unknown): Record<string, string> {
  const result = newsletterSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('newsletter schema', () => {
  it('accepts a valid address and defaults the locale to English', () => {
    expect(newsletterSchema.parse({ email: ' reader@example.com ' })).toEqual({
      email: 'reader@example.com',
      locale: 'en',
    });
    expect(newsletterSchema.parse({ email: 'r@example.com', locale: 'ko', website: '' }).locale).toBe('ko');
  });

  it('answers every bad address with the one "email" key', () => {
    for (const email of [
      '',
      '   ',
      'reader',
      'reader@',
      '@example.com',
      'a@b',
      'x@example.com\r\nBcc: y@z.com',
    ]) {
      expect(errorsFor({ email })).toEqual({ email: 'email' });
    }
    expect(errorsFor({})).toEqual({ email: 'email' });
    expect(errorsFor({ email: 42 })).toEqual({ email: 'email' });
    expect(errorsFor({ email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'email' });
  });

  it('refuses an unknown locale and a malformed idempotency key', () => {
    expect(errorsFor({ email: 'r@example.com', locale: 'fr' })).toEqual({ locale: 'required' });
    expect(errorsFor({ email: 'r@example.com', idempotencyKey: 'nope' })).toEqual({
      idempotencyKey: 'required',
    });
  });
});
