import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { getDb } from '@/lib/db/client';
import { leads, outbox, subscriptions } from '@/lib/db/schema';
import { FAST_OUTBOX } from './support/env';
import { call, jsonRequest, nextIp, validContact } from './support/forms';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';

// Abuse protection on the form POSTs (docs/PRODUCT.md, HTTP API): JSON only, 64 KB, same-site only, honeypot, rate limits in
// the database, and validation errors as 400 with message keys.

const LIMIT = 64 * 1024;

async function storedRows(): Promise<number> {
  const db = await getDb();
  const [a, b, c] = await Promise.all([
    db.select().from(outbox),
    db.select().from(leads),
    db.select().from(subscriptions),
  ]);
  return a.length + b.length + c.length;
}

function streamOf(text: string, chunkSize = 8 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

describe.each(DRIVERS)('form request guards on %s', (driver) => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite(driver, { ...FAST_OUTBOX, TRUST_PROXY: '1', CREATIVE_API_URL: undefined });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  it('accepts JSON only (415)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await call(
        postContact,
        jsonRequest('/api/contact', validContact(), { ip: nextIp(), headers: { 'content-type': type } }),
      );
      expect(response).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    }
    const withCharset = await call(
      postContact,
      jsonRequest('/api/contact', validContact(), {
        ip: nextIp(),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
    expect(withCharset.status).toBe(202);
  });

  it('refuses bodies over 64 KB while reading them, whatever Content-Length says (413)', async () => {
    const padded = (size: number) => {
      const body = JSON.stringify(validContact({ message: '' }));
      return `${body.slice(0, -1)},"pad":"${'x'.repeat(size - body.length - 9)}"}`;
    };
    expect(padded(LIMIT).length).toBe(LIMIT);

    const streamed = await call(
      postContact,
      jsonRequest('/api/contact', null, { ip: nextIp(), raw: streamOf(padded(LIMIT + 1)) }),
    );
    expect(streamed).toMatchObject({ status: 413, body: { error: 'too_large' } });

    const lying = await call(
      postContact,
      jsonRequest('/api/contact', null, {
        ip: nextIp(),
        raw: streamOf(padded(LIMIT * 4)),
        headers: { 'content-length': '200' },
      }),
    );
    expect(lying.status).toBe(413);

    const declared = await call(
      postNewsletter,
      jsonRequest('/api/newsletter', null, { ip: nextIp(), raw: padded(LIMIT + 10) }),
    );
    expect(declared.status).toBe(413);

    // Exactly at the limit is read, and then judged on its content.
    const atLimit = await call(
      postContact,
      jsonRequest('/api/contact', null, { ip: nextIp(), raw: streamOf(padded(LIMIT)) }),
    );
    expect(atLimit.status).toBe(202);
  });

  it('refuses cross-site requests (403) and allows the site itself and non-browser clients', async () => {
    const attempt = (headers: Record<string, string>) =>
      call(postContact, jsonRequest('/api/contact', validContact(), { ip: nextIp(), headers }));
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example.com' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.com' },
      { origin: 'https://www.playmind-studio.com.evil.com' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ]) {
      expect(await attempt(headers), JSON.stringify(headers)).toMatchObject({
        status: 403,
        body: { error: 'cross_site' },
      });
    }
    for (const headers of <Record<string, string>[]>[
      {},
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://www.playmind-studio.cn', 'sec-fetch-site': 'same-site' },
      { origin: 'https://www.playmind-studio.com' },
      { 'sec-fetch-site': 'none' },
    ]) {
      expect((await attempt(headers)).status, JSON.stringify(headers)).toBe(202);
    }
  });

  it('never counts an upload host as the site, whatever Host the request carries', async () => {
    const player = 'abcdefghijklmnopqrstuvwxyz.localhost:3000';
    const attempt = (headers: Record<string, string>) =>
      call(postContact, jsonRequest('/api/contact', validContact(), { ip: nextIp(), headers }));
    for (const headers of <Record<string, string>[]>[
      // A playable posting to the site from its own origin.
      { origin: `http://${player}` },
      // The same, had the request reached the site with the player's Host (or forwarded host).
      { origin: `http://${player}`, host: player },
      { origin: `http://${player}`, 'x-forwarded-host': player },
      { origin: 'http://www.localhost:3000', host: 'www.localhost:3000' },
    ]) {
      expect(await attempt(headers), JSON.stringify(headers)).toMatchObject({
        status: 403,
        body: { error: 'cross_site' },
      });
    }
  });

  it('answers a filled honeypot as if accepted and stores nothing', async () => {
    const before = await storedRows();
    const bot = await call(
      postContact,
      jsonRequest('/api/contact', validContact({ website: 'https://spam.example' }), { ip: nextIp() }),
    );
    expect(bot.status).toBe(202);
    expect(bot.body).toEqual({ id: expect.any(String), status: 'delivered' });
    const invalidBot = await call(
      postContact,
      jsonRequest('/api/contact', { website: 'x', email: 'nope' }, { ip: nextIp() }),
    );
    expect(invalidBot.status).toBe(202);
    const newsletterBot = await call(
      postNewsletter,
      jsonRequest('/api/newsletter', { email: 'bot@example.com', website: 'x' }, { ip: nextIp() }),
    );
    expect(newsletterBot).toMatchObject({ status: 201, body: { status: 'subscribed' } });
    expect(await storedRows()).toBe(before);
  });

  it('answers invalid input with 400 and message keys, never 500', async () => {
    const invalid = await call(
      postContact,
      jsonRequest(
        '/api/contact',
        validContact({ email: 'x', product_type: '', app_url: '', locale: 'zh-CN' }),
        { ip: nextIp() },
      ),
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: 'validation',
        fields: {
          email: 'email',
          product_type: 'productTypeRequired',
          app_url: 'productLinkRequired',
          is_cross_border: 'crossBorderRequired',
        },
      },
    });
    for (const raw of ['{', '', 'null', '[]', '"text"', '\u0000']) {
      const response = await call(postContact, jsonRequest('/api/contact', null, { ip: nextIp(), raw }));
      expect(response.status, raw).toBe(400);
    }
    const broken = await call(postContact, jsonRequest('/api/contact', null, { ip: nextIp(), raw: '{"a":' }));
    expect(broken.body).toEqual({ error: 'invalid_json' });
    const badUtf8 = await call(
      postContact,
      jsonRequest('/api/contact', null, {
        ip: nextIp(),
        raw: new ReadableStream({ start: (c) => (c.enqueue(new Uint8Array([0x7b, 0xff, 0x7d])), c.close()) }),
      }),
    );
    expect(badUtf8).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
  });

  it('limits submissions per IP (429 with Retry-After)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await call(postContact, jsonRequest('/api/contact', { invalid: true }, { ip }))).status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await call(postContact, jsonRequest('/api/contact', validContact(), { ip }));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another visitor is not affected.
    expect(
      (await call(postContact, jsonRequest('/api/contact', validContact(), { ip: nextIp() }))).status,
    ).toBe(202);
  });

  it('limits submissions per address, but not repeats of one submission', async () => {
    const email = `busy.${Date.now()}@example.com`;
    const first = validContact({ email });
    const firstAnswer = await call(postContact, jsonRequest('/api/contact', first, { ip: nextIp() }));
    for (let i = 0; i < 4; i++) {
      expect(
        (await call(postContact, jsonRequest('/api/contact', validContact({ email }), { ip: nextIp() })))
          .status,
      ).toBe(202);
    }
    const limited = await call(
      postContact,
      jsonRequest('/api/contact', validContact({ email: email.toUpperCase() }), { ip: nextIp() }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const repeat = await call(postContact, jsonRequest('/api/contact', first, { ip: nextIp() }));
    expect(repeat).toMatchObject({ status: 202, body: firstAnswer.body });

    const reader = `reader.${Date.now()}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        (await call(postNewsletter, jsonRequest('/api/newsletter', { email: reader }, { ip: nextIp() })))
          .status,
      );
    }
    expect(answers).toEqual([201, 409, 409, 409, 409, 429]);
  });
});
