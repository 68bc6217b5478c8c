import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { getDb } from '@/lib/db/client';
import { leads, outbox, subscriptions } from '@/lib/db/schema';
import { MailHeaderError, sendMail } from '@/lib/mail/send';
import { enqueue } from '@/lib/outbox/store';
import { startOutboxWorker } from '@/lib/outbox/worker';
import { storeContactLead } from '@/lib/upstream/embedded/contact';
import { readMails } from '../register/mail-reader';
import { FAST_OUTBOX, setEnv } from './support/env';
import { call, jsonRequest, nextIp, validContact } from './support/forms';
import { header, startSmtp } from './support/smtp';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';
import { waitFor } from './support/wait';

// The embedded backend (no upstream configured): leads and subscriptions stored, the sales notification sent
// as an .eml file under DATA_DIR/mail or through a real SMTP server on loopback, headers kept clean.

const SALES = 'sales@example.test';

describe.each(DRIVERS)('embedded backend and mail on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, {
      ...FAST_OUTBOX,
      CONTACT_TO: SALES,
      TRUST_PROXY: '1',
      CREATIVE_API_URL: undefined,
      SMTP_URL: undefined,
    });
    startOutboxWorker();
  });

  afterAll(async () => {
    await site?.teardown();
  });

  const mailDir = () => path.join(site.dataDir, 'mail');

  async function mailRowFor(leadId: string) {
    const db = await getDb();
    return waitFor(async () => {
      const [row] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'mail'), eq(outbox.idempotencyKey, `contact-notification:${leadId}`)));
      return row?.status === 'delivered' ? row : undefined;
    }, 'the notification mail');
  }

  it('stores the lead and the subscription and writes the notification as an .eml file', async () => {
    const contact = validContact({
      subscribe: true,
      email: `Visitor.${randomUUID().slice(0, 6)}@Example.com`,
    });
    const response = await call(postContact, jsonRequest('/api/contact', contact, { ip: nextIp() }));
    expect(response.status).toBe(202);
    expect(response.body.status).toBe('delivered');

    const db = await getDb();
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.idempotencyKey, contact.idempotencyKey as string));
    expect(lead).toMatchObject({
      fullName: contact.full_name,
      email: contact.email,
      imType: 'telegram',
      interestedIn: ['interactive_ads_service'],
      productType: 'casual',
      subscribe: true,
    });
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, (contact.email as string).toLowerCase()));
    expect(subscription).toMatchObject({ source: 'contact', locale: 'en' });

    await mailRowFor(lead.id);
    const files = fs.readdirSync(mailDir()).filter((name) => name.endsWith('.eml'));
    const raw = files
      .map((name) => fs.readFileSync(path.join(mailDir(), name), 'utf8'))
      // The visitor's confirmation carries the lead in its Message-ID too: the notice is the one with the body.
      .find((text) => text.includes(`Lead id: ${lead.id}`));
    expect(raw).toBeDefined();
    expect(header(raw!, 'To')).toBe(SALES);
    expect(header(raw!, 'From')).toBe('PlayMind <no-reply@playmind-studio.com>');
    // Nodemailer lower-cases the domain part.
    const visitor = (contact.email as string).toLowerCase();
    expect(header(raw!, 'Reply-To')?.toLowerCase()).toBe(visitor);
    expect(header(raw!, 'Subject')).toContain(contact.company as string);
    expect(header(raw!, 'Message-ID')).toBe(`<contact-${lead.id}@playmind-studio.com>`);
    // The visitor's address appears in no header but Reply-To.
    const headerLines = raw!.split(/\r?\n\r?\n/)[0].split(/\r?\n/);
    const mentioning = headerLines.filter((line) => line.toLowerCase().includes(visitor));
    expect(mentioning.map((line) => line.split(':')[0])).toEqual(['Reply-To']);
    expect(raw).toContain(contact.message as string);
  });

  async function leadIdOf(contact: Record<string, unknown>): Promise<string> {
    const db = await getDb();
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.idempotencyKey, contact.idempotencyKey as string));
    return lead.id;
  }

  it('writes the sales notice with the form’s option texts, never its keys', async () => {
    const contact = validContact({
      company_type: 'non_game_apps',
      product_type: 'midcoreHardcore',
      interested_in: ['interactive_ads_service', 'playable_maker'],
      hear_about: 'xmp',
      im: { type: 'kakao', account: 'hanbit' },
      country: 'KR',
      locale: 'ko',
    });
    const response = await call(postContact, jsonRequest('/api/contact', contact, { ip: nextIp() }));
    expect(response.status).toBe(202);
    const leadId = await leadIdOf(contact);
    await mailRowFor(leadId);
    const notice = readMails(site.dataDir, SALES).find((mail) => mail.text.includes(leadId));
    expect(notice).toBeDefined();
    const lines = notice!.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Company type: Non-Game Apps',
        'Product type: Mid-core / Hardcore',
        'Interested in: Interactive Ads Service, Playable Editor',
        'Heard about us: XMP (cross-channel ad management platform)',
        'Messenger: Kakao ID: hanbit',
        'Country: South Korea (KR)',
        'Form language: Korean',
      ]),
    );
    for (const key of [
      'non_game_apps',
      'midcoreHardcore',
      'interactive_ads_service',
      'playable_maker',
      'xmp',
    ])
      expect(notice!.text).not.toContain(key);
    expect(notice!.subject).toBe(`New contact request: ${contact.company as string} (South Korea)`);
  });

  it.each([
    ['en', 'We received your message – PlayMind', 'Dear Hanbit Kim,', 'Casual', 'Germany'],
    ['zh-CN', '我们已收到您的留言 – PlayMind', 'Hanbit Kim，您好：', '休闲', '德国'],
    ['ja', 'お問い合わせを受け付けました – PlayMind', 'Hanbit Kim 様', 'カジュアル', 'ドイツ'],
    ['ko', '문의가 접수되었습니다 – PlayMind', 'Hanbit Kim님, 안녕하세요.', '캐주얼', '독일'],
  ])(
    'sends the visitor a confirmation in the form’s language (%s), once, answered by sales',
    async (locale, subject, greeting, productType, country) => {
      const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
      const contact = validContact({ locale, email, full_name: 'Hanbit Kim', is_cross_border: true });
      const response = await call(postContact, jsonRequest('/api/contact', contact, { ip: nextIp() }));
      expect(response.status).toBe(202);
      const leadId = await leadIdOf(contact);
      const db = await getDb();
      await waitFor(async () => {
        const [row] = await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'mail'), eq(outbox.idempotencyKey, `contact-confirmation:${leadId}`)));
        return row?.status === 'delivered' ? row : undefined;
      }, 'the confirmation mail');
      // A second delivery of the same lead mails nobody twice.
      const { idempotencyKey, website: _website, ...payload } = contact;
      await storeContactLead(db, idempotencyKey as string, payload as never);

      const mails = readMails(site.dataDir, email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.subject).toBe(subject);
      expect(mail.text.split('\n')[0]).toBe(greeting);
      expect(mail.text).toContain(productType);
      expect(mail.text).toContain(country);
      expect(mail.text).not.toContain('casual');
      const raw = fs.readFileSync(path.join(mailDir(), mail.file), 'utf8');
      expect(header(raw, 'Reply-To')).toBe(SALES);
      expect(header(raw, 'Message-ID')).toBe(`<contact-confirmation-${leadId}@playmind-studio.com>`);
      // Nothing the sender typed freely reaches the address they gave.
      expect(mail.text).not.toContain(contact.message as string);
      expect(mail.text).not.toContain(contact.app_url as string);
    },
  );

  it('queues the notification once even when the same lead is delivered twice', async () => {
    const contact = validContact();
    const { idempotencyKey, website: _website, ...payload } = contact;
    const db = await getDb();
    const first = await storeContactLead(db, idempotencyKey as string, payload as never);
    const second = await storeContactLead(db, idempotencyKey as string, payload as never);
    expect(second).toEqual(first);
    const leadId = (first.body as { id: string }).id;
    expect(
      await db
        .select()
        .from(leads)
        .where(eq(leads.idempotencyKey, idempotencyKey as string)),
    ).toHaveLength(1);
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), eq(outbox.idempotencyKey, `contact-notification:${leadId}`)));
    expect(mails).toHaveLength(1);
  });

  it('sends through SMTP when SMTP_URL is set, and keeps the mail queued while the server is down', async () => {
    const smtp = await startSmtp();
    const restore = setEnv({ SMTP_URL: smtp.url });
    try {
      const contact = validContact();
      const response = await call(postContact, jsonRequest('/api/contact', contact, { ip: nextIp() }));
      expect(response.status).toBe(202);
      const message = await waitFor(
        // The visitor's confirmation names the company too: the sales notice is the one to sales.
        () => smtp.messages.find((m) => m.raw.includes(contact.company as string) && m.to.includes(SALES)),
        'the SMTP message',
      );
      expect(message.to).toEqual([SALES]);
      expect(message.from).toBe('no-reply@playmind-studio.com');
      expect(header(message.raw, 'Reply-To')).toBe(contact.email);

      // The SMTP server goes away: the notification waits in the outbox and goes out once it is back.
      await smtp.close();
      const later = validContact();
      await call(postContact, jsonRequest('/api/contact', later, { ip: nextIp() }));
      const db = await getDb();
      const [lead] = await db
        .select()
        .from(leads)
        .where(eq(leads.idempotencyKey, later.idempotencyKey as string));
      await waitFor(async () => {
        const [row] = await db
          .select()
          .from(outbox)
          .where(eq(outbox.idempotencyKey, `contact-notification:${lead.id}`));
        return row && row.attempts >= 2 && row.status === 'pending' && row.lastError;
      }, 'a failed SMTP attempt');
      const revived = await startSmtp(smtp.port);
      try {
        await mailRowFor(lead.id);
        expect(revived.messages.some((m) => m.raw.includes(later.company as string))).toBe(true);
      } finally {
        await revived.close();
      }
    } finally {
      restore();
    }
  });

  it('refuses line breaks in any header value and never retries such a message', async () => {
    const base = { to: SALES, subject: 'Hello', text: 'Body' };
    await expect(sendMail({ ...base, subject: 'Hi\r\nBcc: victim@example.com' })).rejects.toBeInstanceOf(
      MailHeaderError,
    );
    await expect(
      sendMail({ ...base, replyTo: 'a@example.com\nBcc: victim@example.com' }),
    ).rejects.toBeInstanceOf(MailHeaderError);
    await expect(sendMail({ ...base, to: ['ok@example.com', 'x@example.com\r\n'] })).rejects.toBeInstanceOf(
      MailHeaderError,
    );

    const before = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).length : 0;
    const db = await getDb();
    const { row } = await enqueue(db, {
      kind: 'mail',
      idempotencyKey: randomUUID(),
      payload: { ...base, subject: 'Injected\nBcc: victim@example.com' },
    });
    const failed = await waitFor(async () => {
      const [current] = await db.select().from(outbox).where(eq(outbox.id, row.id));
      return current.status === 'failed' ? current : undefined;
    }, 'the refused mail to fail');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('line break');
    expect(fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).length : 0).toBe(before);
  });

  it('subscribes to the newsletter once per address', async () => {
    const email = `Reader.${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const first = await call(
      postNewsletter,
      jsonRequest('/api/newsletter', { email, locale: 'ja', idempotencyKey: key }, { ip: nextIp() }),
    );
    expect(first).toMatchObject({ status: 201, body: { status: 'subscribed' } });

    const again = await call(
      postNewsletter,
      jsonRequest('/api/newsletter', { email: email.toUpperCase() }, { ip: nextIp() }),
    );
    expect(again).toMatchObject({ status: 409, body: { error: 'already_subscribed' } });

    // The same request repeated (same key) gets its first answer back.
    const repeated = await call(
      postNewsletter,
      jsonRequest('/api/newsletter', { email, locale: 'ja', idempotencyKey: key }, { ip: nextIp() }),
    );
    expect(repeated).toMatchObject({ status: 201, body: { status: 'subscribed' } });

    const invalid = await call(
      postNewsletter,
      jsonRequest('/api/newsletter', { email: 'reader@' }, { ip: nextIp() }),
    );
    expect(invalid).toMatchObject({ status: 400, body: { error: 'validation', fields: { email: 'email' } } });

    const db = await getDb();
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.email, email.toLowerCase()));
    expect(rows).toEqual([expect.objectContaining({ locale: 'ja', source: 'newsletter' })]);
  });
});
