import 'server-only';
import type { Db } from '@/lib/db/client';
import { HttpError } from '@/lib/http/errors';
import { logger } from '@/lib/log';
import type { UpstreamAnswer } from '@/lib/upstream/answer';
import { selfserveApi } from '@/lib/upstream/selfserve';
import { CHECK_MIN_MS } from './limits';

// The registration's read calls and the code request, through the selfserve port (the real API when
// SELFSERVE_API_URL is set, the embedded backend otherwise). These need an answer now, so they are not queued:
// an unreachable upstream is a 503 the form shows as "try again".

function unavailable(): HttpError {
  return new HttpError(503, { error: 'unavailable' }, { 'Retry-After': '30' });
}

async function reach(call: () => Promise<UpstreamAnswer>): Promise<UpstreamAnswer> {
  try {
    return await call();
  } catch (error) {
    logger('register').warn({ err: error }, 'selfserve API unreachable');
    throw unavailable();
  }
}

function flag(answer: UpstreamAnswer, field: 'registered' | 'available'): boolean {
  const value = (answer.body as Record<string, unknown> | null)?.[field];
  if (answer.status !== 200 || typeof value !== 'boolean') throw unavailable();
  return value;
}

/** Runs `work` and answers no sooner than CHECK_MIN_MS after the start, whatever it found. */
export async function atLeast<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const settle = () =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, minMs - (Date.now() - started))));
  try {
    const result = await work();
    await settle();
    return result;
  } catch (error) {
    await settle();
    throw error;
  }
}

export function checkEmail(db: Db, email: string): Promise<boolean> {
  return atLeast(CHECK_MIN_MS, async () =>
    flag(await reach(() => selfserveApi().emailRegistered(db, email)), 'registered'),
  );
}

export function checkUsernameAvailable(db: Db, username: string): Promise<boolean> {
  return atLeast(CHECK_MIN_MS, async () =>
    flag(await reach(() => selfserveApi().usernameAvailable(db, username)), 'available'),
  );
}

/** 202 sent; 429 `resend_too_soon` (with retryAfter) when the upstream or the embedded backend refuses. */
export async function requestCode(db: Db, email: string, locale: string): Promise<UpstreamAnswer> {
  const answer = await reach(() => selfserveApi().requestCode(db, email, locale));
  if (answer.status >= 200 && answer.status < 300) return { status: 202, body: { status: 'sent' } };
  if (answer.status === 429) {
    const retryAfter = Number((answer.body as { retryAfter?: unknown } | null)?.retryAfter);
    return { status: 429, body: { error: 'resend_too_soon', retryAfter: retryAfter > 0 ? retryAfter : 60 } };
  }
  throw unavailable();
}
