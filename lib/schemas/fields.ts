import { z } from 'zod';
import { isCountryCode } from './countries';

// Field builders shared by the form schemas. Schemas run in the browser (react-hook-form) and on the server,
// so nothing here may import server-only code. Error messages are message KEYS the UI translates.
// A field may collect several issues; the first one is its message (fieldErrors() and zodResolver agree).
// No check uses `abort: true`: an explicitly aborted issue would stop cross-field rules from running.

export const MESSAGE_KEYS = [
  'required',
  'email',
  'url',
  'productTypeRequired',
  'productLinkRequired',
  'crossBorderRequired',
  'tooLong',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** The registration form's own keys (lib/schemas/register.ts): one per rule of spec §5. */
export const REGISTER_MESSAGE_KEYS = [
  'codeFormat',
  'usernameStart',
  'usernameChars',
  'usernameLength',
  'passwordLength',
  'passwordDigit',
  'passwordUppercase',
  'passwordLowercase',
  'passwordSpecial',
  'passwordMismatch',
  'agreementRequired',
] as const;

export type RegisterMessageKey = (typeof REGISTER_MESSAGE_KEYS)[number];
/** Any message key a schema may give. */
export type AnyMessageKey = MessageKey | RegisterMessageKey;

const messageKeys: ReadonlySet<string> = new Set<string>([...MESSAGE_KEYS, ...REGISTER_MESSAGE_KEYS]);

// Control characters and line breaks in a one-line field would end up in mail headers and CSV cells.
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** A required one-line text: trimmed, control characters turned into spaces, at most `max` characters. */
export function requiredLine(max: number, emptyKey: MessageKey = 'required') {
  return z
    .string({ error: emptyKey })
    .overwrite((value) => value.replace(LINE_BREAKS_AND_CONTROLS, ' '))
    .trim()
    .min(1, { error: emptyKey })
    .max(max, { error: 'tooLong' });
}

/** An optional multi-line text; empty means absent. */
export function optionalText(max: number) {
  return z
    .string({ error: 'required' })
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const EMAIL_MAX = 254;

/** A required e-mail address: `emptyKey` when empty, `email` when malformed. */
export function emailField(emptyKey: MessageKey = 'required') {
  return z
    .string({ error: emptyKey })
    .trim()
    .min(1, { error: emptyKey })
    .max(EMAIL_MAX, { error: 'email' })
    .check(z.email({ error: 'email' }));
}

/** A required absolute http(s) URL. */
export function httpUrlField(emptyKey: MessageKey = 'required') {
  return z
    .string({ error: emptyKey })
    .trim()
    .min(1, { error: emptyKey })
    .max(2000, { error: 'tooLong' })
    .refine(isHttpUrl, { error: 'url' });
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An ISO 3166-1 alpha-2 code from COUNTRY_CODES. */
export function countryField() {
  return z.string({ error: 'required' }).refine(isCountryCode, { error: 'required' });
}

/** One of the given keys; anything else reads as "not chosen". */
export function choiceField<const T extends readonly [string, ...string[]]>(
  keys: T,
  errorKey: MessageKey = 'required',
) {
  return z.enum(keys, { error: errorKey });
}

/** The client-generated key that makes a resubmission of the same form return the first answer. */
export function idempotencyKeyField() {
  return z.uuid({ error: 'required' });
}

/** The honeypot: invisible to people, so anything in it came from a bot. */
export function honeypotField() {
  return z.string().max(1000).optional();
}

/**
 * Turns a failed parse into `{<field>: <message key>}`: the first problem per field, nested paths dotted,
 * `_` for the body as a whole. A message that is not one of MESSAGE_KEYS (zod's own English) reads `required`.
 */
export function fieldErrors(error: z.ZodError): Record<string, AnyMessageKey> {
  const fields: Record<string, AnyMessageKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= messageKeys.has(issue.message) ? (issue.message as AnyMessageKey) : 'required';
  }
  return fields;
}
