import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { POST as postRegister } from '@/app/api/register/route';
import { RATE_LIMITS } from '@/lib/http';
import { REGISTER_LIMITS } from '@/lib/register/limits';
import { validRegistration } from '../register/support';
import { FAST_OUTBOX } from './support/env';
import { call, jsonRequest, nextIp, validContact } from './support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';

// The submission helper answers a repeated idempotency key before any rate limit (docs/PRODUCT.md, HTTP API): a visitor
// whose IP has reached its limit and who repeats a submission (a lost answer, a double click, a reload) learns
// what happened to it, instead of a 429 that says nothing. A new submission from that IP is still refused.

describe.each(DRIVERS)('idempotent replay before the rate limit on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, { ...FAST_OUTBOX, TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  /** Posts `makeBody()` from one IP until the route answers 429; returns the first body and its answer. */
  async function fillLimit(
    handler: typeof postContact,
    path: string,
    limit: number,
    makeBody: () => Record<string, unknown>,
  ) {
    const ip = nextIp();
    const first = makeBody();
    const firstAnswer = await call(handler, jsonRequest(path, first, { ip }));
    for (let i = 1; i < limit; i++) await call(handler, jsonRequest(path, makeBody(), { ip }));
    const refused = await call(handler, jsonRequest(path, makeBody(), { ip }));
    expect(refused.status).toBe(429);
    return { ip, first, firstAnswer };
  }

  it('contact: a repeat from an IP at its limit gets its first answer, a new submission 429', async () => {
    const { ip, first, firstAnswer } = await fillLimit(
      postContact,
      '/api/contact',
      RATE_LIMITS.contactPerIp.limit,
      () => validContact(),
    );
    expect(firstAnswer.status).toBe(202);
    const repeat = await call(postContact, jsonRequest('/api/contact', first, { ip }));
    expect(repeat).toMatchObject({ status: 202, body: firstAnswer.body });
  });

  it('newsletter: the same, with a key', async () => {
    const { ip, first, firstAnswer } = await fillLimit(
      postNewsletter,
      '/api/newsletter',
      RATE_LIMITS.newsletterPerIp.limit,
      () => ({
        email: `reader.${randomUUID().slice(0, 8)}@example.com`,
        locale: 'en',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(firstAnswer.status).toBe(201);
    const repeat = await call(postNewsletter, jsonRequest('/api/newsletter', first, { ip }));
    expect(repeat).toMatchObject({ status: 201, body: firstAnswer.body });
  });

  it('registration: a refused application repeated at the limit gets its refusal, not 429', async () => {
    // No code was ever sent: the embedded backend refuses with code_expired, a final answer.
    const { ip, first, firstAnswer } = await fillLimit(
      postRegister,
      '/api/register',
      REGISTER_LIMITS.submitPerIp.limit,
      () => validRegistration(),
    );
    expect(firstAnswer).toMatchObject({ status: 400, body: { error: 'code_expired' } });
    const repeat = await call(postRegister, jsonRequest('/api/register', first, { ip }));
    expect(repeat).toMatchObject({ status: 400, body: { error: 'code_expired' } });
  });
});
