import { describe, expect, it } from 'vitest';
import { keptQuery } from '@/lib/i18n/kept-query';

describe('the query the language menu keeps', () => {
  it("keeps each page's own view: search's q and tab, the blog's tab, our work's filters, the privacy version", () => {
    expect(keptQuery('/search', '?q=%E5%8B%95%E7%94%BB')).toBe('?q=%E5%8B%95%E7%94%BB');
    expect(keptQuery('/search', '?q=ar&tab=work')).toBe('?q=ar&tab=work');
    expect(keptQuery('/blog', '?tab=academy')).toBe('?tab=academy');
    expect(keptQuery('/our-work', '?type=interactive&tag=casual&tag=casino')).toBe(
      '?type=interactive&tag=casual&tag=casino',
    );
    expect(keptQuery('/privacy', '?version=cn')).toBe('?version=cn');
  });

  it('drops what the page does not read, and every query of a page without a view', () => {
    expect(keptQuery('/blog', '?utm_source=x&tab=works&q=1')).toBe('?tab=works');
    expect(keptQuery('/search', '?type=video&tab=work')).toBe('?tab=work');
    expect(keptQuery('/', '?q=playable')).toBe('');
    expect(keptQuery('/our-work/berry-cascade-match3-playable', '?tag=casual')).toBe('');
    expect(keptQuery('/search', '')).toBe('');
  });

  it('writes a text query back as it reads it', () => {
    const params = new URLSearchParams(keptQuery('/search', `?${new URLSearchParams({ q: '動画 & ads' })}`));
    expect(params.get('q')).toBe('動画 & ads');
  });
});
