import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';
import { IM_TYPES, INTERESTS, PRODUCT_TYPES } from './contact';
import {
  choiceField,
  countryField,
  emailField,
  honeypotField,
  httpUrlField,
  idempotencyKeyField,
  optionalText,
  requiredLine,
} from './fields';

// The trial registration form (spec §3 and §5, DESIGN §3 field shapes). Shared by the form (react-hook-form
// resolver) and POST /api/register. Every rule has its own message key, translated by the form.

export { IM_TYPES, INTERESTS, PRODUCT_TYPES };

export const REGISTER_COMPANY_TYPES = [
  'ecommerce',
  'agency',
  'press',
  'games',
  'non_game_apps',
  'developer',
  'advertiser',
  'others',
] as const;

export const TEAM_SIZES = ['1', '2-5', '6-10', '11-20', '21-40', '41-60', '60+'] as const;

/** willFeature: playable only, video only, both. */
export const WILL_FEATURES = ['pl', 'video', 'plvideo'] as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const CODE_LENGTH = 6;
export const REGISTER_MESSAGE_MAX = 2000;

/** The whole username rule in one expression (the field reports which part failed). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,31}$/;

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

/** Password: 8–20 characters, a digit, a capital and a lowercase letter, letters and digits only. */
export function passwordField() {
  return z.string({ error: 'required' }).check(
    z.minLength(1, { error: 'required' }),
    z.refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX, {
      error: 'passwordLength',
    }),
    z.refine((value) => /^[A-Za-z0-9]*$/.test(value), { error: 'passwordSpecial' }),
    z.refine((value) => /[0-9]/.test(value), { error: 'passwordDigit' }),
    z.refine((value) => /[A-Z]/.test(value), { error: 'passwordUppercase' }),
    z.refine((value) => /[a-z]/.test(value), { error: 'passwordLowercase' }),
  );
}

/** The e-mailed code: six digits. */
export function codeField() {
  return z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.regex(/^\d{6}$/, { error: 'codeFormat' }));
}

const contactTypeField = z.object(
  {
    method: choiceField(IM_TYPES),
    account: requiredLine(100),
  },
  { error: 'required' },
);

const interestsField = z.array(choiceField(INTERESTS), { error: 'required' }).check(
  z.minLength(1, { error: 'required' }),
  z.maxLength(INTERESTS.length, { error: 'required' }),
  z.refine((keys) => new Set(keys).size === keys.length, { error: 'required' }),
);

/** 1 = has worked with Mindworks, 2 = has not. A radio group sends "1"/"2"; the API takes the number. */
const cooperateField = z.pipe(
  z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: 'required' }),
  z.transform((value: 1 | 2 | '1' | '2') => Number(value) as 1 | 2),
);

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
    contact_type: contactTypeField,
    isMtg: z._default(z.boolean({ error: 'required' }), false),
    /** The ad network username; "N/A" when there is none. */
    m_username: requiredLine(100),
    /** The analytics tool username; "N/A" when there is none. */
    ga_username: requiredLine(100),
    willFeature: choiceField(WILL_FEATURES),
    interested_in: interestsField,
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
