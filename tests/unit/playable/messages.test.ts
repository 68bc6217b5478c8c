import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import ko from '@/messages/ko.json';
import zhCN from '@/messages/zh-CN.json';
import { CHECK_MESSAGES } from '@/lib/playable/messages';

// The keys a report carries (CheckResult.message) are what the Test step translates: each one has its
// text in the four message files, and the English there is the English the CLI and the mail print.

describe('CHECK_MESSAGES', () => {
  it.each([
    ['en', en],
    ['zh-CN', zhCN],
    ['ja', ja],
    ['ko', ko],
  ] as const)('every key has its text in %s', (_locale, messages) => {
    const texts = messages.Review.messages as Record<string, string>;
    expect(Object.keys(CHECK_MESSAGES).filter((key) => !texts[key])).toEqual([]);
  });

  it('reads the same in English on the page as in the CLI', () => {
    const texts = en.Review.messages as Record<string, string>;
    for (const [key, text] of Object.entries(CHECK_MESSAGES)) expect(texts[key], key).toBe(text);
  });
});
