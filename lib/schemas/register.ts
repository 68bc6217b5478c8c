import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';
import {
  choiceField,
  countryField,
  emailField,
  honeypotField,
  httpUrlField,
  idempotencyKeyField,
  interestsField,
  messengerField,
  optionalText,
  requiredLine,
} from './fields';
import {
  NETWORK_NONE,
  PASSWORD_CHARACTERS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRODUCT_TYPES,
  REGISTER_COMPANY_TYPES,
  REGISTER_MESSAGE_MAX,
  TEAM_SIZES,
  USERNAME_MAX,
  USERNAME_MIN,
  usesAdNetwork,
  WILL_FEATURES,
} from './register-options';

// The trial registration form (docs/PRODUCT.md, Trial registration and HTTP API). Shared by the form
// (react-hook-form resolver) and POST /api/register. Every rule has its own message key, translated by the
// form. The choices and limits live in ./register-options, which the form imports while its page starts; it
// loads this module only when it first validates.

export * from './register-options';

/** Username: starts with a letter; letters, digits and underscore; 3–32 characters. */
export function usernameField() {
  return z.string({ error: 'required' }).check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.refine((value) => /^[A-Za-z]/.test(value), { error: 'usernameStart' }),
    z.refine((value) => /^[A-Za-z0-9_]*$/.test(value), { error: 'usernameChars' }),
    z.refine((value) => value.length >= USERNAME_MIN && value.length <= USERNAME_MAX, {
      error: 'usernameLength',
    }),
  );
}

/**
 * Password: 8–20 characters with a digit, a capital and a lowercase letter. Symbols and any other printable
 * character are welcome (many Korean and Japanese sites require one); only spaces and invisible control
 * characters are refused (PASSWORD_CHARACTERS).
 */
export function passwordField() {
  return z.string({ error: 'required' }).check(
    z.minLength(1, { error: 'required' }),
    z.refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX, {
      error: 'passwordLength',
    }),
    z.refine((value) => PASSWORD_CHARACTERS.test(value), { error: 'passwordSpecial' }),
    z.refine((value) => /[0-9]/.test(value), { error: 'passwordDigit' }),
    z.refine((value) => /[A-Z]/.test(value), { error: 'passwordUppercase' }),
    z.refine((value) => /[a-z]/.test(value), { error: 'passwordLowercase' }),
  );
}

/**
 * An account on the ad network side (the network's or the analytics tool's username): optional here, and
 * required by the schema's refinement only when the visitor says they advertise on the network (isMtg).
 * Empty leaves the schema as NETWORK_NONE, the "N/A" the upstream contract expects for "none".
 */
function networkAccountField() {
  return z.pipe(
    z._default(
      z.string({ error: 'required' }).check(
        z.overwrite((value) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')),
        z.trim(),
        z.maxLength(100, { error: 'tooLong' }),
      ),
      '',
    ),
    z.transform((value: string) => value || NETWORK_NONE),
  );
}

/** The e-mailed code: six digits. */
export function codeField() {
  return z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.regex(/^\d{6}$/, { error: 'codeFormat' }));
}

/** 1 = has worked with Mindworks, 2 = has not. A radio group sends "1"/"2"; the API takes the number. */
const cooperateField = z.pipe(
  z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: 'required' }),
  z.transform((value: 1 | 2 | '1' | '2') => Number(value) as 1 | 2),
);

/** The issue of a network username left empty by a visitor who advertises on the network. */
function networkAccountRule(name: 'm_username' | 'ga_username') {
  return {
    path: [name],
    error: 'required' as const,
    // Checked while other fields are still wrong, so the visitor sees every problem at once.
    when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
  };
}

export const registerSchema = z
  .object({
    email: emailField(),
    validate_code: codeField(),
    username: usernameField(),
    password: passwordField(),
    repassword: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' })),
    region: countryField(),
    company: requiredLine(200),
    company_type: choiceField(REGISTER_COMPANY_TYPES),
    job_title: requiredLine(100),
    team_size: choiceField(TEAM_SIZES),
    fullName: requiredLine(100),
    phone: requiredLine(40),
    product_type: choiceField(PRODUCT_TYPES, 'productTypeRequired'),
    app_url: httpUrlField(),
    contact_type: messengerField('method'),
    /** Whether the visitor advertises on the ad network: only then are the two usernames below asked for. */
    isMtg: z._default(z.boolean({ error: 'required' }), false),
    /** The ad network username; "N/A" (NETWORK_NONE) when the visitor does not advertise on it. */
    m_username: networkAccountField(),
    /** The analytics tool username; "N/A" (NETWORK_NONE) when the visitor does not advertise on the network. */
    ga_username: networkAccountField(),
    willFeature: choiceField(WILL_FEATURES),
    interested_in: interestsField(),
    representative: optionalText(100),
    message: optionalText(REGISTER_MESSAGE_MAX),
    company_address: requiredLine(300),
    is_cooperate_with_mws: cooperateField,
    agreement: z.literal(true, { error: 'agreementRequired' }),
    locale: z.enum(locales, { error: 'required' }),
    idempotencyKey: idempotencyKeyField(),
    website: honeypotField(),
  })
  .check(
    z.refine(
      (form) => !usesAdNetwork(form) || form.m_username !== NETWORK_NONE,
      networkAccountRule('m_username'),
    ),
    z.refine(
      (form) => !usesAdNetwork(form) || form.ga_username !== NETWORK_NONE,
      networkAccountRule('ga_username'),
    ),
    z.refine((form) => form.password === form.repassword, {
      path: ['repassword'],
      error: 'passwordMismatch',
      // Checked while other fields are still wrong, so the visitor sees every problem at once.
      when: (payload) => {
        const value = payload.value as { password?: unknown; repassword?: unknown } | null;
        return (
          typeof value === 'object' &&
          value !== null &&
          typeof value.password === 'string' &&
          value.password !== '' &&
          typeof value.repassword === 'string' &&
          value.repassword !== ''
        );
      },
    }),
  );

/** What the form holds before validation (react-hook-form's field values). */
export type RegisterFormInput = z.input<typeof registerSchema>;
/** A validated registration. */
export type RegisterSubmission = z.output<typeof registerSchema>;
/** What travels through the outbox: the form without the repeated password, honeypot and key. */
export type RegisterPayload = Omit<RegisterSubmission, 'repassword' | 'website' | 'idempotencyKey'>;

export const registerEmailQuery = z.object({ email: emailField() });
export const registerUsernameQuery = z.object({ username: usernameField() });
export const registerCodeBody = z.object({
  email: emailField(),
  locale: z._default(z.enum(locales, { error: 'required' }), 'en'),
});
