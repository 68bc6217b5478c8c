import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { GET as getLive } from '@/app/api/health/live/route';
import { GET as getReady } from '@/app/api/health/ready/route';
import { GET as getHealth } from '@/app/api/health/route';
import { GET as getMetrics } from '@/app/api/metrics/route';
import { POST as postNewsletter } from '@/app/api/newsletter/route';
import { POST as upload } from '@/app/api/review/upload/route';
import { closeDb, getDatabase } from '@/lib/db/client';
import { installSocketAddressHeader } from '@/lib/http/client-ip';
import { runShutdownHooks } from '@/lib/lifecycle.mjs';
import { metricsText, startMetrics } from '@/lib/metrics';
import { validPlayable } from '../../fixtures/playable/playables';
import { FAST_OUTBOX, setEnv } from './support/env';
import { call, jsonRequest, nextIp, validContact } from './support/forms';
import { startFakeUpstream, type FakeUpstream } from './support/upstream';
import { DRIVERS, setUpSite, type SiteUnderTest } from './support/variants';
import { waitFor } from './support/wait';

// Liveness, readiness (the database is critical; SMTP and upstreams down only degrade), the compatible
// /api/health, and the metrics: counters moved by real requests through the real handlers, and the access
// rule of /api/metrics over real sockets.

const TOKEN = 'integration-metrics-token';

async function body(response: Response): Promise<any> {
  return response.json();
}

/** `name{labels} value` lines of the Prometheus text as a map (label order as the registry writes it). */
async function samples(): Promise<Map<string, number>> {
  const { body: text } = await metricsText();
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    map.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return map;
}

async function closedPortUrl(scheme: string): Promise<string> {
  const closed = await startFakeUpstream();
  await closed.close();
  return closed.url.replace('http:', scheme);
}

