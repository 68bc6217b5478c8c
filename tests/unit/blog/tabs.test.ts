import { filterByTab, parseBlogTab, tabQuery } from '@/components/blog/tabs';
import { formatContentDate } from '@/lib/content/dates';
import { getPosts } from '@/lib/content/load';

describe('blog tab in the URL', () => {
  it('reads a known category and falls back to All Content', () => {
    expect(parseBlogTab(undefined)).toBe('all');
    expect(parseBlogTab('insights')).toBe('insights');
    expect(parseBlogTab('academy')).toBe('academy');
    expect(parseBlogTab(['works', 'insights'])).toBe('works');
    expect(parseBlogTab('all')).toBe('all');
    expect(parseBlogTab('Insights')).toBe('all');
    expect(parseBlogTab('__proto__')).toBe('all');
  });

  it('gives All Content no query, so /blog stays canonical', () => {
    expect(tabQuery('all')).toEqual({});
    expect(tabQuery('works')).toEqual({ tab: 'works' });
  });

  it('narrows the real posts by category; the three categories cover All Content', () => {
    const posts = getPosts('ja');
    const sizes = (['insights', 'academy', 'works'] as const).map((tab) => {
      const shown = filterByTab(posts, tab);
      expect(shown.length, tab).toBeGreaterThan(0);
      expect(shown.every((post) => post.category === tab)).toBe(true);
      return shown.length;
    });
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(posts.length);
    expect(filterByTab(posts, 'all')).toEqual(posts);
  });
});

describe('content dates', () => {
  it('are written in each locale, on the same day whatever the time zone', () => {
    expect(formatContentDate('en', '2026-07-14')).toBe('July 14, 2026');
    expect(formatContentDate('zh-CN', '2026-07-14')).toBe('2026年7月14日');
    expect(formatContentDate('ja', '2026-07-14')).toBe('2026年7月14日');
    expect(formatContentDate('ko', '2026-07-14')).toBe('2026년 7월 14일');
    expect(formatContentDate('en', '2026-01-01')).toBe('January 1, 2026');
  });
});
