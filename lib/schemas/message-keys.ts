// The message keys every form schema reports and the UI translates (under the `FormErrors` namespace).
// Free of zod on purpose: the forms read these while their page starts, and load the schemas themselves
// only when they first validate (lib/forms/lazy-resolver.ts).

export const MESSAGE_KEYS = [
  'required',
  'email',
  'url',
  'productTypeRequired',
  'productLinkRequired',
  'crossBorderRequired',
  'tooLong',
  // A NUL or a broken character (lone surrogate) the server cannot store (lib/http/guards.ts readJson).
  'invalidCharacters',
  // Registration (lib/schemas/register.ts): one key per rule.
  'codeFormat',
  'usernameStart',
  'usernameChars',
  'usernameLength',
  'passwordLength',
  'passwordDigit',
  'passwordUppercase',
  'passwordLowercase',
  'passwordSpecial',
  // Checked by the server only (lib/register/common-passwords.ts): the list is too big for a page.
  'passwordCommon',
  'passwordMismatch',
  'agreementRequired',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

const messageKeys: ReadonlySet<string> = new Set(MESSAGE_KEYS);

/** Whether a value is one of the shared message keys (translated under the `FormErrors` namespace). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && messageKeys.has(value);
}