describe.each(DRIVERS)('health and metrics on %s', (driver) => {
  let site: SiteUnderTest;
  let upstream: FakeUpstream;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    site = await setUpSite(driver, {
      ...FAST_OUTBOX,
      TRUST_PROXY: '1',
      CREATIVE_API_URL: undefined,
      SELFSERVE_API_URL: undefined,
      ADNET_API_URL: undefined,
      SMTP_URL: undefined,
      METRICS_TOKEN: TOKEN,
    });
    startMetrics();
  });

  afterAll(async () => {
    await site?.teardown();
    await upstream?.close();
  });

  it('is live without asking anything else', async () => {
    const response = getLive();
    expect(response.status).toBe(200);
    expect(await body(response)).toMatchObject({ status: 'ok' });
  });

  it('is ready with everything up, and keeps /api/health in its old shape', async () => {
    const ready = await getReady();
    expect(ready.status).toBe(200);
    expect(await body(ready)).toMatchObject({
      status: 'ok',
      checks: {
        db: { status: 'ok', critical: true, detail: { driver } },
        mail: { status: 'ok', critical: false, detail: { mode: 'files' } },
        upstreams: {
          status: 'ok',
          detail: { creative: 'embedded', selfserve: 'embedded', adnet: 'embedded' },
        },
      },
    });
    const health = await getHealth();
    expect(health.status).toBe(200);
    expect(await body(health)).toMatchObject({
      ok: true,
      status: 'ok',
      db: { ok: true, driver, outbox: { pending: 0, failed: 0 } },
      mail: { mode: 'files', ok: true },
      upstreams: { creative: 'embedded', selfserve: 'embedded', adnet: 'embedded' },
      checks: { db: 'ok', mail: 'ok', upstreams: 'ok' },
    });
  });

  it('stays ready with SMTP and an upstream down: mail and upstreams are degraded', async () => {
    const restore = setEnv({
      SMTP_URL: await closedPortUrl('smtp:'),
      CREATIVE_API_URL: await closedPortUrl('http:'),
    });
    try {
      const ready = await getReady();
      expect(ready.status).toBe(200);
      expect(await body(ready)).toMatchObject({
        status: 'degraded',
        checks: {
          db: { status: 'ok' },
          mail: { status: 'degraded', detail: { mode: 'smtp', ok: false } },
          upstreams: { status: 'degraded', detail: { creative: 'down', adnet: 'embedded' } },
        },
      });
      const health = await getHealth();
      expect(health.status).toBe(200);
      expect(await body(health)).toMatchObject({
        ok: true,
        status: 'degraded',
        mail: { mode: 'smtp', ok: false },
        upstreams: { creative: 'down' },
      });
    } finally {
      restore();
    }
  });

  it('is not ready while the database is down, and says when to ask again', async () => {
    await closeDb();
    const restore = setEnv({ DATABASE_URL: 'postgres://app@127.0.0.1:1/none?connect_timeout=1' });
    try {
      const ready = await getReady();
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await body(ready)).toMatchObject({ status: 'down', checks: { db: { status: 'down' } } });
      expect((await getHealth()).status).toBe(503);
      expect(getLive().status).toBe(200);
      expect((await samples()).get('playmind_database_up')).toBe(0);
    } finally {
      await closeDb();
      restore();
      await getDatabase();
    }
  });

  it('counts deliveries, upstream latency, rate-limit refusals and upload checks as requests happen', async () => {
    const before = await samples();
    const delta = async (key: string) => ((await samples()).get(key) ?? 0) - (before.get(key) ?? 0);

    // A contact delivered by the embedded backend.
    const accepted = await call(postContact, jsonRequest('/api/contact', validContact(), { ip: nextIp() }));
    expect(accepted.status).toBe(202);
    await waitFor(
      async () => (await delta('playmind_outbox_deliveries_total{kind="contact",result="delivered"}')) === 1,
      'the delivery to be counted',
    );

    // A contact to an upstream that answers 503, then one that is refused outright.
    upstream.behave(() => ({ status: 503 }));
    const restore = setEnv({ CREATIVE_API_URL: upstream.url });
    try {
      await call(postContact, jsonRequest('/api/contact', validContact(), { ip: nextIp() }));
      await waitFor(
        async () =>
          (await delta(
            'playmind_upstream_request_duration_seconds_count{upstream="creative",status="5xx"}',
          )) >= 1,
        'the upstream call to be timed',
      );
      expect(
        await delta('playmind_outbox_deliveries_total{kind="contact",result="retry"}'),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      restore();
      upstream.behave(() => ({ status: 201, body: { ok: true } }));
    }

    // The newsletter's per-IP limit (20 per 10 minutes): the 21st from one address is refused.
    const ip = nextIp();
    for (let i = 0; i < 21; i++) {
      const response = await call(
        postNewsletter,
        jsonRequest('/api/newsletter', { email: `n${i}.${Date.now()}@example.com`, locale: 'en' }, { ip }),
      );
      expect(response.status, `request ${i + 1}`).toBe(i < 20 ? 201 : 429);
    }
    expect(await delta('playmind_rate_limit_refusals_total{bucket="newsletter:ip"}')).toBe(1);

    // One upload checked and accepted.
    const form = new FormData();
    const zip = await validPlayable(1, 'Game');
    form.append('file', new File([new Uint8Array(zip.buffer)], zip.fileName, { type: 'application/zip' }));
    const uploaded = await upload(
      new Request('http://localhost:3000/api/review/upload', {
        method: 'POST',
        headers: { 'x-forwarded-for': nextIp() },
        body: form,
      }),
      undefined,
    );
    expect(uploaded.status).toBe(200);
    expect(await delta('playmind_upload_check_duration_seconds_count{outcome="accepted"}')).toBe(1);

    // The outbox gauges read the table: the retried contact is still pending, or has been delivered since.
    const after = await samples();
    expect(after.get('playmind_database_up')).toBe(1);
    expect(after.get('playmind_outbox_rows{state="pending"}')).toBeGreaterThanOrEqual(0);
    expect(after.has('playmind_outbox_oldest_pending_age_seconds')).toBe(true);
    expect(after.has('playmind_process_resident_memory_bytes')).toBe(true);
  }, 60_000);

  describe('who may read /api/metrics, over real sockets', () => {
    let server: http.Server;
    let port: number;

    beforeAll(async () => {
      installSocketAddressHeader();
      // The route handler behind a plain Node server, as Next hands it a request (the stamps included).
      server = http.createServer(async (req, res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const response = await getMetrics(new Request(`http://${req.headers.host}${req.url}`, { headers }));
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(await response.text());
      });
      await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
      port = (server.address() as AddressInfo).port;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** A GET with full control of the headers (fetch would not send our Host). */
    function get(address: string, headers: Record<string, string> = {}) {
      return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
        (resolve, reject) => {
          const request = http.get({ host: address, port, path: '/api/metrics', headers }, (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
            );
          });
          request.on('error', reject);
        },
      );
    }

    it('opens to a loopback socket with a loopback Host and no forwarding header', async () => {
      const response = await get('127.0.0.1');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.text).toContain('# TYPE playmind_outbox_rows gauge');
    });

    it('stays shut to a loopback socket that was forwarded, or names a public Host', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'x-forwarded-for': '203.0.113.7' },
        { forwarded: 'for=203.0.113.7;proto=https' },
        { host: 'www.playmind-studio.com' },
        { host: 'abcdefghijklmnopqrstuvwxyz.localhost' },
      ]) {
        const response = await get('127.0.0.1', headers);
        expect(response.status, JSON.stringify(headers)).toBe(401);
        expect(response.headers['www-authenticate']).toContain('Bearer');
      }
      // A client cannot unmark itself: the stamps overwrite what it sends.
      const forged = await get('127.0.0.1', {
        'x-forwarded-for': '203.0.113.7',
        'x-playmind-forwarded': '0',
      });
      expect(forged.status).toBe(401);
    });

    it('opens to the token from anywhere, forwarded or not', async () => {
      const response = await get('127.0.0.1', {
        authorization: `Bearer ${TOKEN}`,
        'x-forwarded-for': '203.0.113.7',
        host: 'www.playmind-studio.com',
      });
      expect(response.status).toBe(200);
      const wrong = await get('127.0.0.1', {
        authorization: 'Bearer nope',
        'x-forwarded-for': '203.0.113.7',
      });
      expect(wrong.status).toBe(401);
    });

    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

    it.skipIf(!external)(
      'stays shut to a socket that is not loopback, even with a loopback Host',
      async () => {
        const response = await get(external!, { host: 'localhost' });
        expect(response.status).toBe(401);
        expect((await get(external!, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
      },
    );
  });

  it('is not ready once a shutdown has begun', async () => {
    await runShutdownHooks({ graceMs: 100, signal: 'SIGTERM' });
    try {
      const ready = await getReady();
      expect(ready.status).toBe(503);
      expect(await body(ready)).toMatchObject({ status: 'draining' });
      expect(getLive().status).toBe(200);
    } finally {
      (globalThis as Record<symbol, { draining: boolean }>)[Symbol.for('playmind.lifecycle')]!.draining =
        false;
    }
  });
});
