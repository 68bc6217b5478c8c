import { request as httpRequest } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { COUNTRY_HEADER, E2E_ICP_RECORD, E2E_PORT, SITE_HOST_CN, SITE_HOST_COM } from './support/server-env';

// Host-dependent chrome: the browser really is on http://<SITE_HOST_CN> or http://<SITE_HOST_COM> (so the page's
// own location.hostname is the production host), while every request is answered by the server under test
// with that Host header, and the visitor's country travels in the trusted country header, as from a CDN.

type Forwarded = { status: number; headers: Record<string, string>; body: Buffer };

function forward(
  path: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body: Buffer | null },
): Promise<Forwarded> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port: E2E_PORT, path, method, headers }, (res) => {
      const chunks: Uint8Array[] = [];
      res.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      res.on('end', () => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value === undefined) continue;
          out[name] = Array.isArray(value) ? value.join('\n') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** Serves the production hosts from the local server; returns the paths the page asked for. */
async function onHosts(page: Page, country?: string): Promise<string[]> {
  const paths: string[] = [];
  const hosts = [SITE_HOST_CN, SITE_HOST_COM].map((h) => h.replace(/\./g, '\\.')).join('|');
  await page.route(new RegExp(`^https?://(${hosts})(:\\d+)?/`), async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    paths.push(url.pathname);
    const headers: Record<string, string> = { ...(await request.allHeaders()), host: url.hostname };
    delete headers['accept-encoding'];
    for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
    if (country) headers[COUNTRY_HEADER] = country;
    const answer = await forward(url.pathname + url.search, {
      method: request.method(),
      headers,
      body: request.postDataBuffer(),
    });
    delete answer.headers['content-length'];
    delete answer.headers['transfer-encoding'];
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
  return paths;
}

const cn = `http://${SITE_HOST_CN}`;
const com = `http://${SITE_HOST_COM}`;

test.describe('cn host', () => {
  test('Chinese on the cn host: paid-information anchor, record number, cn platform, cn privacy policy', async ({
    page,
  }) => {
    await onHosts(page, 'CN');
    const legal: string[] = [];
    await page.route('**/api/legal/*/*', (route) => {
      legal.push(new URL(route.request().url()).pathname);
      return route.fulfill({
        json: { title: '隐私政策', html: '<h2>中国大陆隐私政策</h2><p>正文</p>', updated: '2025-06-04' },
      });
    });
    // (The cn host's root redirects to /cn: routing.spec.ts checks that rule; a redirect answered from a
    // route handler is not intercepted again by Chromium, so the test starts on /cn.)
    await page.goto(`${cn}/cn`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const paid = page.getByTestId('paid-info');
    await expect(paid).toHaveText('付费推广');
    await expect(paid).toHaveAttribute('href', '/cn/services#adforge');
    await expect(page.getByTestId('icp-record')).toHaveText(E2E_ICP_RECORD);
    await expect(page.getByTestId('icp-record')).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    const trial = new URL((await page.getByTestId('trial-button').first().getAttribute('href'))!);
    expect(trial.hostname.endsWith('.cn')).toBe(true);
    expect(trial.searchParams.get('referer')).toBe(SITE_HOST_CN);
    expect((await page.getByTestId('platform-button').first().getAttribute('href'))!).toMatch(/\.cn\/?$/);

    // A China visitor on the cn host gets no domain box.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('domain-box')).toHaveCount(0);

    await page.getByTestId('consent-banner').getByRole('button', { name: '暂不' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' }).click();
    await expect(
      page.getByRole('dialog', { name: '隐私政策' }).getByRole('heading', { name: '中国大陆隐私政策' }),
    ).toBeVisible();
    expect(legal).toEqual(['/api/legal/privacy-cn/zh-CN']);
  });

  test('a US visitor on the cn host is offered the international site; the stored country is reused', async ({
    page,
  }) => {
    const paths = await onHosts(page, 'US');
    await page.goto(`${cn}/cn`);
    const box = page.getByRole('complementary', { name: '站点建议' });
    await expect(box).toBeVisible();
    await expect(box.getByRole('link', { name: '前往国际站' })).toHaveAttribute(
      'href',
      `https://${SITE_HOST_COM}/`,
    );
    expect(paths.filter((p) => p === '/api/geo')).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('user_country'))).toBe('US');

    await page.reload();
    await expect(box).toBeVisible();
    expect(paths.filter((p) => p === '/api/geo')).toHaveLength(1);

    // Closed, it stays closed for the session.
    await box.getByRole('button', { name: '关闭' }).click();
    await expect(box).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('domain-box')).toHaveCount(0);
  });
});

test.describe('com host', () => {
  test('a China visitor on the com host is offered the mainland-China site', async ({ page }) => {
    await onHosts(page, 'CN');
    await page.goto(`${com}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const box = page.getByRole('complementary', { name: 'Site suggestion' });
    await expect(box).toContainText('mainland China');
    await expect(box.getByRole('link', { name: 'Go to the China site' })).toHaveAttribute(
      'href',
      `https://${SITE_HOST_CN}/cn`,
    );
  });

  test('a US visitor on the com host gets no box; Chinese on the com host has no paid-information anchor or record number', async ({
    page,
  }) => {
    const paths = await onHosts(page, 'US');
    await page.goto(`${com}/cn`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect.poll(() => paths.includes('/api/geo')).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('domain-box')).toHaveCount(0);
    await expect(page.getByTestId('paid-info')).toHaveCount(0);
    await expect(page.getByTestId('icp-record')).toHaveCount(0);
    const trial = new URL((await page.getByTestId('trial-button').first().getAttribute('href'))!);
    expect(trial.searchParams.get('referer')).toBe(SITE_HOST_COM);
  });

  test('an unknown country shows nothing and breaks nothing', async ({ page }) => {
    await onHosts(page);
    await page.goto(`${com}/jp`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('domain-box')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
