import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { outbox, rateLimits, trialAccounts, verificationCodes } from '@/lib/db/schema';
import { CHECK_MIN_MS, CODE_RULES, REGISTER_LIMITS } from '@/lib/register/limits';
import { verifyPassword } from '@/lib/register/password';
import { startOutboxWorker } from '@/lib/outbox/worker';
import { setEnv } from '../backend/support/env';
import { nextIp } from '../backend/support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from '../backend/support/variants';
import { waitFor } from '../backend/support/wait';
import { checkEmail, checkUsername, register, sendCode } from './support-http';
import { codeFromMail, mailsTo, uniqueEmail, uniqueUsername, validRegistration } from './support';

// The registration against the embedded selfserve backend (no SELFSERVE_API_URL), through the real route
// handlers: checks, code mail, code rules, both outcomes, refusals at submit time, limits.

describe.each(DRIVERS)('trial registration, embedded backend on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, {
      TRUST_PROXY: '1',
      TRIAL_MODE: 'instant',
      TRIAL_DAYS: '30',
      OUTBOX_POLL_MS: '50',
    });
    // The outcome mails are queued with the account and sent by the worker, as in the server.
    startOutboxWorker();
  });

  afterAll(async () => {
    await site?.teardown();
  });

  async function codeFor(email: string, ip = nextIp(), locale = 'en'): Promise<string> {
    const sent = await sendCode(email, ip, locale);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    return waitFor(() => codeFromMail(site.dataDir, email), `the code mail to ${email}`);
  }

  /** Lets the same address ask again at once: the 60 s wait is the database's, so move the clock there. */
  async function forgetResendWait(email: string): Promise<void> {
    const db = await getDb();
    const key = createHash('sha256').update(`${REGISTER_LIMITS.codeResend.bucket}\n${email}`).digest('hex');
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
    await db
      .update(verificationCodes)
      .set({ sentAt: sql`now() - interval '2 minutes'` })
      .where(eq(verificationCodes.email, email));
  }

  it('registers a new account: checks, code by mail, activated answer, hashed password, outcome mail', async () => {
    const ip = nextIp();
    const form = validRegistration({ email: uniqueEmail('Mei.Tan'), username: uniqueUsername('Mei') });
    const email = (form.email as string).toLowerCase();

    const started = Date.now();
    const emailCheck = await checkEmail(form.email as string, ip);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CHECK_MIN_MS - 5);
    expect(emailCheck).toMatchObject({ status: 200, body: { registered: false } });
    expect((await checkUsername(form.username as string, ip)).body).toEqual({ available: true });

    const code = await codeFor(form.email as string, ip);
    expect(code).toMatch(/^\d{6}$/);
    const answer = await register({ ...form, validate_code: code }, ip);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      outcome: 'activated',
      daysValid: 30,
      loginUrl: 'https://app.adforge-ads.com/login',
    });
    const expires = new Date(answer.body.expiredDate).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const db = await getDb();
    const [account] = await db.select().from(trialAccounts).where(eq(trialAccounts.email, email));
    expect(account).toMatchObject({
      username: (form.username as string).toLowerCase(),
      status: 'active',
      locale: 'en',
    });
    expect(account.passwordHash).toMatch(/^scrypt\$/);
    expect(account.passwordHash).not.toContain('Tulip7Harbor');
    expect(await verifyPassword('Tulip7Harbor', account.passwordHash)).toBe(true);
    expect(await verifyPassword('Tulip7Harbour', account.passwordHash)).toBe(false);
    expect(JSON.stringify(account.profile)).not.toContain('Tulip7Harbor');

    // The delivered outbox row keeps no password; the code is used up.
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, form.idempotencyKey as string));
    expect(row.status).toBe('delivered');
    expect(JSON.stringify(row.payload)).not.toContain('Tulip7Harbor');
    expect(await db.select().from(verificationCodes).where(eq(verificationCodes.email, email))).toEqual([]);

    await waitFor(
      () => mailsTo(site.dataDir, email).some((mail) => mail.includes('trial is active')),
      'the outcome mail',
    );

    // Now the address is registered and the name taken (whatever its case).
    expect((await checkEmail(email.toUpperCase(), ip)).body).toEqual({ registered: true });
    expect((await checkUsername((form.username as string).toUpperCase(), ip)).body).toEqual({
      available: false,
    });

    // The same submission again gets the same answer, and creates nothing.
    const again = await register({ ...form, validate_code: code }, ip);
    expect(again).toMatchObject({ status: 201, body: answer.body });
  });

  it.each([
    ['ko', '김한빛', 'Hanbit2026!', '김한빛님, 환영합니다!'],
    ['ja', '佐藤 花子', 'Sakura#2026', '佐藤 花子 様'],
    ['zh-CN', '王小明', 'Beijing@2026', '王小明，欢迎您！'],
    ['en', 'Mei Tan', 'Tulip7Harbor', 'Welcome, Mei Tan!'],
  ])(
    'greets by name in the welcome mail, in the visitor’s language (%s), a password with a symbol accepted',
    async (locale, fullName, password, greeting) => {
      const form = validRegistration({ locale, fullName, password, repassword: password });
      const email = (form.email as string).toLowerCase();
      const answer = await register(
        { ...form, validate_code: await codeFor(form.email as string, nextIp(), locale) },
        nextIp(),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const welcome = await waitFor(
        () => mailsTo(site.dataDir, email).find((mail) => mail.includes(greeting)),
        'the welcome mail',
      );
      // The first line of the body is the greeting; the username is only the log-in reminder below it.
      expect(welcome.split('\n\n')[1].split('\n')[0]).toBe(greeting);
      expect(welcome.split('\n\n')[1]).not.toContain(form.username as string);
      expect(welcome).toContain((form.username as string).toLowerCase());
    },
  );

  it('refuses a registered address and a taken username at submit time, even without the checks', async () => {
    const first = validRegistration();
    await register({ ...first, validate_code: await codeFor(first.email as string) }, nextIp());

    const sameEmail = validRegistration({ email: (first.email as string).toUpperCase() });
    expect(await register(sameEmail, nextIp())).toMatchObject({
      status: 409,
      body: { error: 'email_registered' },
    });

    const sameName = validRegistration({ username: (first.username as string).toUpperCase() });
    const code = await codeFor(sameName.email as string);
    expect(await register({ ...sameName, validate_code: code }, nextIp())).toMatchObject({
      status: 409,
      body: { error: 'username_taken' },
    });
    // The name was checked before the code, so the code is still good for a free name.
    const answer = await register(
      { ...sameName, username: uniqueUsername(), validate_code: code, idempotencyKey: randomUUID() },
      nextIp(),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('refuses wrong codes: five tries, then even the right code is refused', async () => {
    const form = validRegistration();
    const code = await codeFor(form.email as string);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await register(
        { ...form, validate_code: wrong, idempotencyKey: randomUUID() },
        nextIp(),
      );
      expect(answer.status).toBe(400);
      answers.push(answer.body.error);
    }
    expect(answers).toEqual([
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'code_invalid',
      'code_locked',
      'code_locked',
    ]);
    const right = await register({ ...form, validate_code: code, idempotencyKey: randomUUID() }, nextIp());
    expect(right).toMatchObject({ status: 400, body: { error: 'code_locked' } });
    const db = await getDb();
    expect(
      await db
        .select()
        .from(trialAccounts)
        .where(eq(trialAccounts.email, (form.email as string).toLowerCase())),
    ).toEqual([]);
  });

  it('refuses an expired code and a code for another address', async () => {
    const form = validRegistration();
    const code = await codeFor(form.email as string);
    const other = validRegistration();
    expect(await register({ ...other, validate_code: code }, nextIp())).toMatchObject({
      status: 400,
      body: { error: 'code_expired' },
    });
    const db = await getDb();
    await db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.email, (form.email as string).toLowerCase()));
    expect(await register({ ...form, validate_code: code }, nextIp())).toMatchObject({
      status: 400,
      body: { error: 'code_expired' },
    });
  });

  it('refuses a second code within 60 s, and more than 5 codes an hour per address', async () => {
    const email = uniqueEmail();
    const ip = nextIp();
    const first = await codeFor(email, ip);
    const second = await sendCode(email, ip);
    expect(second.status).toBe(429);
    expect(second.body.error).toBe('resend_too_soon');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(CODE_RULES.resendAfterMs / 1000);

    // After the wait a new code replaces the old one.
    await forgetResendWait(email);
    expect((await sendCode(email, ip)).status).toBe(202);
    const newer = await waitFor(async () => {
      const latest = codeFromMail(site.dataDir, email);
      return latest && mailsTo(site.dataDir, email).length === 2 ? latest : undefined;
    }, 'the second code');
    const form = validRegistration({ email });
    if (newer !== first) {
      expect(await register({ ...form, validate_code: first }, nextIp())).toMatchObject({
        body: { error: 'code_invalid' },
      });
    }
    for (let i = 3; i <= REGISTER_LIMITS.codePerEmail.limit; i++) {
      await forgetResendWait(email);
      expect((await sendCode(email, ip)).status).toBe(202);
    }
    await forgetResendWait(email);
    const over = await sendCode(email, ip);
    expect(over).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
  });

  it('limits codes per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < REGISTER_LIMITS.codePerIp.limit; i++)
      expect((await sendCode(uniqueEmail('ip'), ip)).status).toBe(202);
    expect(await sendCode(uniqueEmail('ip'), ip)).toMatchObject({
      status: 429,
      body: { error: 'rate_limited' },
    });
  });

  it('sends a log-in mail instead of a code to a registered address, with the same answer', async () => {
    const form = validRegistration({ locale: 'ja' });
    await register({ ...form, validate_code: await codeFor(form.email as string, nextIp(), 'ja') }, nextIp());
    const email = (form.email as string).toLowerCase();
    await forgetResendWait(email);
    expect(await sendCode(email, nextIp(), 'ja')).toMatchObject({ status: 202, body: { status: 'sent' } });
    // The registration's own outcome mail may land after it: look for the log-in mail among the address's
    // mails (the address is new to this test, so it can only come from this request).
    const loginMail = await waitFor(
      () => mailsTo(site.dataDir, email).find((mail) => mail.includes('すでに登録されています')),
      'the log-in mail',
    );
    expect(loginMail).toContain('https://app.adforge-ads.com/login');
    expect(loginMail).not.toMatch(/\b\d{6}\b/);
  });

  it('rate-limits the e-mail check per IP', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: REGISTER_LIMITS.emailCheckPerIp.limit + 1 }, () => checkEmail(uniqueEmail(), ip)),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(
      REGISTER_LIMITS.emailCheckPerIp.limit,
    );
  });

  it('answers the checks no faster for a free name than for a taken one', async () => {
    const form = validRegistration();
    await register({ ...form, validate_code: await codeFor(form.email as string) }, nextIp());
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const ip = nextIp();
    for (const duration of [
      await time(() => checkUsername(form.username as string, ip)),
      await time(() => checkUsername(uniqueUsername(), ip)),
      await time(() => checkEmail(form.email as string, ip)),
      await time(() => checkEmail(uniqueEmail(), ip)),
    ]) {
      expect(duration).toBeGreaterThanOrEqual(CHECK_MIN_MS - 5);
    }
    expect(await checkUsername('1abc', ip)).toMatchObject({
      status: 400,
      body: { fields: { username: 'usernameStart' } },
    });
  });

  it('puts an application under review in review mode, and mails that', async () => {
    const restore = setEnv({ TRIAL_MODE: 'review' });
    try {
      const form = validRegistration({ locale: 'ko' });
      const answer = await register(
        { ...form, validate_code: await codeFor(form.email as string) },
        nextIp(),
      );
      expect(answer).toMatchObject({ status: 201, body: { outcome: 'review' } });
      const db = await getDb();
      const [account] = await db
        .select()
        .from(trialAccounts)
        .where(eq(trialAccounts.email, (form.email as string).toLowerCase()));
      expect(account).toMatchObject({ status: 'review', expiresAt: null, locale: 'ko' });
      await waitFor(
        () =>
          mailsTo(site.dataDir, (form.email as string).toLowerCase()).some((mail) =>
            mail.includes('체험 신청이 접수되었습니다'),
          ),
        'the review mail',
      );
    } finally {
      restore();
    }
  });

  it('answers 400 with message keys to an invalid registration and never stores it', async () => {
    const answer = await register(
      validRegistration({ password: 'short', repassword: 'other', agreement: false }),
      nextIp(),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'validation',
      fields: { password: 'passwordLength', repassword: 'passwordMismatch', agreement: 'agreementRequired' },
    });
  });

  it('refuses a password from the common-password list, whatever its case, and stores nothing', async () => {
    const db = await getDb();
    // Each one passes the password rules (docs/PRODUCT.md, Trial registration: 8–20 letters and digits, a capital, a lowercase letter, a digit).
    for (const password of ['Password1', 'Qwerty123', 'Passw0rd', 'ILoveYou1']) {
      const form = validRegistration({ password, repassword: password });
      const answer = await register(form, nextIp());
      expect(answer, password).toMatchObject({
        status: 400,
        body: { error: 'validation', fields: { password: 'passwordCommon' } },
      });
      expect(
        await db
          .select()
          .from(outbox)
          .where(eq(outbox.idempotencyKey, form.idempotencyKey as string)),
      ).toEqual([]);
    }
  });

  it('tells the second of two tabs registering one address that it was just registered, not that its code expired', async () => {
    const ip = nextIp();
    const email = uniqueEmail('two.tabs');
    const code = await codeFor(email, ip);
    // Both tabs send the one live code at the same moment, each with its own username and key.
    const [a, b] = await Promise.all([
      register(validRegistration({ email, validate_code: code }), ip),
      register(validRegistration({ email, validate_code: code }), ip),
    ]);
    const answers = [a, b].sort((x, y) => x.status - y.status);
    expect(answers[0].status, JSON.stringify(answers[0].body)).toBe(201);
    expect(answers[1]).toMatchObject({ status: 409, body: { error: 'email_registered' } });
  });
});
