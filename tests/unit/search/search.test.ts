import { buildSearchIndex, queryIndex, search, type SearchResponse } from '@/lib/search';
import { clearContentCache } from '@/lib/content/load';
import { CONTENT_LOCALES } from '@/lib/content/schema';
import { createFixture, type Fixture } from '../content/fixture';

function expectConsistent(response: SearchResponse, tab?: 'blog' | 'work'): void {
  expect(response.total).toBe(response.items.length);
  if (tab) {
    expect(response.items.every((item) => item.type === tab)).toBe(true);
    expect(response.items).toHaveLength(response.counts[tab]);
  } else {
    expect(response.items.filter((item) => item.type === 'blog')).toHaveLength(response.counts.blog);
    expect(response.items.filter((item) => item.type === 'work')).toHaveLength(response.counts.work);
  }
  for (const item of response.items) {
    expect(item.url).toBe(`${item.type === 'blog' ? '/blog/' : '/our-work/'}${item.id}`);
  }
}

describe('search over the real content', () => {
  it('finds a case by a Chinese word from its body, with an excerpt around it', () => {
    const response = search('zh-CN', '经销店');
    expectConsistent(response);
    expect(response.items.map((item) => item.id)).toContain('corvane-ev-3d-test-drive');
    const hit = response.items.find((item) => item.id === 'corvane-ev-3d-test-drive');
    expect(hit?.excerpt).toContain('经销店');
    expect(hit?.title).toBe('Corvane Aero：把试驾搬进广告里');
  });

  it('finds a case by a Japanese word from its body', () => {
    const response = search('ja', '照度メーター');
    expectConsistent(response);
    expect(response.items[0]).toMatchObject({
      type: 'work',
      id: 'fernwise-ar-plant-finder',
      url: '/our-work/fernwise-ar-plant-finder',
    });
    expect(response.items[0].excerpt).toContain('照度メーター');
  });

  it('finds a case by a Korean stem that only occurs with a particle attached', () => {
    // The body says 보물상자가 (treasure chest + subject particle); the query is the bare noun.
    const response = search('ko', '보물상자');
    expectConsistent(response);
    expect(response.items.map((item) => item.id)).toEqual(['lucky-lagoon-slots-playable']);
    expect(response.items[0].excerpt).toContain('보물상자가');
  });

  it('searches only the requested locale', () => {
    expect(search('en', '经销店').total).toBe(0);
    expect(search('zh-CN', 'dealer').total).toBe(0);
    expect(search('en', 'dealer').items.map((item) => item.id)).toContain('corvane-ev-3d-test-drive');
  });

  it.each(CONTENT_LOCALES)('returns nothing for nonsense or an empty query in %s', (locale) => {
    for (const query of ['qxzvwjkp', '鬱鬱鬱龘', '뷁뷁뷁', '', '   ', '!!! ???']) {
      expect(search(locale, query)).toEqual({ total: 0, counts: { blog: 0, work: 0 }, items: [] });
    }
  });

  it('keeps counts for both tabs while a tab narrows the items', () => {
    const all = search('en', 'playable');
    expectConsistent(all);
    expect(all.counts.work).toBeGreaterThan(0);
    const work = search('en', 'playable', 'work');
    expectConsistent(work, 'work');
    expect(work.counts).toEqual(all.counts);
    expect(work.total).toBe(all.counts.work);
    const blog = search('en', 'playable', 'blog');
    expectConsistent(blog, 'blog');
    expect(blog.total).toBe(all.counts.blog);
  });

  it('requires every word of the query (AND), tolerating a typo in a long Latin word', () => {
    expect(search('en', 'jacket').items.map((item) => item.id)).toEqual(['tundrafox-ar-jacket-tryon']);
    expect(search('en', 'jackt hood').items.map((item) => item.id)).toEqual(['tundrafox-ar-jacket-tryon']);
    expect(search('en', 'jacket qxzvwjkp').total).toBe(0);
  });

  it('treats regular-expression characters in the query as text', () => {
    expect(() => search('en', 'c++ (playable] *?')).not.toThrow();
    expect(search('en', '2.5x').items.map((item) => item.id)).toContain('tundrafox-ar-jacket-tryon');
  });
});

describe('search over a given folder', () => {
  let fixture: Fixture;
  beforeEach(() => {
    clearContentCache();
    fixture = createFixture();
  });
  afterEach(() => {
    fixture.remove();
    clearContentCache();
  });

  it('indexes posts as blog and cases as work, with excerpts from the matching paragraph', () => {
    fixture.item(
      'blog',
      'zebra-notes',
      { en: { description: 'Field notes from the savanna.' } },
      '## Intro\n\nNothing here.\n\nThe striped zebra crossed the road at dawn.',
    );
    fixture.item('cases', 'zebra-case', {}, 'A case about zebra crossings.');
    fixture.item('cases', 'other-case', {}, 'Unrelated words only.');
    const index = buildSearchIndex('en', fixture.root);
    const response = queryIndex(index, 'zebra');
    expect(response.counts).toEqual({ blog: 1, work: 1 });
    expect(response.items.map((item) => `${item.type}:${item.id}`).sort()).toEqual([
      'blog:zebra-notes',
      'work:zebra-case',
    ]);
    const post = response.items.find((item) => item.type === 'blog');
    expect(post).toMatchObject({
      url: '/blog/zebra-notes',
      title: 'Post zebra-notes',
      excerpt: 'The striped zebra crossed the road at dawn.',
    });
  });

  it('shows the description when only the title matches, and cuts long paragraphs with ellipses', () => {
    fixture.item('cases', 'title-only', { en: { title: 'Quokka launch' } });
    const long = `${'lorem '.repeat(40)}walrus ${'ipsum '.repeat(60)}`;
    fixture.item('cases', 'long-body', {}, long);
    const index = buildSearchIndex('en', fixture.root);
    expect(queryIndex(index, 'quokka').items[0].excerpt).toBe('A summary of title-only.');
    const excerpt = queryIndex(index, 'walrus').items[0].excerpt;
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('walrus');
    expect(excerpt.length).toBeLessThanOrEqual(162);
  });
});
