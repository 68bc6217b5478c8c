import type { RateLimitRule } from '@/lib/http';

// Limits of the registration endpoints (README "Rate limits"). Counted in the database like every limit.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const REGISTER_LIMITS = {
  /** E-mail checks per IP: enough for a person, too few to list accounts. */
  emailCheckPerIp: { bucket: 'register:email-check:ip', limit: 30, windowMs: 10 * MINUTE },
  /** Username checks per IP (one per pause while typing). */
  usernameCheckPerIp: { bucket: 'register:username-check:ip', limit: 120, windowMs: 10 * MINUTE },
  /** Codes per IP and per address. */
  codePerIp: { bucket: 'register:code:ip', limit: 30, windowMs: HOUR },
  codePerEmail: { bucket: 'register:code:email', limit: 5, windowMs: HOUR },
  /** A new code for the same address only after 60 s. */
  codeResend: { bucket: 'register:code:resend', limit: 1, windowMs: MINUTE },
  /** Submissions per IP. */
  submitPerIp: { bucket: 'register:submit:ip', limit: 20, windowMs: 10 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** The e-mailed code: 6 digits, valid 10 minutes, 5 wrong tries, 60 s before a new one. */
export const CODE_RULES = {
  ttlMs: 10 * MINUTE,
  maxWrongTries: 5,
  resendAfterMs: MINUTE,
} as const;

/** The e-mail and username checks take at least this long, found or not. */
export const CHECK_MIN_MS = 300;
