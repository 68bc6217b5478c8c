import { describe, expect, it } from 'vitest';
import {
  COMPANY_TYPES,
  contactSchema,
  crossBorderConsentRequired,
  HEAR_ABOUT,
  IM_TYPES,
  INTERESTS,
  PRODUCT_TYPES,
} from '@/lib/schemas/contact';
import { COUNTRY_CODES } from '@/lib/schemas/countries';
import { fieldErrors } from '@/lib/schemas/fields';
import { validContact } from '../../integration/backend/support/forms';

// The contact form (docs/PRODUCT.md, Contact form) rule by rule; errors are message keys the UI translates.

function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

function without(field: string): Record<string, unknown> {
  const input = validContact();
  delete input[field];
  return input;
}

describe('contact schema', () => {
  it('accepts a complete submission and normalises it', () => {
    const input = validContact({ full_name: '  Ada   Lovelace ', email: ' ada@example.com ', message: '' });
    const result = contactSchema.parse(input);
    expect(result.full_name).toBe('Ada   Lovelace');
    expect(result.email).toBe('ada@example.com');
    expect(result.message).toBeUndefined();
  });

  const mandatory = [
    'full_name',
    'country',
    'company',
    'company_type',
    'position',
    'email',
    'phone',
    'im',
    'interested_in',
  ];

  it.each(mandatory)('requires %s (missing → "required")', (field) => {
    expect(errorsFor(without(field))).toEqual({ [field]: 'required' });
  });

  it.each(['full_name', 'company', 'position', 'phone'])('refuses a blank %s', (field) => {
    expect(errorsFor(validContact({ [field]: '   ' }))).toEqual({ [field]: 'required' });
  });

  it('reports every missing field at once', () => {
    const errors = errorsFor({ locale: 'en' });
    for (const field of mandatory) expect(errors[field]).toBe('required');
    expect(errors.product_type).toBe('productTypeRequired');
    expect(errors.app_url).toBe('productLinkRequired');
  });

  it('validates the email format', () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.com', 'a@example.com\nBcc: x@evil.com']) {
      expect(errorsFor(validContact({ email }))).toEqual({ email: 'email' });
    }
    expect(errorsFor(validContact({ email: '' }))).toEqual({ email: 'required' });
    expect(errorsFor(validContact({ email: 'first.last+tag@sub.example.co.jp' }))).toEqual({});
  });

  it('requires product_type with its own message', () => {
    expect(errorsFor(without('product_type'))).toEqual({ product_type: 'productTypeRequired' });
    expect(errorsFor(validContact({ product_type: 'rpg' }))).toEqual({ product_type: 'productTypeRequired' });
    for (const type of PRODUCT_TYPES) expect(errorsFor(validContact({ product_type: type }))).toEqual({});
  });

  it('requires app_url with its own message and a valid http(s) URL', () => {
    expect(errorsFor(without('app_url'))).toEqual({ app_url: 'productLinkRequired' });
    expect(errorsFor(validContact({ app_url: ' ' }))).toEqual({ app_url: 'productLinkRequired' });
    for (const url of [
      'apps.apple.com/app/id1',
      'ftp://example.com/app',
      'javascript:alert(1)',
      'https://localhost',
    ]) {
      expect(errorsFor(validContact({ app_url: url }))).toEqual({ app_url: 'url' });
    }
    expect(errorsFor(validContact({ app_url: 'https://apps.apple.com/us/app/id123' }))).toEqual({});
    expect(errorsFor(validContact({ app_url: `https://example.com/${'a'.repeat(2001)}` }))).toEqual({
      app_url: 'tooLong',
    });
  });

  it('requires the cross-border consent for the Chinese form and for CN visitors only', () => {
    expect(errorsFor(validContact({ locale: 'zh-CN', is_cross_border: false }))).toEqual({
      is_cross_border: 'crossBorderRequired',
    });
    expect(errorsFor(validContact({ country: 'CN', is_cross_border: false }))).toEqual({
      is_cross_border: 'crossBorderRequired',
    });
    expect(errorsFor(validContact({ country: 'CN', locale: 'en', is_cross_border: undefined }))).toEqual({
      is_cross_border: 'crossBorderRequired',
    });
    expect(errorsFor(validContact({ locale: 'zh-CN', is_cross_border: true }))).toEqual({});
    expect(errorsFor(validContact({ country: 'US', locale: 'ja', is_cross_border: false }))).toEqual({});
    expect(crossBorderConsentRequired({ locale: 'ko', country: 'KR' })).toBe(false);
  });

  it('shows the cross-border problem even while other fields are still wrong', () => {
    const errors = errorsFor(
      validContact({ locale: 'zh-CN', is_cross_border: false, email: 'x', app_url: '' }),
    );
    expect(errors).toEqual({
      email: 'email',
      app_url: 'productLinkRequired',
      is_cross_border: 'crossBorderRequired',
    });
  });

  it('keeps hear_about and message optional, with limits', () => {
    expect(errorsFor(without('hear_about'))).toEqual({});
    expect(errorsFor(without('message'))).toEqual({});
    expect(errorsFor(validContact({ hear_about: 'tv' }))).toEqual({ hear_about: 'required' });
    for (const key of HEAR_ABOUT) expect(errorsFor(validContact({ hear_about: key }))).toEqual({});
    expect(errorsFor(validContact({ message: 'x'.repeat(2000) }))).toEqual({});
    expect(errorsFor(validContact({ message: 'x'.repeat(2001) }))).toEqual({ message: 'tooLong' });
  });

  it('takes countries as ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    for (const country of ['de', 'XX', 'EU', 'Germany', 1]) {
      expect(errorsFor(validContact({ country }))).toEqual({ country: 'required' });
    }
  });

  it('takes company_type, im and interested_in as keys', () => {
    for (const type of COMPANY_TYPES) expect(errorsFor(validContact({ company_type: type }))).toEqual({});
    expect(errorsFor(validContact({ company_type: 'Games' }))).toEqual({ company_type: 'required' });
    for (const type of IM_TYPES) expect(errorsFor(validContact({ im: { type, account: 'me' } }))).toEqual({});
    expect(errorsFor(validContact({ im: { type: 'icq', account: 'me' } }))).toEqual({
      'im.type': 'required',
    });
    expect(errorsFor(validContact({ im: { type: 'qq', account: ' ' } }))).toEqual({
      'im.account': 'required',
    });
    expect(errorsFor(validContact({ im: 'wechat:me' }))).toEqual({ im: 'required' });
    expect(errorsFor(validContact({ interested_in: [...INTERESTS] }))).toEqual({});
    expect(errorsFor(validContact({ interested_in: [] }))).toEqual({ interested_in: 'required' });
    expect(errorsFor(validContact({ interested_in: ['seo'] }))).toEqual({ 'interested_in.0': 'required' });
    expect(errorsFor(validContact({ interested_in: ['video_editor', 'video_editor'] }))).toEqual({
      interested_in: 'required',
    });
  });

  it('limits lengths and flattens line breaks in one-line fields', () => {
    expect(errorsFor(validContact({ full_name: 'x'.repeat(101) }))).toEqual({ full_name: 'tooLong' });
    expect(errorsFor(validContact({ phone: '1'.repeat(41) }))).toEqual({ phone: 'tooLong' });
    const parsed = contactSchema.parse(validContact({ company: 'Acme\r\nBcc: x@evil.com' }));
    expect(parsed.company).toBe('Acme Bcc: x@evil.com');
  });

  it('requires a UUID idempotency key, a known locale and boolean flags', () => {
    expect(errorsFor(validContact({ idempotencyKey: 'abc' }))).toEqual({ idempotencyKey: 'required' });
    expect(errorsFor(without('idempotencyKey'))).toEqual({ idempotencyKey: 'required' });
    expect(errorsFor(validContact({ locale: 'cn' }))).toEqual({ locale: 'required' });
    expect(errorsFor(validContact({ subscribe: 'yes' }))).toEqual({ subscribe: 'required' });
    expect(contactSchema.parse(without('subscribe')).subscribe).toBe(false);
  });

  it('answers a non-object body with a field-less error instead of throwing', () => {
    for (const body of [null, 42, 'text', []]) expect(errorsFor(body as never)).toEqual({ _: 'required' });
  });
});
