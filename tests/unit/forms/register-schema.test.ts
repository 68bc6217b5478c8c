import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/schemas/fields';
import {
  isUsernameFormat,
  REGISTER_COMPANY_TYPES,
  registerSchema,
  registerUsernameQuery,
  TEAM_SIZES,
  USERNAME_PATTERN,
  WILL_FEATURES,
} from '@/lib/schemas/register';
import { validRegistration } from '../../integration/register/support';

// The registration form (docs/PRODUCT.md, Trial registration) rule by rule; each failure has its own message key, translated by the form.

function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

function without(field: string): Record<string, unknown> {
  const input = validRegistration();
  delete input[field];
  return input;
}

describe('registration schema', () => {
  it('accepts a complete registration and gives the API shapes', () => {
    const parsed = registerSchema.parse(
      validRegistration({ is_cooperate_with_mws: '1', representative: '' }),
    );
    expect(parsed.is_cooperate_with_mws).toBe(1);
    expect(parsed.representative).toBeUndefined();
    expect(parsed.agreement).toBe(true);
  });

  const required = [
    'email',
    'validate_code',
    'username',
    'password',
    'repassword',
    'region',
    'company',
    'company_type',
    'job_title',
    'team_size',
    'fullName',
    'phone',
    'contact_type',
    'willFeature',
    'interested_in',
    'company_address',
    'is_cooperate_with_mws',
  ];

  it.each(required)('requires %s (missing → "required")', (field) => {
    expect(errorsFor(without(field))).toEqual({ [field]: 'required' });
  });

  it('asks for the product type and the product link with their own messages', () => {
    expect(errorsFor(without('product_type'))).toEqual({ product_type: 'productTypeRequired' });
    expect(errorsFor(without('app_url'))).toEqual({ app_url: 'required' });
  });

  it.each(['company', 'job_title', 'fullName', 'phone', 'company_address'])('refuses a blank %s', (field) => {
    expect(errorsFor(validRegistration({ [field]: '   ' }))).toEqual({ [field]: 'required' });
  });

  describe('ad-network and analytics usernames', () => {
    it.each([
      ['missing', {}],
      ['empty', { m_username: '', ga_username: '' }],
      ['blank', { m_username: '  ', ga_username: '\t' }],
    ])('are optional when the visitor does not advertise on the network (%s)', (_case, usernames) => {
      for (const is_cooperate_with_mws of [1, 2]) {
        const input = validRegistration({ isMtg: false, is_cooperate_with_mws, ...usernames });
        delete input.m_username;
        delete input.ga_username;
        Object.assign(input, usernames);
        expect(errorsFor(input)).toEqual({});
        // The upstream contract (docs/upstream.openapi.yaml) still gets its "N/A" for "none".
        expect(registerSchema.parse(input)).toMatchObject({ m_username: 'N/A', ga_username: 'N/A' });
      }
    });

    it('are required when the visitor says they advertise on the network', () => {
      const input = validRegistration({ isMtg: true });
      delete input.m_username;
      delete input.ga_username;
      expect(errorsFor(input)).toEqual({ m_username: 'required', ga_username: 'required' });
      expect(
        errorsFor(validRegistration({ isMtg: true, m_username: ' ', ga_username: 'mei@acme.sg' })),
      ).toEqual({
        m_username: 'required',
      });
      // Reported together with other problems, so the visitor sees them at once.
      expect(
        errorsFor(validRegistration({ isMtg: true, m_username: '', ga_username: 'mei', company: '' })),
      ).toEqual({
        m_username: 'required',
        company: 'required',
      });
      expect(
        registerSchema.parse(
          validRegistration({ isMtg: true, m_username: ' mei_tan ', ga_username: 'mei@acme.sg' }),
        ),
      ).toMatchObject({ m_username: 'mei_tan', ga_username: 'mei@acme.sg' });
    });

    it('refuses a username longer than 100 characters', () => {
      expect(
        errorsFor(validRegistration({ isMtg: true, m_username: 'x'.repeat(101), ga_username: 'mei' })),
      ).toEqual({
        m_username: 'tooLong',
      });
    });
  });

  it('wants a valid e-mail address', () => {
    for (const email of ['mei', 'mei@', '@example.com', 'mei tan@example.com']) {
      expect(errorsFor(validRegistration({ email }))).toEqual({ email: 'email' });
    }
    expect(errorsFor(validRegistration({ email: '' }))).toEqual({ email: 'required' });
  });

  it('wants the code as six digits', () => {
    for (const validate_code of ['12345', '1234567', 'abcdef', '12 456']) {
      expect(errorsFor(validRegistration({ validate_code }))).toEqual({ validate_code: 'codeFormat' });
    }
    expect(errorsFor(validRegistration({ validate_code: ' 654321 ' }))).toEqual({});
  });

  describe('username', () => {
    it.each([
      ['1mei', 'usernameStart'],
      ['_mei', 'usernameStart'],
      ['mei-tan', 'usernameChars'],
      ['mei tan', 'usernameChars'],
      ['meï', 'usernameChars'],
      ['me', 'usernameLength'],
      [`m${'x'.repeat(32)}`, 'usernameLength'],
    ])('%s → %s', (username, key) => {
      expect(errorsFor(validRegistration({ username }))).toEqual({ username: key });
    });

    it.each(['mei', 'Mei_Tan_2', `m${'x'.repeat(31)}`])('accepts %s', (username) => {
      expect(errorsFor(validRegistration({ username }))).toEqual({});
      expect(USERNAME_PATTERN.test(username)).toBe(true);
    });
  });

  describe('password', () => {
    it.each([
      ['Abc1234', 'passwordLength'],
      [`Abc1${'x'.repeat(17)}`, 'passwordLength'],
      ['Secret 12', 'passwordSpecial'],
      ['Secret12\u0007', 'passwordSpecial'],
      ['Secret12\n', 'passwordSpecial'],
      ['SecretPass', 'passwordDigit'],
      ['secret123', 'passwordUppercase'],
      ['SECRET123', 'passwordLowercase'],
    ])('%s → %s', (password, key) => {
      expect(errorsFor(validRegistration({ password, repassword: password }))).toEqual({ password: key });
    });

    // Most Korean sites require a symbol: a Korean visitor's usual password must pass.
    it.each([
      'Hanbit2026!',
      'Secret12!',
      'P@ss#w0rd$%^&*',
      'Tokyo~2026[ok]',
      'Seoul_2026"\'',
      'Hanbit2026한',
    ])('accepts symbols and other printable characters: %s', (password) => {
      expect(errorsFor(validRegistration({ password, repassword: password }))).toEqual({});
    });

    it('accepts 8 and 20 characters', () => {
      for (const password of ['Secret12', `Secret12${'a'.repeat(12)}`]) {
        expect(errorsFor(validRegistration({ password, repassword: password }))).toEqual({});
      }
    });
  });

  it('wants the repeated password to match', () => {
    expect(errorsFor(validRegistration({ repassword: 'Secret124' }))).toEqual({
      repassword: 'passwordMismatch',
    });
    // Reported together with other problems, so the visitor sees them at once.
    expect(errorsFor(validRegistration({ repassword: 'Other1234', company: '' }))).toEqual({
      repassword: 'passwordMismatch',
      company: 'required',
    });
  });

  it('wants app_url to be a valid URL', () => {
    for (const app_url of ['not a url', 'ftp://example.com/app', 'https://localhost']) {
      expect(errorsFor(validRegistration({ app_url }))).toEqual({ app_url: 'url' });
    }
  });

  it('takes is_cooperate_with_mws as 1 or 2 only', () => {
    for (const value of [1, 2, '1', '2'])
      expect(errorsFor(validRegistration({ is_cooperate_with_mws: value }))).toEqual({});
    for (const value of [0, 3, 'yes', true]) {
      expect(errorsFor(validRegistration({ is_cooperate_with_mws: value }))).toEqual({
        is_cooperate_with_mws: 'required',
      });
    }
  });

  it('wants the user service agreement and privacy policy accepted', () => {
    expect(errorsFor(validRegistration({ agreement: false }))).toEqual({ agreement: 'agreementRequired' });
    expect(errorsFor(without('agreement'))).toEqual({ agreement: 'agreementRequired' });
  });

  it('takes the documented choices and nothing else', () => {
    for (const company_type of REGISTER_COMPANY_TYPES)
      expect(errorsFor(validRegistration({ company_type }))).toEqual({});
    for (const team_size of TEAM_SIZES) expect(errorsFor(validRegistration({ team_size }))).toEqual({});
    for (const willFeature of WILL_FEATURES)
      expect(errorsFor(validRegistration({ willFeature }))).toEqual({});
    expect(errorsFor(validRegistration({ company_type: 'bank' }))).toEqual({ company_type: 'required' });
    expect(errorsFor(validRegistration({ team_size: '100' }))).toEqual({ team_size: 'required' });
    expect(errorsFor(validRegistration({ interested_in: [] }))).toEqual({ interested_in: 'required' });
    expect(errorsFor(validRegistration({ contact_type: { method: 'kakao', account: '' } }))).toEqual({
      'contact_type.account': 'required',
    });
  });
});

describe('isUsernameFormat (the form checks a name before asking the server, without loading zod)', () => {
  it('accepts exactly what registerUsernameQuery accepts', () => {
    const names = [
      '',
      ' ',
      'me',
      'mei',
      ' mei ',
      '\tmei\n',
      'Mei_Tan_2',
      '1mei',
      '_mei',
      'mei-tan',
      'mei tan',
      'meï',
      'ｍｅｉ',
      'mei\n2',
      `m${'x'.repeat(31)}`,
      `m${'x'.repeat(32)}`,
      ` m${'x'.repeat(31)} `,
    ];
    for (const first of ['a', 'Z', '0', '_', '-', ' ', 'é'])
      for (const rest of ['', 'b', 'bc', 'b_c', 'b c', 'b-c', '__', '99']) names.push(first + rest);
    for (const username of names)
      expect(isUsernameFormat(username), JSON.stringify(username)).toBe(
        registerUsernameQuery.safeParse({ username }).success,
      );
  });
});
