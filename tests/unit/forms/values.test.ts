import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_PATHS, emptyContactForm } from '@/components/contact/fields';
import { sanitizeDraft } from '@/components/contact/draft';
import { REGISTER_FIELD_PATHS } from '@/components/register/fields';
import { imTypesFor } from '@/lib/forms/options';
import { fieldPaths, restoreLike } from '@/lib/forms/values';
import { contactSchema } from '@/lib/schemas/contact';
import { registerSchema } from '@/lib/schemas/register';

// A form's fields written once (its empty values): the paths of its controls and a stored copy read back
// safely are derived from that list, and the list itself matches the schema the server validates with.

const KEY = '0b7a3f4e-9c1d-4e8a-8f00-123456789abc';

describe('field lists', () => {
  it('name every control once, in the form order, groups as dotted paths', () => {
    expect(
      fieldPaths({ a: '', im: { type: '', account: '' }, list: [], flag: false, optional: undefined }),
    ).toEqual(['a', 'im.type', 'im.account', 'list', 'flag', 'optional']);
    expect(CONTACT_FIELD_PATHS.slice(0, 3)).toEqual(['full_name', 'country', 'company']);
    expect(CONTACT_FIELD_PATHS).toContain('im.account');
    expect(REGISTER_FIELD_PATHS).toContain('contact_type.method');
  });

  it.each([
    ['contact', contactSchema, CONTACT_FIELD_PATHS, ['locale', 'idempotencyKey', 'website']],
    ['registration', registerSchema, REGISTER_FIELD_PATHS, ['locale', 'idempotencyKey', 'website']],
  ] as const)('%s: the list has exactly the visible fields of the schema', (_name, schema, paths, hidden) => {
    const top = new Set(paths.map((path) => path.split('.')[0]));
    const shape = Object.keys(
      schema.def.shape ?? (schema.def as { in?: { def: { shape: object } } }).in!.def.shape,
    );
    expect([...top].sort()).toEqual(
      shape.filter((key) => !(hidden as readonly string[]).includes(key)).sort(),
    );
  });
});

describe('restoreLike (the contact draft)', () => {
  it('keeps what fits the form, clears what the locale does not offer, drops the rest', () => {
    const draft = sanitizeDraft(
      {
        full_name: 'Grace Hopper',
        country: 'ZZ',
        company_type: 'games',
        im: { type: 'qq', account: 'grace', extra: 'x' },
        interested_in: ['video_editor', 'video_editor', 'nope', 7],
        hear_about: 'search',
        subscribe: 'yes',
        is_cross_border: true,
        message: 'x'.repeat(10_000),
        website: 'bot',
        locale: 'ja',
        unknown: 'field',
        idempotencyKey: KEY,
      },
      'ko',
      'fallback',
    )!;
    expect(draft).toMatchObject({
      full_name: 'Grace Hopper',
      country: '',
      company_type: 'games',
      im: { type: '', account: 'grace' },
      interested_in: ['video_editor'],
      hear_about: 'search',
      subscribe: false,
      is_cross_border: true,
      website: '',
      locale: 'ko',
      idempotencyKey: KEY,
    });
    expect(draft.message!.length).toBe(4000);
    expect(draft).not.toHaveProperty('unknown');
    expect(draft.im).not.toHaveProperty('extra');
  });

  it('starts empty from anything that is not a draft, and makes a new key for a bad one', () => {
    expect(sanitizeDraft('nope', 'en', KEY)).toBeNull();
    expect(sanitizeDraft({ idempotencyKey: 'not-a-uuid' }, 'en', KEY)).toEqual(emptyContactForm('en', KEY));
    expect(restoreLike({ a: '', b: [] as string[], c: { d: false } }, { a: 5, b: 'x', c: null }, {})).toEqual(
      {
        a: '',
        b: [],
        c: { d: false },
      },
    );
  });
});

describe('messengers by locale', () => {
  it('offers QQ, Kakao on the Korean forms and LINE on the Japanese ones, in one order', () => {
    expect(imTypesFor('en')).toEqual(['wechat', 'qq', 'skype', 'telegram', 'slack', 'other']);
    expect(imTypesFor('zh-CN')).toEqual(imTypesFor('en'));
    expect(imTypesFor('ko')).toEqual(['wechat', 'kakao', 'skype', 'telegram', 'slack', 'other']);
    expect(imTypesFor('ja')).toEqual(['wechat', 'line', 'skype', 'telegram', 'slack', 'other']);
  });
});
