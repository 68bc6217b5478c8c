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

  it('never breaks between a number and its counter', () => {
    // BudouX alone: "3 | 手で", "三 | 秒"; a native reads 3手 / 5分 / 10秒 / 2.5倍 / 三秒 / 一个 as one word.
    const cases: [string, string, string[]][] = [
      ['Berry Cascade：3手で最初の連鎖へ', 'ja', ['3手で']],
      ['5分でわかる、最初の10秒の作り方', 'ja', ['5分で', '10秒の']],
      ['コンバージョン率が2.5倍に', 'ja', ['2.5倍に']],
      ['如何写出扛得住前三秒的视频广告分镜', 'zh-CN', ['三秒']],
      ['从一个爆款到下一个爆款', 'zh-CN', ['一个']],
    ];
    for (const [text, locale, words] of cases) {
      const pieces = phrases(text, locale);
      expect(pieces.join(''), text).toBe(text);
      for (const word of words)
        expect(
          pieces.some((piece) => piece.includes(word)),
          `${text}: ${word}`,
        ).toBe(true);
      expect(pieces.join('|'), text).not.toMatch(
        /\d\|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
      );
    }
  });

  it('keeps an abbreviation or a Latin word with digits whole', () => {
    const ja = phrases('広告自動化で回す A/B イテレーション', 'ja');
    expect(ja.some((piece) => piece.includes('A/B'))).toBe(true);
    const zh = phrases('用广告自动化做 A/B 迭代', 'zh-CN');
    expect(zh.some((piece) => piece.includes('A/B'))).toBe(true);
    const words = phrases('5分でわかるCTAとHTML5広告とR&Dの話', 'ja');
    for (const word of ['CTA', 'HTML5', 'R&D']) {
      expect(
        words.some((piece) => piece.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('keeps a katakana loanword whole when the word dictionary cuts off a fragment', () => {
    // ICU's dictionary: コン | バージョン.
    expect(phrases('インタラクティブなエンドカードでコンバージョン率40%向上', 'ja')).toContain(
      'コンバージョン',
    );
  });
});
