import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getGeo } from '@/app/api/geo/route';
import { clientIp, installSocketAddressHeader, SOCKET_ADDRESS_HEADER } from '@/lib/http/client-ip';
import { setEnv } from './support/env';
import { startFakeUpstream, type FakeUpstream } from './support/upstream';
import { setUpSite, type SiteUnderTest } from './support/variants';

// GET /api/geo in its three modes (trusted CDN header, ad-network API, offline database) and the client IP
// rules behind it. The health endpoints are in health-metrics.test.ts.

async function geo(headers: Record<string, string> = {}) {
  const response = await getGeo(new Request('http://localhost:3000/api/geo', { headers }), undefined);
  return {
    status: response.status,
    body: (await response.json()) as { ip: string | null; country: string | null },
  };
}

describe('geo, client IP and health', () => {
  let site: SiteUnderTest;
  let adnet: FakeUpstream;

  beforeAll(async () => {
    adnet = await startFakeUpstream();
    site = await setUpSite('pglite', {
      TRUST_PROXY: '1',
      ADNET_API_URL: undefined,
      CREATIVE_API_URL: undefined,
      SELFSERVE_API_URL: undefined,
      TRUST_PROXY_COUNTRY_HEADER: undefined,
      SMTP_URL: undefined,
    });
  });

  afterAll(async () => {
    await site?.teardown();
    await adnet?.close();
  });

  it('looks countries up offline when nothing else is configured', async () => {
    expect((await geo({ 'x-forwarded-for': '114.114.114.114' })).body).toEqual({
      ip: '114.114.114.114',
      country: 'CN',
    });
    expect((await geo({ 'x-forwarded-for': '::ffff:8.8.8.8' })).body).toEqual({
      ip: '8.8.8.8',
      country: 'US',
    });
    expect((await geo({ 'x-forwarded-for': '10.1.2.3' })).body).toEqual({ ip: '10.1.2.3', country: null });
    expect((await geo({ 'x-forwarded-for': 'not an ip' })).body).toEqual({ ip: null, country: null });
    expect((await geo()).body).toEqual({ ip: null, country: null });
  });

  it('takes the rightmost X-Forwarded-For entry only behind a trusted proxy', async () => {
    expect((await geo({ 'x-forwarded-for': '8.8.8.8, 114.114.114.114' })).body.ip).toBe('114.114.114.114');
    const restore = setEnv({ TRUST_PROXY: '2' });
    try {
      expect((await geo({ 'x-forwarded-for': '1.1.1.1, 8.8.8.8, 10.0.0.2' })).body.ip).toBe('8.8.8.8');
    } finally {
      restore();
    }
    const untrusted = setEnv({ TRUST_PROXY: undefined });
    try {
      expect((await geo({ 'x-forwarded-for': '8.8.8.8' })).body.ip).toBeNull();
    } finally {
      untrusted();
    }
  });

  it('trusts the CDN country header when one is configured', async () => {
    const restore = setEnv({ TRUST_PROXY_COUNTRY_HEADER: 'CF-IPCountry' });
    try {
      expect((await geo({ 'cf-ipcountry': 'cn', 'x-forwarded-for': '8.8.8.8' })).body.country).toBe('CN');
      // Unknown values ("XX", "T1" for Tor) fall through to the next method.
      expect((await geo({ 'cf-ipcountry': 'XX', 'x-forwarded-for': '8.8.8.8' })).body.country).toBe('US');
    } finally {
      restore();
    }
  });

  it('asks the ad-network API when configured, and falls back offline when it fails', async () => {
    adnet.behave((request) => {
      if (request.path === '/getIp') return { status: 200, body: { ip: '203.0.113.9', host: 'example' } };
      if (request.path.startsWith('/getUserArea/ip_info'))
        return { status: 200, body: { code: 0, data: { cc: 'jp' } } };
      return { status: 404 };
    });
    const restore = setEnv({ ADNET_API_URL: `${adnet.url}/` });
    try {
      expect((await geo({ 'x-forwarded-for': '8.8.8.8' })).body).toEqual({ ip: '8.8.8.8', country: 'JP' });
      expect(adnet.requests.at(-1)).toMatchObject({ method: 'GET', path: '/getUserArea/ip_info?ip=8.8.8.8' });
      expect(adnet.requests.at(-1)!.headers.accept).toContain('application/json');

      // A visitor on this server's own network: the API tells the public address first.
      expect((await geo({ 'x-forwarded-for': '192.168.1.20' })).body).toEqual({
        ip: '192.168.1.20',
        country: 'JP',
      });
      expect(adnet.requests.at(-1)!.path).toBe('/getUserArea/ip_info?ip=203.0.113.9');

      adnet.behave(() => ({ status: 503 }));
      expect((await geo({ 'x-forwarded-for': '8.8.8.8' })).body.country).toBe('US');
      adnet.behave(() => 'hang');
      expect((await geo({ 'x-forwarded-for': '114.114.114.114' })).body.country).toBe('CN');
    } finally {
      restore();
    }
  }, 20_000);

  it('stamps the socket address on requests, overwriting what a client claims', async () => {
    installSocketAddressHeader();
    const restore = setEnv({ TRUST_PROXY: undefined });
    const server = http.createServer((req, res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value);
      res.end(JSON.stringify({ ip: clientIp(new Request('http://localhost/', { headers })) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-for': '8.8.8.8', [SOCKET_ADDRESS_HEADER]: '1.2.3.4' },
      });
      expect(await response.json()).toEqual({ ip: '127.0.0.1' });
    } finally {
      server.close();
      restore();
    }
  });
});
