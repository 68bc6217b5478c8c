// What may appear in a log line or an error text stored in the database. Pure functions:
// keys that name a secret or personal field are masked whatever their value; in free text, e-mail addresses,
// international phone numbers and the parameters a failed SQL query carries (the whole row it tried to write,
// password included) are masked. Nothing here knows a form: the rules are by shape, not by caller.

export const MASK = '[redacted]';

/** Field names whose values are never logged: secrets and personal data. */
const SECRET_KEY =
  /^(pass(word)?|repassword|pwd|secret|token|access_?token|refresh_?token|api_?key|authorization|cookie|set-cookie|validate_code|code|otp|email|e_?mail|phone|mobile|tel|full_?name|fullname|name|to|reply_?to|cc|bcc|account|address|company_address|im|contact_type|message|remarks|text|subject|payload|body|params|data_?key)$/i;

/** Whether a field of this name is masked wherever it appears. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
// "+49 30 1234567", "+1 (555) 010-9999": a plus, then at least 7 digits with the usual separators.
const PHONE = /\+\d(?:[\s().-]*\d){6,}/g;
// drizzle's "Failed query: <sql>\nparams: <values>" and node-postgres' "DETAIL: ... (<values>)" carry row data.
const QUERY_PARAMS = /\bparams:[\s\S]*$/i;
const DETAIL = /\bDETAIL:[\s\S]*$/;
// A bearer credential in a URL (smtp://user:pass@host) or a header echoed into an error text.
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi;

/** Masks personal data and secrets found in free text. */
export function maskText(text: string, maxLength = 2000): string {
  const masked = text
    .replace(QUERY_PARAMS, `params: ${MASK}`)
    .replace(DETAIL, `DETAIL: ${MASK}`)
    .replace(URL_CREDENTIALS, `$1${MASK}@`)
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]');
  return masked.length > maxLength ? `${masked.slice(0, maxLength - 1)}…` : masked;
}

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/**
 * An error as it may be logged or stored: its type, masked message, code, the stack's frames (not its first
 * line, which repeats the message) and its cause chain. Other properties (a query's `params`, a response's
 * `config.data`) are dropped: they are where request bodies hide.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: maskText(String(error), 500) };
  const code = (error as { code?: unknown }).code;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: maskText(error.message, 1000),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: safeError(cause, depth + 1) } : {}),
  };
}

/** A short description of a failure for the outbox's `last_error` column: masked, one line. */
export function describeFailure(error: unknown): string {
  const safe = safeError(error);
  const parts = [safe.message];
  for (let cause = safe.cause; cause; cause = cause.cause) parts.push(cause.message);
  return maskText(parts.join(' ← ').replace(/\s+/g, ' '), 1000);
}

/** Masks secret fields and free text anywhere in a value about to be logged; errors become SafeErrors. */
export function scrub(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return safeError(value);
  if (typeof value === 'string') return maskText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretKey(key) && item !== null && item !== undefined ? MASK : scrub(item, depth + 1);
  }
  return out;
}
