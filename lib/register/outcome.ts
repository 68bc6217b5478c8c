import { outcomeByStatus } from '@/lib/outbox/outcome';
import type { Outcome } from '@/lib/outbox/types';
import type { UpstreamAnswer } from '@/lib/upstream/answer';

// What POST /api/register answers (docs/PRODUCT.md, HTTP API), and how an answer of the selfserve API (or the
// embedded backend) is read. A refusal (address registered, name taken, wrong code) is a final answer for the
// visitor: the row is settled as delivered, not retried and not listed as failed.

export type RegisterResult =
  | { outcome: 'activated'; daysValid: number; expiredDate: string; loginUrl: string }
  | { outcome: 'review' }
  /** The upstream could not be reached in time: the application is stored and delivered later. */
  | { outcome: 'pending' };

export const REGISTER_REFUSALS = [
  'email_registered',
  'username_taken',
  'code_invalid',
  'code_expired',
  'code_locked',
] as const;
export type RegisterRefusal = (typeof REGISTER_REFUSALS)[number];

export function refusalOf(answer: UpstreamAnswer): RegisterRefusal | null {
  const error = (answer.body as { error?: unknown } | null)?.error;
  if (answer.status !== 400 && answer.status !== 409) return null;
  return (REGISTER_REFUSALS as readonly unknown[]).includes(error) ? (error as RegisterRefusal) : null;
}

export function registerOutcome(answer: UpstreamAnswer): Outcome {
  return refusalOf(answer) ? 'delivered' : outcomeByStatus(answer.status, answer.body);
}

/** The visitor's answer for a delivered 2xx: only the fields of the contract, whatever else the upstream sent. */
export function resultFromBody(body: unknown, fallbackLoginUrl: string): RegisterResult {
  const value = (body ?? {}) as Record<string, unknown>;
  if (value.outcome === 'activated') {
    const days = Number(value.daysValid);
    const expired = typeof value.expiredDate === 'string' ? new Date(value.expiredDate) : null;
    if (Number.isFinite(days) && days > 0 && expired && !Number.isNaN(expired.getTime())) {
      return {
        outcome: 'activated',
        daysValid: days,
        expiredDate: expired.toISOString(),
        loginUrl:
          typeof value.loginUrl === 'string' && /^https?:\/\//.test(value.loginUrl)
            ? value.loginUrl
            : fallbackLoginUrl,
      };
    }
  }
  return { outcome: 'review' };
}

/** The password never stays in a settled outbox row, nor in anything printed from one. */
export function redactRegisterPayload(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  const copy: Record<string, unknown> = { ...(payload as Record<string, unknown>) };
  if ('password' in copy) copy.password = '[redacted]';
  if ('repassword' in copy) copy.repassword = '[redacted]';
  if ('validate_code' in copy) copy.validate_code = '[redacted]';
  return copy;
}
