import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { outbox, trialAccounts } from '@/lib/db/schema';
import '@/lib/deliveries';
import { displayPayload } from '@/lib/outbox/registry';
import { payloadOf } from '@/lib/outbox/store';
import { startOutboxWorker } from '@/lib/outbox/worker';
import { FAST_OUTBOX } from '../backend/support/env';
import { nextIp } from '../backend/support/forms';
import {
  healthy,
  startFakeUpstream,
  type FakeUpstream,
  type ReceivedRequest,
} from '../backend/support/upstream';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';
import { waitFor } from '../backend/support/wait';
import { checkEmail, checkUsername, register, sendCode } from './support-http';
import { uniqueEmail, validRegistration } from './support';

// With SELFSERVE_API_URL set, the registration goes to the selfserve API: the checks and the code request
// directly (the visitor waits for them), the submission through the outbox with its idempotency key, so an
// outage during the submit loses nothing: the visitor hears "pending" and the row is delivered later.

const ACTIVATED = {
  outcome: 'activated',
  daysValid: 7,
  expiredDate: '2026-12-01T00:00:00.000Z',
  loginUrl: 'https://app.adforge-ads.com/login',
};

describe.each(DRIVERS)('trial registration through the selfserve upstream on %s', (driver) => {
  let site: SiteUnderTest;
  let upstream: FakeUpstream;

  const selfserve = (request: ReceivedRequest) => {
    const url = new URL(request.path, 'http://upstream');
    if (url.pathname === '/register/email')
      return { status: 200, body: { registered: url.searchParams.get('email') === 'taken@example.com' } };
    if (url.pathname === '/register/username')
      return { status: 200, body: { available: url.searchParams.get('username') !== 'taken_name' } };
    if (url.pathname === '/register/code') return { status: 202, body: { sent: true } };
    if (url.pathname === '/register') {
      const body = request.body as { username?: string };
      if (body.username === 'taken_name') return { status: 409, body: { error: 'username_taken' } };
      return { status: 201, body: { ...ACTIVATED, internal: 'not for visitors' } };
    }
    return healthy();
  };

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    site = await setUpSite(driver, {
      ...FAST_OUTBOX,
      UPSTREAM_TIMEOUT_MS: '2000',
      SELFSERVE_API_URL: upstream.url,
      TRUST_PROXY: '1',
    });
    startOutboxWorker();
  });

  afterAll(async () => {
    await site?.teardown();
    await upstream?.close();
  });

  it('asks the upstream whether an address is registered and a name free, in constant time', async () => {
    upstream.behave(selfserve);
    const ip = nextIp();
    expect((await checkEmail('taken@example.com', ip)).body).toEqual({ registered: true });
    expect((await checkEmail('free@example.com', ip)).body).toEqual({ registered: false });
    expect((await checkUsername('taken_name', ip)).body).toEqual({ available: false });
    expect((await checkUsername('free_name', ip)).body).toEqual({ available: true });
    expect(upstream.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining([
        '/register/email?email=taken%40example.com',
        '/register/username?username=free_name',
      ]),
    );
  });

  it('asks the upstream for the code, keeping the 60 s wait itself', async () => {
    upstream.behave(selfserve);
    const email = uniqueEmail();
    const ip = nextIp();
    expect(await sendCode(email, ip, 'zh-CN')).toMatchObject({ status: 202 });
    const sent = upstream.requests.filter((request) => request.path === '/register/code');
    expect(sent.at(-1)?.body).toEqual({ email, locale: 'zh-CN' });
    expect(sent.at(-1)?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sendCode(email, ip)).toMatchObject({ status: 429, body: { error: 'resend_too_soon' } });
    expect(upstream.requests.filter((request) => request.path === '/register/code')).toHaveLength(
      sent.length,
    );
  });

  it('delivers a registration with its idempotency key and answers with the contract fields only', async () => {
    upstream.behave(selfserve);
    const form = validRegistration({ validate_code: '482913' });
    const answer = await register(form, nextIp());
    expect(answer).toMatchObject({ status: 201, body: ACTIVATED });
    expect(answer.body).not.toHaveProperty('internal');
    const received = upstream.stored.get(form.idempotencyKey as string);
    expect(received?.body).toMatchObject({
      email: form.email,
      username: form.username,
      password: 'Tulip7Harbor',
      validate_code: '482913',
    });
    expect(received?.body).not.toHaveProperty('repassword');
    expect(received?.body).not.toHaveProperty('idempotencyKey');

    const db = await getDb();
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, form.idempotencyKey as string));
    expect(row).toMatchObject({ kind: 'register', status: 'delivered' });
    // Delivered: the payload kept no password, neither sealed (opened here) nor in clear.
    expect(JSON.stringify(payloadOf(row))).not.toContain('Tulip7Harbor');
    expect(JSON.stringify(row)).not.toContain('Tulip7Harbor');
    // Nothing is stored locally: the upstream owns the accounts.
    expect(await db.select().from(trialAccounts)).toEqual([]);
  });

  it('passes a refusal of the upstream on to the visitor as a final answer', async () => {
    upstream.behave(selfserve);
    const form = validRegistration({ username: 'taken_name' });
    expect(await register(form, nextIp())).toMatchObject({ status: 409, body: { error: 'username_taken' } });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, form.idempotencyKey as string));
    expect(row.status).toBe('delivered');
  });

  it(
    'keeps a registration made during an outage and delivers it once the upstream is back',
    { timeout: 30_000 },
    async () => {
      upstream.behave(() => ({ status: 503, body: { error: 'maintenance' } }));
      const form = validRegistration();
      const key = form.idempotencyKey as string;
      const during = await register(form, nextIp());
      expect(during).toMatchObject({ status: 202, body: { outcome: 'pending' } });
      // The checks need an answer now: during the outage they say so.
      expect(await checkEmail(uniqueEmail(), nextIp())).toMatchObject({
        status: 503,
        body: { error: 'unavailable' },
      });
      expect(await sendCode(uniqueEmail(), nextIp())).toMatchObject({ status: 503 });

      const db = await getDb();
      const [pending] = await db.select().from(outbox).where(eq(outbox.idempotencyKey, key));
      expect(pending.status).toBe('pending');
      // The operator's listing never shows the password, even of a row still waiting.
      expect(JSON.stringify(displayPayload(pending.kind, payloadOf(pending)))).not.toContain('Tulip7Harbor');
      // Still pending, it needs the password to deliver: kept, but sealed, never in clear.
      expect(JSON.stringify(payloadOf(pending))).toContain('Tulip7Harbor');
      expect(JSON.stringify(pending)).not.toContain('Tulip7Harbor');

      // A hanging upstream is no better; then it comes back.
      upstream.behave(() => 'hang');
      await new Promise((resolve) => setTimeout(resolve, 400));
      upstream.behave(selfserve);
      await waitFor(() => upstream.stored.get(key), 'the delivery after the outage');
      const delivered = await waitFor(async () => {
        const [row] = await db.select().from(outbox).where(eq(outbox.idempotencyKey, key));
        return row.status === 'delivered' ? row : undefined;
      }, 'the row settled as delivered');
      expect(upstream.stored.get(key)?.acceptedCount).toBe(1);
      expect(JSON.stringify(payloadOf(delivered))).not.toContain('Tulip7Harbor');
      // The same submission again (the visitor's retry) now gets the upstream's answer.
      expect(await register(form, nextIp())).toMatchObject({ status: 201, body: ACTIVATED });
    },
  );
});
