// The route handler of GET /api/legal/<doc>/<locale>, called as Next calls it (e2e covers the built server).
import { LEGAL_DOCS, LEGAL_LOCALES } from '@/lib/legal/documents';
import { GET } from '@/app/api/legal/[doc]/[locale]/route';

const call = (doc: string, locale: string) =>
  GET(new Request(`http://localhost/api/legal/${doc}/${locale}`), {
    params: Promise.resolve({ doc, locale }),
  });

describe('GET /api/legal/<doc>/<locale>', () => {
  it('answers every document × locale', async () => {
    for (const doc of LEGAL_DOCS) {
      for (const locale of LEGAL_LOCALES)
        expect((await call(doc, locale)).status, `${doc}/${locale}`).toBe(200);
    }
  });

  it('answers {title, html, updated} with a long public cache', async () => {
    const res = await call('cookie-policy', 'ko');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=86400/);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['html', 'title', 'updated']);
    expect(body).toMatchObject({ title: '쿠키 정책', updated: '2025-06-04' });
    expect(body.html).toContain('마케팅 쿠키는 사용하지 않습니다');
    expect(body.html).toContain('<h2 id=');
  });

  it.each([
    ['terms', 'en'],
    ['privacy', 'fr'],
    ['privacy', 'cn'],
    ['..', 'en'],
    ['constructor', 'en'],
    ['privacy', '__proto__'],
  ])('answers 404 {"error":"not_found"} for %s/%s', async (doc, locale) => {
    const res = await call(doc, locale);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found' });
  });
});
