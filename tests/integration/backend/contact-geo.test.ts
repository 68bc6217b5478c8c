import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { FAST_OUTBOX, setEnv } from './support/env';
import { call, jsonRequest, validContact } from './support/forms';
import { setUpSite, type SiteUnderTest } from './support/variants';

// The contact route requires the cross-border consent of a visitor it locates in China, by
// the same lookup (lib/geo.ts, what GET /api/geo answers the form) and the same rule (crossBorderConsentRequired)
// as the form, whatever country the form names; an unknown country asks nothing more.

describe('the contact route locates the visitor for the cross-border consent', () => {
  let site: SiteUnderTest;

  beforeAll(async () => {
    site = await setUpSite('pglite', {
      ...FAST_OUTBOX,
      TRUST_PROXY: '1',
      ADNET_API_URL: undefined,
      TRUST_PROXY_COUNTRY_HEADER: undefined,
    });
  });

  afterAll(async () => {
    await site?.teardown();
  });

  const post = (ip: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    call(postContact, jsonRequest('/api/contact', validContact(overrides), { ip, headers }));

  it('refuses a visitor located in China without the consent, naming the field, and takes it with the consent', async () => {
    // The form says Germany; the address is in China (the offline database, as GET /api/geo answers).
    const refused = await post('114.114.114.114', { country: 'DE', is_cross_border: false });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'validation', fields: { is_cross_border: 'crossBorderRequired' } });

    const consented = await post('223.5.5.5', { country: 'DE', is_cross_border: true });
    expect(consented.status).toBe(202);
  });

  it('asks nothing more of a visitor located elsewhere or nowhere', async () => {
    expect((await post('8.8.4.4', { is_cross_border: false })).status).toBe(202);
    // A private address (this server's own network) and no address at all: the country is unknown.
    expect((await post('10.20.30.40', { is_cross_border: false })).status).toBe(202);
    expect((await call(postContact, jsonRequest('/api/contact', validContact()))).status).toBe(202);
  });

  it('reads the trusted CDN country header the same way', async () => {
    const restore = setEnv({ TRUST_PROXY_COUNTRY_HEADER: 'CF-IPCountry' });
    try {
      const refused = await post('8.8.8.8', { is_cross_border: false }, { 'cf-ipcountry': 'CN' });
      expect(refused.body.fields).toEqual({ is_cross_border: 'crossBorderRequired' });
      expect((await post('119.29.29.29', { is_cross_border: false }, { 'cf-ipcountry': 'SG' })).status).toBe(
        202,
      );
    } finally {
      restore();
    }
  });

  it('keeps the schema’s own rule: the Chinese form and a form naming China need the consent from anywhere', async () => {
    const chinese = await post('8.8.8.8', { locale: 'zh-CN', is_cross_border: false });
    expect(chinese.body.fields).toMatchObject({ is_cross_border: 'crossBorderRequired' });
    const namesChina = await post('9.9.9.9', { country: 'CN', is_cross_border: false });
    expect(namesChina.body.fields).toMatchObject({ is_cross_border: 'crossBorderRequired' });
  });
});
