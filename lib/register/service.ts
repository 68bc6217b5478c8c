import 'server-only';
import { randomUUID } from 'node:crypto';
import { upstreamUrl } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { HttpError } from '@/lib/http/errors';
import type { UpstreamAnswer } from '@/lib/upstream/answer';
import { callUpstream } from '@/lib/upstream/http';
import { isEmailRegistered, isUsernameTaken } from './checks';
import { issueCode } from './issue-code';
import { CHECK_MIN_MS } from './limits';

// The registration's read calls and the code request, against the selfserve API when SELFSERVE_API_URL is
// set and against the embedded backend otherwise. These need an answer now, so they are not queued: an
// unreachable upstream is a 503 the form shows as "try again".

export function selfserveConfigured(): boolean {
  return upstreamUrl('selfserve') !== undefined;
}

function unavailable(): HttpError {
  return new HttpError(503, { error: 'unavailable' }, { 'Retry-After': '30' });
}

async function upstream(request: Parameters<typeof callUpstream>[1]): Promise<UpstreamAnswer> {
  try {
    return await callUpstream('selfserve', request);
  } catch (error) {
    console.warn('[register] selfserve API unreachable:', error instanceof Error ? error.message : error);
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
    selfserveConfigured()
      ? flag(await upstream({ method: 'GET', path: '/register/email', params: { email } }), 'registered')
      : isEmailRegistered(db, email),
  );
}

export function checkUsernameAvailable(db: Db, username: string): Promise<boolean> {
  return atLeast(CHECK_MIN_MS, async () =>
    selfserveConfigured()
      ? flag(await upstream({ method: 'GET', path: '/register/username', params: { username } }), 'available')
      : !(await isUsernameTaken(db, username)),
  );
}

/** 202 sent; 429 `resend_too_soon` (with retryAfter) when the upstream or the embedded backend refuses. */
export async function requestCode(db: Db, email: string, locale: string): Promise<UpstreamAnswer> {
  if (!selfserveConfigured()) return issueCode(db, email, locale);
  const answer = await upstream({
    method: 'POST',
    path: '/register/code',
    data: { email, locale },
    idempotencyKey: randomUUID(),
  });
  if (answer.status >= 200 && answer.status < 300) return { status: 202, body: { status: 'sent' } };
  if (answer.status === 429) {
    const retryAfter = Number((answer.body as { retryAfter?: unknown } | null)?.retryAfter);
    return { status: 429, body: { error: 'resend_too_soon', retryAfter: retryAfter > 0 ? retryAfter : 60 } };
  }
  throw unavailable();
}
