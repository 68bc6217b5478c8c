import { fitTitle, wordPieces, wrapPieces } from '@/lib/content/og/layout';

// One unit per character: widths are easy to reason about.
const measure = (text: string) => [...text].length;

describe('social card title layout', () => {
  it('splits words keeping their spaces', () => {
    expect(wordPieces('Why playable  ads convert')).toEqual(['Why ', 'playable  ', 'ads ', 'convert']);
    expect(wordPieces('')).toEqual([]);
  });

  it('fills lines greedily without breaking inside a piece', () => {
    expect(wrapPieces(wordPieces('aa bbb cc dddd e'), measure, 6)).toEqual(['aa bbb', 'cc', 'dddd e']);
    expect(wrapPieces(['互动', '广告，', '让', '用户'], measure, 4)).toEqual(['互动', '广告，让', '用户']);
  });

  it('cuts a piece wider than a whole line between characters', () => {
    expect(wrapPieces(['abcdefgh ', 'x'], measure, 3)).toEqual(['abc', 'def', 'gh', 'x']);
  });

  it('picks the largest size that fits the line limit', () => {
    const at = (size: number) => (text: string) => measure(text) * size;
    const pieces = wordPieces('one two three four');
    expect(fitTitle(pieces, at, { maxWidth: 36, maxLines: 2, sizes: [4, 3, 2] })).toEqual({
      fontSize: 3,
      lines: ['one two', 'three four'],
    });
  });

  it('ends the last line with an ellipsis when nothing fits', () => {
    const at = (size: number) => (text: string) => measure(text) * size;
    const fitted = fitTitle(wordPieces('aaaa bbbb cccc dddd'), at, { maxWidth: 5, maxLines: 2, sizes: [1] });
    expect(fitted.lines).toEqual(['aaaa', 'bbbb…']);
  });
});
