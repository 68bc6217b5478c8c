import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import * as mini from 'zod/mini';
import { HttpError } from '@/lib/http/errors';
import { readJson } from '@/lib/http/guards';
import { contactSchema } from '@/lib/schemas/contact';
import { fieldErrors, optionalText, requiredLine } from '@/lib/schemas/fields';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { registerCodeBody, registerSchema } from '@/lib/schemas/register';
import { sendEmailFormSchema, sendEmailSchema } from '@/lib/schemas/review';
import { liveRunSchema } from '@/lib/schemas/review-live';
import { validContact } from '../../integration/backend/support/forms';
import { validRegistration } from '../../integration/register/support';

// The details of the form schemas that the rule-by-rule tests leave implicit: cross-field rules that run while
// other fields are wrong (and only when they can), defaults, normalisation, the review run summary, and
// readJson taking any zod 4 schema (the form schemas are zod/mini, the server's own may be classic zod).

function errors(schema: mini.core.$ZodType, input: unknown) {
  const result = mini.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('cross-field rules', () => {
  it('asks for the cross-border consent next to every other problem, and not for a body that is no object', () => {
    expect(errors(contactSchema, { locale: 'zh-CN' })).toMatchObject({
      full_name: 'required',
      interested_in: 'required',
      is_cross_border: 'crossBorderRequired',
    });
    expect(errors(contactSchema, { country: 'CN', is_cross_border: 'yes' })).toMatchObject({
      is_cross_border: 'crossBorderRequired',
    });
    expect(errors(contactSchema, { country: 'DE', locale: 'en' })).not.toHaveProperty('is_cross_border');
    expect(errors(contactSchema, 'zh-CN')).toEqual({ _: 'required' });
  });

  it('compares the passwords only once both are filled in, and then next to every other problem', () => {
    expect(errors(registerSchema, { password: 'Tulip7Harbor', repassword: 'Other1234' })).toMatchObject({
      email: 'required',
      agreement: 'agreementRequired',
      repassword: 'passwordMismatch',
    });
    expect(errors(registerSchema, validRegistration({ repassword: '' }))).toEqual({ repassword: 'required' });
    expect(errors(registerSchema, validRegistration({ repassword: 42 }))).toEqual({ repassword: 'required' });
    expect(errors(registerSchema, validRegistration({ password: '', repassword: 'Tulip7Harbor' }))).toEqual({
      password: 'required',
    });
    // A password that breaks a rule is still compared: both messages are shown.
    expect(errors(registerSchema, validRegistration({ password: 'secret123', repassword: 'x' }))).toEqual({
      password: 'passwordUppercase',
      repassword: 'passwordMismatch',
    });
    const issues = registerSchema.safeParse(
      validRegistration({ password: 'Tulip7Harbor', repassword: 'Nope1234' }),
    ).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['repassword', 'passwordMismatch'],
    ]);
    expect(errors(registerSchema, null)).toEqual({ _: 'required' });
  });
});

describe('defaults and normalisation', () => {
  it('fills in the flags and the locale when they are left out', () => {
    const contact = validContact();
    delete contact.is_cross_border;
    delete contact.subscribe;
    expect(contactSchema.parse(contact)).toMatchObject({ is_cross_border: false, subscribe: false });
    const registration = validRegistration();
    delete registration.isMtg;
    expect(registerSchema.parse(registration).isMtg).toBe(false);
    expect(registerCodeBody.parse({ email: ' a@example.com ' })).toEqual({
      email: 'a@example.com',
      locale: 'en',
    });
    expect(registerCodeBody.parse({ email: 'a@example.com', locale: 'ja' }).locale).toBe('ja');
    expect(newsletterSchema.parse({ email: 'a@example.com', locale: undefined }).locale).toBe('en');
    expect(errors(registerCodeBody, { email: 'a@example.com', locale: null })).toEqual({
      locale: 'required',
    });
  });

  it('turns control characters and line breaks into one space, then trims and counts', () => {
    const line = requiredLine(10);
    expect(line.parse('\u0000Ada\t\t\u2028Love\r\n')).toBe('Ada Love');
    expect(line.parse(`\n${'x'.repeat(10)}\u0007`)).toBe('x'.repeat(10));
    expect(errors(line, `${'x'.repeat(5)}\n${'x'.repeat(5)}`)).toEqual({ _: 'tooLong' });
    expect(errors(line, '\u0001\u0002')).toEqual({ _: 'required' });
  });

  it('reads an empty or blank optional text as absent, and trims the rest', () => {
    const text = optionalText(5);
    expect(text.parse(undefined)).toBeUndefined();
    expect(text.parse('')).toBeUndefined();
    expect(text.parse('  \n ')).toBeUndefined();
    expect(text.parse(' hi\n')).toBe('hi');
    expect(text.parse('  12345  ')).toBe('12345');
    expect(errors(text, '123456')).toEqual({ _: 'tooLong' });
    expect(errors(text, null)).toEqual({ _: 'required' });
    const parsed = registerSchema.parse(
      validRegistration({ representative: ' Bob ', message: ' ', is_cooperate_with_mws: '2' }),
    );
    expect(parsed).toMatchObject({ representative: 'Bob', message: undefined, is_cooperate_with_mws: 2 });
  });
});

