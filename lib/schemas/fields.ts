import * as z from 'zod/mini';
import { IM_TYPES, INTERESTS } from './contact-options';
import { isCountryCode, type CountryCode } from './countries';
import { isMessageKey, type MessageKey } from './message-keys';

export { isMessageKey, MESSAGE_KEYS, type MessageKey } from './message-keys';

// Field builders shared by the form schemas. Schemas run in the browser (react-hook-form) and on the server,
// so nothing here may import server-only code. Error messages are message KEYS the UI translates.
// A field may collect several issues; the first one is its message (fieldErrors() and zodResolver agree).
// No check uses `abort: true`: an explicitly aborted issue would stop cross-field rules from running.
// The schemas use zod/mini, the functional API of zod 4 that bundlers can tree-shake: classic `zod` cannot be,
// and put the whole library on every page with a form. Checks run in the order listed, as classic chaining did.

// Control characters and line breaks in a one-line field would end up in mail headers and CSV cells.
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** A required one-line text: trimmed, control characters turned into spaces, at most `max` characters. */
export function requiredLine(max: number, emptyKey: MessageKey = 'required') {
  return z.string({ error: emptyKey }).check(
    z.overwrite((value) => value.replace(LINE_BREAKS_AND_CONTROLS, ' ')),
    z.trim(),
    z.minLength(1, { error: emptyKey }),
    z.maxLength(max, { error: 'tooLong' }),
  );
}

/** An optional multi-line text; empty means absent. */
export function optionalText(max: number) {
  return z.pipe(
    z.optional(z.string({ error: 'required' }).check(z.trim(), z.maxLength(max, { error: 'tooLong' }))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );
}

export const EMAIL_MAX = 254;

/** A required e-mail address: `emptyKey` when empty, `email` when malformed. */
export function emailField(emptyKey: MessageKey = 'required') {
  return z
    .string({ error: emptyKey })
    .check(
      z.trim(),
      z.minLength(1, { error: emptyKey }),
      z.maxLength(EMAIL_MAX, { error: 'email' }),
      z.email({ error: 'email' }),
    );
}

/** A required absolute http(s) URL. */
export function httpUrlField(emptyKey: MessageKey = 'required') {
  return z
    .string({ error: emptyKey })
    .check(
      z.trim(),
      z.minLength(1, { error: emptyKey }),
      z.maxLength(2000, { error: 'tooLong' }),
      z.refine(isHttpUrl, { error: 'url' }),
    );
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
  const field = z.string({ error: 'required' }).check(z.refine(isCountryCode, { error: 'required' }));
  // Classic zod's .refine() narrowed the output to the guard's type; a zod/mini check keeps `string`.
  return field as typeof field & z.ZodMiniType<CountryCode, string>;
}

/** One of the given keys; anything else reads as "not chosen". */
export function choiceField<const T extends readonly [string, ...string[]]>(
  keys: T,
  errorKey: MessageKey = 'required',
) {
  return z.enum(keys, { error: errorKey });
}

/**
 * A messenger and the account on it: `{[typeKey]: one of IM_TYPES, account}` (the contact form names the
 * messenger `type`, the registration `method`). Which messengers a form offers depends on its locale; the
 * server takes any of them.
 */
export function messengerField<const TypeKey extends string>(typeKey: TypeKey) {
  const shape = { [typeKey]: choiceField(IM_TYPES), account: requiredLine(100) } as Record<
    TypeKey,
    z.ZodMiniEnum<{ [K in (typeof IM_TYPES)[number]]: K }>
  > & { account: ReturnType<typeof requiredLine> };
  return z.object(shape, { error: 'required' });
}

/** What the visitor is interested in: at least one of INTERESTS, each once. */
export function interestsField() {
  return z.array(choiceField(INTERESTS), { error: 'required' }).check(
    z.minLength(1, { error: 'required' }),
    z.maxLength(INTERESTS.length, { error: 'required' }),
    z.refine((keys) => new Set(keys).size === keys.length, { error: 'required' }),
  );
}

/** The client-generated key that makes a resubmission of the same form return the first answer. */
export function idempotencyKeyField() {
  return z.uuid({ error: 'required' });
}

/** The honeypot: invisible to people, so anything in it came from a bot. */
export function honeypotField() {
  return z.optional(z.string().check(z.maxLength(1000)));
}

/**
 * Turns a failed parse into `{<field>: <message key>}`: the first problem per field, nested paths dotted,
 * `_` for the body as a whole. A message that is not one of MESSAGE_KEYS (a default of zod's own) reads `required`.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= isMessageKey(issue.message) ? issue.message : 'required';
  }
  return fields;
}
