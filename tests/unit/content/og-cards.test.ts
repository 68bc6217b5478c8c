import { CARD_HEIGHT, CARD_WIDTH, renderOgCard } from '@/lib/content/og/card';
import { ogCards, ogImagePath } from '@/lib/content/og/cards';
import { fontSubsets, subsetsFor } from '@/lib/content/og/fonts';
import { getAllSlugs } from '@/lib/content/load';
import { locales } from '@/lib/i18n/locales';
import { pageRoutes } from '@/lib/routes';

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 2).toString('hex')).toBe('ffd8');
  let offset = 2;
  while (offset < data.length) {
    const marker = data[offset + 1]!;
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('no frame header');
}

describe('social cards', () => {
  const cards = ogCards();

  it('exist for every page route, post and case in every locale, each at its own path', () => {
    const { posts, cases } = getAllSlugs();
    const expected = locales.flatMap((locale) => [
      ...pageRoutes.map((route) => ogImagePath(locale, route)),
      ...posts.map((slug) => ogImagePath(locale, `/blog/${slug}`)),
      ...cases.map((slug) => ogImagePath(locale, `/our-work/${slug}`)),
    ]);
    const paths = cards.map((card) => ogImagePath(card.locale as (typeof locales)[number], card.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(expected.sort());
    expect(cards.every((card) => card.title.trim() && card.kicker.trim())).toBe(true);
    expect(ogImagePath('ja', '/')).toBe('/og/ja/index.jpg');
  });

  it('are drawn as 1200×630 JPEGs in every locale', () => {
    for (const locale of locales) {
      const card = cards.find((item) => item.locale === locale && item.path.startsWith('/blog/'))!;
      const image = renderOgCard(card);
      expect(jpegSize(image)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
      expect(image.length).toBeGreaterThan(20_000);
    }
  });

  it('load only the font subsets the text needs, from the language own face', () => {
    const subsets = fontSubsets('jp');
    const needed = subsetsFor('広告 Ads', subsets);
    expect(needed.length).toBeGreaterThanOrEqual(2);
    expect(needed.length).toBeLessThan(6);
    expect(needed.every((subset) => subset.file.includes('noto-sans-jp'))).toBe(true);
    for (const char of ['広', '告', 'A', 'd', 's']) {
      const point = char.codePointAt(0)!;
      expect(needed.some(({ ranges }) => ranges.some(([from, to]) => point >= from && point <= to))).toBe(
        true,
      );
    }
  });
});
