import fs from 'node:fs';
import path from 'node:path';
import {
  clearContentCache,
  getAllSlugs,
  getCase,
  getCases,
  getLocaleContent,
  getPost,
  getPosts,
} from '@/lib/content/load';
import { CASE_TAGS, CASE_TYPES, CONTENT_LOCALES, SLUG_PATTERN } from '@/lib/content/schema';
import { ContentError } from '@/lib/content/files';
import {
  caseFrontMatter,
  createFixture,
  postFrontMatter,
  toMarkdown,
  type Fixture,
  type FrontMatter,
} from './fixture';

describe('the real case studies', () => {
  it.each(CONTENT_LOCALES)('has 12 cases in %s, newest first, with rendered bodies', (locale) => {
    const cases = getCases(locale);
    expect(cases).toHaveLength(12);
    const dates = cases.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of cases) {
      expect(item.slug).toMatch(SLUG_PATTERN);
      expect(item.locale).toBe(locale);
      const full = getCase(locale, item.slug);
      expect(full?.html).toContain('<h2 id="');
      expect(full?.text.length).toBeGreaterThan(200);
    }
  });

  it('covers every tag and both types', () => {
    const cases = getCases('en');
    const tags = new Set(cases.flatMap((item) => item.tags));
    expect([...tags].sort()).toEqual([...CASE_TAGS].sort());
    expect(new Set(cases.map((item) => item.type))).toEqual(new Set(CASE_TYPES));
  });

  it('shares slug, type, tags, date and cover across locales', () => {
    const shared = (locale: (typeof CONTENT_LOCALES)[number]) =>
      getCases(locale).map(({ slug, type, tags, date, cover }) => ({ slug, type, tags, date, cover }));
    for (const locale of CONTENT_LOCALES) expect(shared(locale)).toEqual(shared('en'));
  });

  it('writes each locale in its own language, not in English', () => {
    const scripts: Record<string, RegExp> = {
      'zh-CN': /\p{Script=Han}/u,
      ja: /\p{Script=Hiragana}/u,
      ko: /\p{Script=Hangul}/u,
    };
    for (const [locale, script] of Object.entries(scripts)) {
      for (const item of getLocaleContent(locale as 'zh-CN' | 'ja' | 'ko').cases) {
        const letters = item.text.replace(/[^\p{L}]/gu, '');
        const native = letters.replace(/\p{Script=Latin}/gu, '');
        expect(native.length / letters.length, `${locale}/${item.slug}`).toBeGreaterThan(0.8);
        expect(item.text, `${locale}/${item.slug}`).toMatch(script);
      }
    }
  });

  it('has a cover file under public/ for every case: a drawn SVG, or a poster of its demo or video', () => {
    for (const item of getCases('en')) {
      const file = path.join(process.cwd(), 'public', item.cover);
      if (!item.cover.endsWith('.svg')) {
        // A WebP poster or still of the case's own video or demo, small enough for a card.
        const bytes = fs.readFileSync(file);
        expect(bytes.subarray(8, 12).toString(), item.cover).toBe('WEBP');
        expect(bytes.length, item.cover).toBeLessThanOrEqual(60_000);
        continue;
      }
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toContain('viewBox="0 0 1200 675"');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    }
  });

  it('filters by type, and combines tags with AND', () => {
    const video = getCases('en', { type: 'video' });
    expect(video.length).toBeGreaterThan(0);
    expect(video.every((item) => item.type === 'video')).toBe(true);

    const ar = getCases('en', { tags: ['ar'] });
    const arAndEcommerce = getCases('en', { tags: ['ar', 'ecommerce'] });
    expect(ar.length).toBeGreaterThan(arAndEcommerce.length);
    expect(arAndEcommerce.length).toBeGreaterThan(0);
    expect(arAndEcommerce.every((item) => item.tags.includes('ar') && item.tags.includes('ecommerce'))).toBe(
      true,
    );

    expect(getCases('en', { type: 'video', tags: ['casino'] })).toEqual([]);
  });

  it('lists every slug once and returns null for an unknown one', () => {
    const { cases } = getAllSlugs();
    expect(cases).toHaveLength(12);
    expect(new Set(cases).size).toBe(12);
    expect(getCase('en', 'no-such-case')).toBeNull();
    expect(getPost('en', 'no-such-post')).toBeNull();
  });

  it('keeps every blog post in all four locales', () => {
    const counts = CONTENT_LOCALES.map((locale) => getPosts(locale).length);
    expect(new Set(counts).size).toBe(1);
  });
});

