import { highlightParts } from '@/components/search/highlight';
import { readQuery, readTab, searchHref } from '@/lib/search/params';

function marked(text: string, terms: string[]): string {
  return highlightParts(text, terms)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');
}

describe('search highlighting', () => {
  it('marks Latin words at word starts, case-insensitively, prefixes included', () => {
    expect(marked('Playable ads replay the game; playables convert.', ['playable'])).toBe(
      '[Playable] ads replay the game; [playable]s convert.',
    );
    expect(marked('Jacket and hood', ['jacket', 'hood'])).toBe('[Jacket] and [hood]');
  });

  it('marks CJK words and a Korean stem inside a word with its particle', () => {
    expect(marked('我们把试驾搬进经销店之外', ['经销店'])).toBe('我们把试驾搬进[经销店]之外');
    expect(marked('照度メーターで測る', ['照度メーター'])).toBe('[照度メーター]で測る');
    expect(marked('보물상자가 열리면', ['보물상자'])).toBe('[보물상자]가 열리면');
  });

  it('treats regular-expression characters as text and keeps text without matches whole', () => {
    expect(marked('c++ (beta) is 2.5x faster', ['c++', '2.5x'])).toBe('[c++] (beta) is [2.5x] faster');
    expect(highlightParts('nothing here', ['zebra'])).toEqual([{ text: 'nothing here', match: false }]);
    expect(highlightParts('text', [])).toEqual([{ text: 'text', match: false }]);
  });
});

describe('search parameters', () => {
  it('reads the query and the tab from the URL', () => {
    expect(readQuery(undefined)).toBe('');
    expect(readQuery('  hello  ')).toBe('hello');
    expect(readQuery(['first', 'second'])).toBe('first');
    expect(readQuery('x'.repeat(500))).toHaveLength(200);
    expect(readTab('work')).toBe('work');
    expect(readTab('blog')).toBe('blog');
    expect(readTab('cases')).toBeUndefined();
    expect(readTab(undefined)).toBeUndefined();
    expect(searchHref('ar', 'work')).toEqual({ pathname: '/search', query: { q: 'ar', tab: 'work' } });
    expect(searchHref('', undefined)).toEqual({ pathname: '/search', query: {} });
  });
});