describe('review send-email schemas', () => {
  const live = { checks: { code: { status: 'failed', evidence: ['x'] } }, steps: 3, timeline: ['a'] };

  it('stores the findings the live run adds to html_label and base64, with their message and place', () => {
    const finding = { file: 'index.html', line: 1, detail: 'wider', rule: 'wider-than-frame', proof: 'live' };
    const checks = { html_label: { status: 'failed', message: 'html_label_failed', evidence: [finding] } };
    expect(liveRunSchema.safeParse({ ...live, checks }).success).toBe(true);
    const unknownMessage = { html_label: { status: 'failed', message: 'made_up' } };
    expect(liveRunSchema.safeParse({ ...live, checks: unknownMessage }).success).toBe(false);
    expect(liveRunSchema.safeParse({ ...live, checks: { file: { status: 'success' } } }).success).toBe(false);
  });

  it('checks the live run summary', () => {
    expect(liveRunSchema.safeParse(live).success).toBe(true);
    expect(liveRunSchema.safeParse({ ...live, steps: null, checks: {} }).success).toBe(true);
    for (const steps of [1.5, -1, 10_001, '3', undefined])
      expect(liveRunSchema.safeParse({ ...live, steps }).success).toBe(false);
    expect(liveRunSchema.safeParse({ ...live, checks: { seo: { status: 'success' } } }).success).toBe(false);
    expect(liveRunSchema.safeParse({ ...live, checks: { code: { status: 'done' } } }).success).toBe(false);
    const evidence = Array.from({ length: 21 }, () => 'e');
    expect(
      liveRunSchema.safeParse({ ...live, checks: { code: { status: 'failed', evidence } } }).success,
    ).toBe(false);
    expect(liveRunSchema.safeParse({ ...live, timeline: ['x'.repeat(301)] }).success).toBe(false);
  });

  it('gives the form only its visible fields', () => {
    const body = {
      reportId: 'AAAAAAAAAAAAAAAAAAAAAA',
      product_url: ' https://a.example/x ',
      product_name: 'Game',
      advertiser_name: 'Studio',
      email: ' dev@studio.example ',
      remarks: '',
      locale: 'ja',
      live,
      website: '',
    };
    expect(sendEmailFormSchema.parse(body)).toEqual({
      product_url: 'https://a.example/x',
      product_name: 'Game',
      advertiser_name: 'Studio',
      email: 'dev@studio.example',
      remarks: undefined,
    });
    // A live summary an earlier page sent is not read: the server mails the run it stored.
    const parsed = sendEmailSchema.parse(body);
    expect(parsed).toMatchObject({ reportId: body.reportId, locale: 'ja' });
    expect(parsed).not.toHaveProperty('live');
    expect(errors(sendEmailSchema, { ...body, email: 'not-an-address' })).toEqual({ email: 'email' });
    expect(errors(sendEmailSchema, { ...body, locale: 'fr' })).toEqual({ locale: 'required' });
    expect(errors(sendEmailSchema, { ...body, reportId: 'short' })).toEqual({ reportId: 'required' });
  });
});

describe('readJson', () => {
  const post = (body: unknown) =>
    new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('validates with zod/mini and classic zod schemas alike', async () => {
    const schemas = [
      mini.object({ name: mini.string().check(mini.trim(), mini.minLength(1, { error: 'required' })) }),
      classic.object({ name: classic.string().trim().min(1, { error: 'required' }) }),
    ];
    for (const schema of schemas) {
      await expect(readJson(post({ name: ' Ada ' }), schema)).resolves.toEqual({
        spam: false,
        data: { name: 'Ada' },
      });
      const refused = await readJson(post({ name: ' ' }), schema).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).body).toEqual({ error: 'validation', fields: { name: 'required' } });
    }
  });
});
