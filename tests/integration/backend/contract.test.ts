import path from 'node:path';
import { dereference, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { POST as postRegister } from '@/app/api/register/route';
import { getDb } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import '@/lib/deliveries';
import { countryOfIp } from '@/lib/geo';
import { outcomeByStatus } from '@/lib/outbox/outcome';
import { operationFor } from '@/lib/outbox/registry';
import { IM_TYPES } from '@/lib/schemas/contact-options';
import { findByKey } from '@/lib/outbox/store';
import { startOutboxWorker, stopOutboxWorker } from '@/lib/outbox/worker';
import { validRegistration } from '../register/support';
import { checkEmail, checkUsername, sendCode } from '../register/support-http';
import { FAST_OUTBOX } from './support/env';
import { call, jsonRequest, nextIp, validContact } from './support/forms';
import {
  documentedUpstream,
  startFakeUpstream,
  type FakeUpstream,
  type ReceivedRequest,
} from './support/upstream';
import { setUpSite, type SiteUnderTest } from './support/variants';
import { waitFor } from './support/wait';

// docs/upstream.openapi.yaml is the contract with the upstream APIs. This test holds both
// sides to it: the document is valid OpenAPI 3.1; every request the site sends (through its real routes and
// outbox operations, to a real HTTP server) matches a documented operation — method, path, query, the
// Idempotency-Key header, the body's schema; the test suite's fake upstream answers only what the document
// allows; and for every documented answer of an outbox operation, the outbox does what the document says
// (`x-outbox-outcome`), including a replayed key's 409, which counts as delivered.

const DOCUMENT = path.join(process.cwd(), 'docs/upstream.openapi.yaml');

type Json = Record<string, any>;

describe('the upstream contract (docs/upstream.openapi.yaml)', () => {
  let spec: Json;
  let upstream: FakeUpstream;
  let site: SiteUnderTest;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

  const operation = (method: string, pathname: string): Json | undefined =>
    spec.paths[pathname]?.[method.toLowerCase()];

  function schemaErrors(schema: Json, value: unknown): string[] {
    const check = ajv.compile(schema);
    return check(value) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  }

  /** Everything wrong with one request the site sent and the answer the fake upstream gave it. */
  function violations(request: ReceivedRequest): string[] {
    const url = new URL(request.path, 'http://upstream');
    const op = operation(request.method, url.pathname);
    const where = `${request.method} ${url.pathname}`;
    if (!op) return [`${where}: not in the contract`];
    const problems: string[] = [];
    for (const parameter of op.parameters ?? []) {
      const value =
        parameter.in === 'header'
          ? request.headers[parameter.name.toLowerCase()]
          : parameter.in === 'query'
            ? (url.searchParams.get(parameter.name) ?? undefined)
            : undefined;
      if (value === undefined) {
        if (parameter.required) problems.push(`${where}: ${parameter.in} ${parameter.name} missing`);
        continue;
      }
      for (const error of schemaErrors(parameter.schema, value))
        problems.push(`${where}: ${parameter.name}${error}`);
    }
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    if (bodySchema)
      for (const error of schemaErrors(bodySchema, request.body)) problems.push(`${where} body${error}`);
    else if (request.body !== null) problems.push(`${where}: sends a body the contract does not describe`);
    if (request.reply !== 'hang') {
      const response = op.responses[String(request.reply)] ?? op.responses.default;
      if (!response) problems.push(`${where}: answered ${request.reply}, which the contract does not list`);
      const replySchema = response?.content?.['application/json']?.schema;
      if (replySchema)
        for (const error of schemaErrors(replySchema, request.replyBody ?? null))
          problems.push(`${where} ${request.reply} answer${error}`);
    }
    return problems;
  }

  beforeAll(async () => {
    const result = await validate(DOCUMENT);
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors)).toBe(true);
    spec = (await dereference(DOCUMENT)) as Json;
    upstream = await startFakeUpstream();
    upstream.behave(documentedUpstream());
    site = await setUpSite('pglite', {
      ...FAST_OUTBOX,
      UPSTREAM_TIMEOUT_MS: '3000',
      TRUST_PROXY: '1',
      CREATIVE_API_URL: upstream.url,
      SELFSERVE_API_URL: upstream.url,
      ADNET_API_URL: upstream.url,
    });
  });

  afterAll(async () => {
    await stopOutboxWorker();
    await site?.teardown();
    await upstream?.close();
  });

  it('is valid OpenAPI 3.1 and names the outbox kind of every queued call', () => {
    expect(spec.openapi).toBe('3.1.0');
    const kinds = Object.values(spec.paths as Json)
      .flatMap((item: Json) => Object.values(item))
      .map((op: Json) => op['x-outbox-kind'])
      .filter(Boolean);
    expect(kinds.sort()).toEqual(['contact', 'newsletter', 'register']);
    for (const kind of kinds) expect(operationFor(kind), kind).toBeDefined();
  });

  it('names every messenger the forms offer (LINE included), and no other', () => {
    const messenger = (spec.components as Json).schemas.Messenger as Json;
    expect(messenger.properties.type.enum).toEqual([...IM_TYPES]);
  });

  it('every call the site makes, and every answer of the fake upstream, is as documented', async () => {
    const ip = nextIp();
    const email = `reader.${Date.now()}@example.com`;
    const answers = [
      await call(postContact, jsonRequest('/api/contact', validContact(), { ip })),
      await call(postNewsletter, jsonRequest('/api/newsletter', { email, locale: 'en' }, { ip })),
      await call(postNewsletter, jsonRequest('/api/newsletter', { email, locale: 'ja' }, { ip })),
      await call(postRegister, jsonRequest('/api/register', validRegistration(), { ip })),
      await call(
        postRegister,
        jsonRequest('/api/register', validRegistration({ username: 'taken_name' }), { ip }),
      ),
      await sendCode(`code.${Date.now()}@example.com`, ip),
      await checkEmail('taken@example.com', ip),
      await checkUsername('free_name', ip),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([202, 201, 409, 201, 409, 202, 200, 200]);
    expect(await countryOfIp('198.51.100.20')).toBe('SG');
    expect(await countryOfIp('10.0.0.1')).toBe('SG'); // a private address: the public IP is asked first

    const seen = new Set(upstream.requests.map((r) => `${r.method} ${new URL(r.path, 'http://u').pathname}`));
    expect([...seen].sort()).toEqual([
      'GET /getIp',
      'GET /getUserArea/ip_info',
      'GET /register/email',
      'GET /register/username',
      'POST /contact',
      'POST /newsletter',
      'POST /register',
      'POST /register/code',
    ]);
    expect(upstream.requests.flatMap(violations)).toEqual([]);
  });

  it('settles each documented answer of an outbox operation as the document says', () => {
    const table: string[] = [];
    for (const [pathname, item] of Object.entries(spec.paths as Json)) {
      const op = (item as Json).post;
      const kind = op?.['x-outbox-kind'];
      if (!kind) continue;
      const registered = operationFor(kind)!;
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const content = response.content?.['application/json'] ?? {};
        const examples: [string, unknown, string | undefined][] = content.examples
          ? Object.entries(content.examples as Json).map(([name, example]) => [
              name,
              example.value,
              example['x-outbox-outcome'],
            ])
          : [['example', content.example ?? null, undefined]];
        for (const [name, body, override] of examples) {
          const expected = override ?? response['x-outbox-outcome'];
          const answer = { status: Number(status), body };
          const actual = registered.outcome
            ? registered.outcome(answer)
            : outcomeByStatus(answer.status, answer.body);
          if (actual !== expected)
            table.push(`${pathname} ${status} ${name}: documented ${expected}, outbox ${actual}`);
        }
      }
    }
    expect(table).toEqual([]);
  });

  it('counts a replayed key answered 409 as delivered, instead of retrying it for two days', async () => {
    upstream.answerReplaysWithConflict(true);
    try {
      const contact = validContact();
      const key = contact.idempotencyKey as string;
      expect(
        (await call(postContact, jsonRequest('/api/contact', contact, { ip: nextIp() }))).body.status,
      ).toBe('delivered');
      // The first answer was lost (say, the instance was killed before it recorded it): the row is due again.
      const db = await getDb();
      await db
        .update(outbox)
        .set({ status: 'pending', nextAttemptAt: sql`now()`, deliveredAt: null })
        .where(eq(outbox.idempotencyKey, key));
      startOutboxWorker();
      const row = await waitFor(async () => {
        const current = await findByKey(db, 'contact', key);
        return current?.status === 'delivered' ? current : undefined;
      }, 'the replayed row settled');
      const copies = upstream.requests.filter((r) => r.headers['idempotency-key'] === key);
      expect(copies.map((r) => r.reply)).toEqual([201, 409]);
      expect(row).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 409, lastError: null });
      expect(upstream.stored.get(key)?.acceptedCount).toBe(2);
    } finally {
      upstream.answerReplaysWithConflict(false);
      await stopOutboxWorker();
    }
  });
});
