import { tokenize, tokenizeQuery } from '@/lib/search/tokenize';

describe('tokenize', () => {
  it('splits Chinese and Japanese into words with Intl.Segmenter', () => {
    expect(tokenize('我们制作了试玩广告，转化率提升。', 'zh-CN')).toEqual(
      expect.arrayContaining(['我们', '制作', '广告', '提升']),
    );
    expect(tokenize('試遊型広告で、インストール率が向上しました。', 'ja')).toEqual(
      expect.arrayContaining(['広告', 'インストール', '向上']),
    );
  });

  it('keeps only word-like segments and lowercases Latin, folding full-width letters', () => {
    expect(tokenize('Playable ADS, 2.5x — ＡＢＣ!', 'en')).toEqual(['playable', 'ads', '2.5x', 'abc']);
    expect(tokenize('  …  ', 'en')).toEqual([]);
  });

  it('adds every prefix of two or more characters for Korean, so a stem matches', () => {
    const tokens = tokenize('서울에서 광고를', 'ko');
    expect(tokens).toEqual(['서울', '서울에', '서울에서', '광고', '광고를']);
    expect(tokenize('Adforge로', 'ko')).toEqual(['ad', 'adf', 'adfo', 'adfor', 'adforg', 'adforge', '로']);
  });

  it('adds no prefixes for other locales or for queries', () => {
    expect(tokenize('서울에서', 'en')).toEqual(['서울에서']);
    expect(tokenizeQuery('서울에서 광고를', 'ko')).toEqual(['서울에서', '광고를']);
  });
});
