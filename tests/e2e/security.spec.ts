import { expect, test } from '@playwright/test';
import { raw } from './support/http';
import { SITE_HOST_CN, SITE_HOST_COM } from './support/server-env';

// Response headers, cross-site and oversized requests (docs/PRODUCT.md, HTTP API). Routing probes
// (open redirects, the x-middleware-subrequest bypass, foreign Host) live in routing.spec.ts.

const samples = {
  page: '/',
  'localized page': '/jp',
  api: '/api/health',
  'public file': '/guides/playable-testing-guide.en.html',
  '404': '/no-such-page',
};

test.describe('security headers', () => {
  for (const [what, path] of Object.entries(samples)) {
    test(`${what} (${path}) carries the site's headers`, async () => {
      const res = await raw(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(res.headers['x-powered-by']).toBeUndefined();
      // No HSTS on a development host: it would pin localhost to https.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('HSTS is sent on the production hosts', async () => {
    for (const host of [SITE_HOST_COM, SITE_HOST_CN]) {
      const res = await raw('/api/health', { host });
      expect(res.headers['strict-transport-security'], host).toMatch(/max-age=\d{8,}/);
    }
  });

  test('the pages work under the CSP: no violation is reported while a page loads and hydrates', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/cn');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test.describe('form endpoints refuse what they must', () => {
  const endpoints = ['/api/contact', '/api/newsletter'];

  for (const path of endpoints) {
    test(`${path}: cross-site POSTs get 403`, async () => {
      for (const headers of <Record<string, string>[]>[
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.com' },
      ]) {
        const res = await raw(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
        });
        expect(res.status, JSON.stringify(headers)).toBe(403);
      }
    });

    test(`${path}: an oversized body gets 413 and a non-JSON body 415`, async ({ request }) => {
      const big = await request.post(path, {
        headers: { 'content-type': 'application/json' },
        data: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(200 * 1024) }),
      });
      expect(big.status()).toBe(413);
      const form = await request.post(path, {
        headers: { 'content-type': 'text/plain' },
        data: 'email=a@example.com',
      });
      expect(form.status()).toBe(415);
    });

    test(`${path}: malformed JSON is a 400, never a 500`, async ({ request }) => {
      const res = await request.post(path, {
        headers: { 'content-type': 'application/json' },
        data: '{"email":',
      });
      expect(res.status()).toBe(400);
    });
  }
});