describe('loading from a given folder', () => {
  let fixture: Fixture;

  beforeEach(() => {
    clearContentCache();
    fixture = createFixture();
  });
  afterEach(() => {
    fixture.remove();
    clearContentCache();
  });

  it('sorts posts newest first and links prev (older) and next (newer)', () => {
    const everyLocale = (frontMatter: FrontMatter) =>
      Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, frontMatter]));
    fixture.item('blog', 'middle', everyLocale({ date: '2025-02-01' }));
    fixture.item('blog', 'oldest', everyLocale({ date: '2024-12-31' }));
    fixture.item('blog', 'newest', everyLocale({ date: '2025-03-09' }));

    expect(getPosts('en', fixture.root).map((post) => post.slug)).toEqual(['newest', 'middle', 'oldest']);
    const middle = getPost('ja', 'middle', fixture.root);
    expect(middle?.prev).toEqual({ slug: 'oldest', title: 'Post oldest' });
    expect(middle?.next).toEqual({ slug: 'newest', title: 'Post newest' });
    expect(getPost('en', 'newest', fixture.root)?.next).toBeNull();
    expect(getPost('en', 'oldest', fixture.root)?.prev).toBeNull();
    expect(getAllSlugs(fixture.root).posts).toEqual(['newest', 'middle', 'oldest']);
  });

  it('returns summaries without bodies and full items with html, headings and reading time', () => {
    fixture.item('blog', 'long-read', {}, `## First part\n\n${'word '.repeat(700)}`);
    const [summary] = getPosts('en', fixture.root);
    expect(summary).not.toHaveProperty('html');
    expect(summary.readingMinutes).toBe(3);
    const post = getPost('en', 'long-read', fixture.root);
    expect(post?.headings).toEqual([{ depth: 2, id: 'first-part', text: 'First part' }]);
    expect(post?.html).toContain('<h2 id="first-part">First part</h2>');
  });

  it('normalises an unquoted YAML date to YYYY-MM-DD', () => {
    const markdown = toMarkdown(caseFrontMatter('dated'), 'Body.').replace(
      'date: "2025-01-15"',
      'date: 2025-01-15',
    );
    expect(markdown).toContain('date: 2025-01-15\n');
    fixture.writeRaw('content/cases/dated/en.md', markdown);
    expect(getCase('en', 'dated', fixture.root)?.date).toBe('2025-01-15');
  });

  it('throws a ContentError naming the file when front matter is invalid', () => {
    fixture.write('cases', 'broken', 'en', caseFrontMatter('broken', { type: 'banner' }));
    expect(() => getCases('en', {}, fixture.root)).toThrow(ContentError);
    expect(() => getCases('en', {}, fixture.root)).toThrow(/broken[\\/]en\.md: type/);
  });

  it('reads the files once per process until the cache is cleared', () => {
    fixture.write('blog', 'first', 'en', postFrontMatter('first'));
    expect(getPosts('en', fixture.root)).toHaveLength(1);
    fixture.write('blog', 'second', 'en', postFrontMatter('second'));
    expect(getPosts('en', fixture.root)).toHaveLength(1);
    clearContentCache();
    expect(getPosts('en', fixture.root)).toHaveLength(2);
  });
});
