import { LONG_PHRASE, needsPhrases, phrases } from '@/lib/typography/phrases';

describe('phrases', () => {
  it('splits Japanese and Chinese headings into BudouX phrases, losing nothing', () => {
    const ja = 'インタラクティブ広告で、遊んでから選ぶ体験を。';
    // BudouX: インタラクティブ広告で、| 遊んでから | 選ぶ | 体験を。 — the first one long enough to split once more.
    expect(phrases(ja, 'ja')).toEqual(['インタラクティブ', '広告で、', '遊んでから', '選ぶ', '体験を。']);
    const zh = '让用户忍不住想玩的互动广告';
    const pieces = phrases(zh, 'zh-CN');
    expect(pieces.join('')).toBe(zh);
    // The broken heading: 互动广 / 告. 互动 and 广告 are whole pieces.
    expect(pieces).toContain('互动');
    expect(pieces.some((piece) => piece.includes('广') && !piece.includes('广告'))).toBe(false);
  });

  it('never splits a Latin word inside Chinese text', () => {
    const pieces = phrases('Lucky Lagoon Slots：先从奖励回合玩起', 'zh-CN');
    expect(pieces.join('')).toBe('Lucky Lagoon Slots：先从奖励回合玩起');
    for (const word of ['Lucky', 'Lagoon', 'Slots']) {
      expect(pieces.some((piece) => piece.includes(word))).toBe(true);
    }
  });

  it('splits a phrase longer than the limit at word boundaries', () => {
    const pieces = phrases('パフォーマンスマーケティングチーム', 'ja');
    expect(pieces).toEqual(['パフォーマンス', 'マーケティング', 'チーム']);
    expect(pieces.every((piece) => [...piece].length <= LONG_PHRASE)).toBe(true);
    // Never before a particle or punctuation, never after an opening bracket.
    expect(phrases('「プレイアブル広告」の制作ガイドライン', 'ja').join('|')).not.toMatch(
      /\|[のをはが、。」]|「\|/,
    );
  });

  it('leaves English and Korean whole: they break at spaces', () => {
    expect(phrases('Interactive ads people want to play', 'en')).toEqual([
      'Interactive ads people want to play',
    ]);
    expect(phrases('사람들이 직접 해 보고 싶어지는 광고', 'ko')).toEqual([
      '사람들이 직접 해 보고 싶어지는 광고',
    ]);
    expect(needsPhrases('ko')).toBe(false);
    expect(needsPhrases('ja')).toBe(true);
    expect(phrases('', 'ja')).toEqual(['']);
  });
});
