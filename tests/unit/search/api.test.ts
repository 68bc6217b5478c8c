import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/route';
import { setUpSite, type SiteUnderTest } from '../../integration/backend/support/variants';

// GET /api/search through the real handler with real Request objects, on a fresh embedded database
// (the rate limit counts in it).

interface SearchBody {
  total: number;
  counts: { blog: number; work: number };
  items: { type: string; id: string; title: string; url: string; excerpt: string }[];
  error?: string;
  fields?: Record<string, string>;
}

async function get(query: string, headers: Record<string, string> = {}) {
  const response = await GET(new Request(`http://localhost:3000/api/search${query}`, { headers }), undefined);
  return { status: response.status, headers: response.headers, body: (await response.json()) as SearchBody };
}

describe('GET /api/search', () => {
  let site: SiteUnderTest;
  beforeAll(async () => {
    site = await setUpSite('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await site?.teardown();
  });

  it('answers {total, counts, items} with localized URLs, English by default', async () => {
    const english = await get('?q=jacket');
    expect(english.status).toBe(200);
    expect(english.body.total).toBe(english.body.items.length);
    expect(english.body.items[0]).toMatchObject({
      type: 'work',
      id: 'tundrafox-ar-jacket-tryon',
      url: '/our-work/tundrafox-ar-jacket-tryon',
    });
    expect(english.body.items[0].title).toEqual(expect.any(String));
    expect(english.body.items[0].excerpt.toLowerCase()).toContain('jacket');

    const korean = await get(`?q=${encodeURIComponent('보물상자')}&locale=ko`);
    expect(korean.status).toBe(200);
    expect(korean.body.items.map((item) => item.url)).toEqual(['/kr/our-work/lucky-lagoon-slots-playable']);
  });

  it('narrows by tab while the counts cover both tabs', async () => {
    const all = await get('?q=playable');
    const work = await get('?q=playable&tab=work');
    const blog = await get('?q=playable&tab=blog');
    expect(work.body.counts).toEqual(all.body.counts);
    expect(work.body.total).toBe(all.body.counts.work);
    expect(blog.body.total).toBe(all.body.counts.blog);
    expect(work.body.items.every((item) => item.type === 'work')).toBe(true);
    expect(blog.body.items.every((item) => item.type === 'blog')).toBe(true);
    expect(all.body.total).toBe(all.body.counts.blog + all.body.counts.work);
  });

  it('returns an empty result for nonsense', async () => {
    expect((await get('?q=qxzvwjkp')).body).toEqual({ total: 0, counts: { blog: 0, work: 0 }, items: [] });
  });

  it('answers 400 in the validation shape for a missing query, an unknown tab or locale', async () => {
    for (const [query, fields] of [
      ['', { q: 'required' }],
      ['?q=%20%20', { q: 'required' }],
      ['?q=ads&tab=videos', { tab: 'invalid' }],
      ['?q=ads&locale=fr', { locale: 'invalid' }],
      ['?q=ads&locale=cn', { locale: 'invalid' }],
      [`?q=${'a'.repeat(201)}`, { q: 'too_long' }],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.body).toEqual({ error: 'validation', fields });
    }
  });

  it('limits one client to 60 searches a minute, then 429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    for (let index = 0; index < 60; index += 1) {
      expect((await get('?q=brand', headers)).status).toBe(200);
    }
    const limited = await get('?q=brand', headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await get('?q=brand', { 'x-forwarded-for': '203.0.113.78' })).status).toBe(200);
  });
});
