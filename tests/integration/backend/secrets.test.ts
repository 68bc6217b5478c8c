import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postRegister } from '@/app/api/register/route';
import { POST as sendEmail } from '@/app/api/review/send-email/route';
import { POST as upload } from '@/app/api/review/upload/route';
import { getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { startOutboxWorker, stopOutboxWorker } from '@/lib/outbox/worker';
import { validPlayable } from '../../fixtures/playable/playables';
import { codeFromMail, validRegistration } from '../register/support';
import { sendCode } from '../register/support-http';
import { FAST_OUTBOX, setEnv } from './support/env';
import { call, jsonRequest, nextIp, validContact } from './support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';
import { waitFor } from './support/wait';

// The registration, contact and report flows run with known secrets — a password, the
// e-mailed code, addresses, a phone number, free text — through the real route handlers, delivered and made to
// fail; none of the secrets appears in anything the server logged (stdout, stderr, console), nor in clear in
// any column of any outbox row (payloads are sealed; delivered rows keep no password even sealed).

const PASSWORD = 'Zebra42Lantern';
const EMAIL = 'hidden.person.q7@example.org';
const PHONE = '+44 20 7946 0958';
const NAME = 'Quintessa Vandermeer';
const MESSAGE = 'SECRET-MESSAGE-4f9a: our launch date is confidential';
const REMARKS = 'SECRET-REMARKS-8c21: unreleased title';

interface Capture {
  text(): string;
  restore(): void;
}

/** Everything the process writes to stdout, stderr and the console from now on. */
function captureOutput(): Capture {
  const chunks: string[] = [];
  const keep = (chunk: unknown) =>
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (keep(chunk), true)),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (keep(chunk), true)),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => keep(args.map(String).join(' '))),
    ),
  ];
  return { text: () => chunks.join(''), restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** The outbox as text, to wait for states in. */
async function allOutboxRowsAsText(): Promise<string> {
  const rows = await (await getDb()).select().from(outbox);
  return JSON.stringify(rows);
}

describe.each(DRIVERS)('no secret in logs or outbox rows on %s', (driver) => {
  let site: SiteUnderTest;
  let output: Capture;
  let code = '';

  beforeAll(async () => {
    // One attempt per row: a failure marks the row failed at once, so "after failure" is reached quickly.
    site = await setUpSite(driver, {
      ...FAST_OUTBOX,
      TRUST_PROXY: '1',
      OUTBOX_MAX_ATTEMPTS: '1',
      LOG_LEVEL: 'debug',
    });
    output = captureOutput();
    startOutboxWorker();
  });

  afterEach(async () => {
    const db = await getDb();
    await db.execute(sql`alter table trial_accounts drop constraint if exists secrets_test_refuse`);
    await db.execute(sql`alter table leads drop constraint if exists secrets_test_refuse`);
  });

  afterAll(async () => {
    output?.restore();
    await stopOutboxWorker();
    await site?.teardown();
  });

  function secrets(): string[] {
    return [PASSWORD, EMAIL, PHONE, NAME, MESSAGE, REMARKS, ...(code ? [code] : [])];
  }

  async function expectNoSecretAnywhere(): Promise<void> {
    const rows = await (await getDb()).select().from(outbox);
    const logs = output.text();
    const leaks: string[] = [];
    for (const secret of secrets()) {
      for (const row of rows)
        for (const [column, value] of Object.entries(row))
          if (JSON.stringify(value ?? null).includes(secret))
            leaks.push(`outbox ${row.kind}.${column}: ${secret}`);
      if (logs.includes(secret)) leaks.push(`log output: ${secret}`);
    }
    expect(leaks).toEqual([]);
  }

  it('registration: delivered, and a registration whose account cannot be stored', async () => {
    const ip = nextIp();
    expect((await sendCode(EMAIL, ip)).status).toBe(202);
    code = await waitFor(() => codeFromMail(site.dataDir, EMAIL), 'the code mail');
    const form = validRegistration({
      email: EMAIL,
      validate_code: code,
      password: PASSWORD,
      repassword: PASSWORD,
      fullName: NAME,
      phone: PHONE,
      message: MESSAGE,
    });
    const answer = await call(postRegister, jsonRequest('/api/register', form, { ip }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await waitFor(async () => !(await allOutboxRowsAsText()).includes('"pending"'), 'every mail sent');

    // The database refuses the account (the original leak: the failed insert's error carried the whole row).
    const db = await getDb();
    await db.execute(
      sql`alter table trial_accounts add constraint secrets_test_refuse check (false) not valid`,
    );
    const other = `other.${EMAIL}`;
    expect((await sendCode(other, ip)).status).toBe(202);
    const otherCode = await waitFor(() => codeFromMail(site.dataDir, other), 'the second code mail');
    const failing = validRegistration({
      email: other,
      validate_code: otherCode,
      password: PASSWORD,
      repassword: PASSWORD,
      fullName: NAME,
      phone: PHONE,
      message: MESSAGE,
    });
    const refused = await call(postRegister, jsonRequest('/api/register', failing, { ip }));
    expect(refused.status).toBe(202);
    await waitFor(
      async () => (await allOutboxRowsAsText()).includes('"failed"'),
      'the registration marked failed',
    );
    expect(output.text()).toContain('row marked failed');
    await expectNoSecretAnywhere();
  });

  it('contact: delivered, and a lead that cannot be stored', async () => {
    const ip = nextIp();
    const lead = { email: EMAIL, phone: PHONE, full_name: NAME, message: MESSAGE };
    expect((await call(postContact, jsonRequest('/api/contact', validContact(lead), { ip }))).status).toBe(
      202,
    );
    const db = await getDb();
    await db.execute(sql`alter table leads add constraint secrets_test_refuse check (false) not valid`);
    const failing = validContact(lead);
    expect((await call(postContact, jsonRequest('/api/contact', failing, { ip }))).status).toBe(202);
    await waitFor(
      async () =>
        (await db.select().from(outbox)).some(
          (row) => row.idempotencyKey === failing.idempotencyKey && row.status === 'failed',
        ),
      'the contact marked failed',
    );
    await expectNoSecretAnywhere();
  });

  it('report mail: sent, and one the mail server never takes', async () => {
    const zip = await validPlayable(1, 'Secret_Game');
    const form = new FormData();
    form.append('file', new File([new Uint8Array(zip.buffer)], zip.fileName, { type: 'application/zip' }));
    const uploaded = await upload(
      new Request('http://localhost:3000/api/review/upload', {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': nextIp() },
      }),
      undefined,
    );
    const report = (await uploaded.json()) as { id: string };
    const mail = (key: string) => ({
      reportId: report.id,
      product_url: 'https://example.com/app',
      product_name: 'Secret Game',
      advertiser_name: 'Example Games',
      email: EMAIL,
      locale: 'en',
      remarks: `${REMARKS} — reach ${NAME} at ${EMAIL} or ${PHONE}`,
      idempotencyKey: key,
    });
    const sent = await call(
      sendEmail,
      jsonRequest('/api/review/send-email', mail(crypto.randomUUID()), { ip: nextIp() }),
    );
    expect(sent.status).toBe(202);
    const restore = setEnv({ SMTP_URL: `smtp://mailer:${PASSWORD}@127.0.0.1:9` });
    try {
      const key = crypto.randomUUID();
      const queued = await call(
        sendEmail,
        jsonRequest('/api/review/send-email', mail(key), { ip: nextIp() }),
      );
      expect(queued.body).toEqual({ status: 'queued' });
      const db = await getDb();
      await waitFor(
        async () =>
          (await db.select().from(outbox)).some(
            (row) => row.idempotencyKey === key && row.status === 'failed',
          ),
        'the report mail marked failed',
      );
    } finally {
      restore();
    }
    await expectNoSecretAnywhere();
  });
});
