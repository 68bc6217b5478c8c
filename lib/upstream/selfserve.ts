import { randomUUID } from 'node:crypto';
import { upstreamUrl } from '@/lib/config';
import { isEmailRegistered, isUsernameTaken } from '@/lib/register/checks';
import { registerTrial } from '@/lib/register/embedded';
import { issueCode } from '@/lib/register/issue-code';
import type { RegisterPayload } from '@/lib/schemas/register';
import type { UpstreamAnswer } from './answer';
import { callUpstream } from './http';
import type { PortCall } from './port';
import type { Db } from '@/lib/db/client';

// The selfserve API (docs/upstream.openapi.yaml): the trial registration, its e-mailed code and the two
// checks. One port, two implementations — HTTP when SELFSERVE_API_URL is set, the embedded backend
// otherwise — chosen in selfserveApi() and nowhere else. Every method answers what the HTTP API answers.

export interface SelfserveApi {
  /** POST /register: 201 result, 409 email_registered | username_taken, 400 code_invalid | code_expired | code_locked. */
  register(call: PortCall<RegisterPayload>): Promise<UpstreamAnswer>;
  /** POST /register/code: 202 sent, 429 {error: "resend_too_soon", retryAfter}. */
  requestCode(db: Db, email: string, locale: string): Promise<UpstreamAnswer>;
  /** GET /register/email: 200 {registered}. */
  emailRegistered(db: Db, email: string): Promise<UpstreamAnswer>;
  /** GET /register/username: 200 {available}. */
  usernameAvailable(db: Db, username: string): Promise<UpstreamAnswer>;
}

const overHttp: SelfserveApi = {
  register: (call) =>
    callUpstream('selfserve', {
      method: 'POST',
      path: '/register',
      data: call.payload,
      idempotencyKey: call.idempotencyKey,
      timeoutMs: call.timeoutMs,
      signal: call.signal,
    }),
  requestCode: (_db, email, locale) =>
    callUpstream('selfserve', {
      method: 'POST',
      path: '/register/code',
      data: { email, locale },
      idempotencyKey: randomUUID(),
    }),
  emailRegistered: (_db, email) =>
    callUpstream('selfserve', { method: 'GET', path: '/register/email', params: { email } }),
  usernameAvailable: (_db, username) =>
    callUpstream('selfserve', { method: 'GET', path: '/register/username', params: { username } }),
};

const embedded: SelfserveApi = {
  register: (call) => registerTrial(call.db, call.idempotencyKey, call.payload),
  requestCode: (db, email, locale) => issueCode(db, email, locale),
  emailRegistered: async (db, email) => ({
    status: 200,
    body: { registered: await isEmailRegistered(db, email) },
  }),
  usernameAvailable: async (db, username) => ({
    status: 200,
    body: { available: !(await isUsernameTaken(db, username)) },
  }),
};

export function selfserveApi(): SelfserveApi {
  return upstreamUrl('selfserve') ? overHttp : embedded;
}

/** Whether the real selfserve API is configured (the embedded backend answers otherwise). */
export function selfserveConfigured(): boolean {
  return upstreamUrl('selfserve') !== undefined;
}
