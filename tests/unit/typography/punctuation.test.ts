import fs from 'node:fs';
import path from 'node:path';

// Chinese and Japanese text takes full-width punctuation: 「游戏步数：」, never 「游戏步数: 」. ASCII
// punctuation stays where it belongs to Latin text or code ("gameStart()", "A/B", "# や ?").

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : strings(value, `${prefix}${key}.`),
  );
}

const HAN_OR_KANA = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]`;
/** An ASCII colon, semicolon, comma, or bracket right after (or a bracket opening right before) Chinese or Japanese text. */
const ASCII_AFTER_CJK = new RegExp(String.raw`${HAN_OR_KANA} ?[:;,()\[\]]|[(\[] ?${HAN_OR_KANA}`, 'u');

/** Each message of a locale with ASCII punctuation next to its Chinese or Japanese text. */
export function asciiPunctuation(tree: Tree): string[] {
  return strings(tree)
    .filter(([, text]) => ASCII_AFTER_CJK.test(text))
    .map(([key, text]) => `${key}: ${ASCII_AFTER_CJK.exec(text)![0]}`);
}

const load = (locale: string) => JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as Tree;

describe('full-width punctuation in Chinese and Japanese', () => {
  it('finds the ASCII colon and brackets it is meant to find, and leaves code alone', () => {
    expect(asciiPunctuation({ a: '游戏步数: {steps}', b: '手数(目安)', c: 'ゲーム(3D)' })).toEqual([
      'a: 数:',
      'b: 数(',
      'c: ム(',
    ]);
    expect(
      asciiPunctuation({ a: '请调用 gameStart() 和 gameClose()。', b: 'A/B テスト：3手', c: '# や ?' }),
    ).toEqual([]);
  });

  it.each(['zh-CN', 'ja'])('%s messages use full-width colons and brackets', (locale) => {
    expect(asciiPunctuation(load(locale))).toEqual([]);
  });

  // The playable tester's own screens (components/review, app/[locale]/review) keep their copy in their own
  // files; test-step.tsx's "游戏步数" label is fixed there, the rest of that area is checked with its copy.
  const REVIEW_AREA = ['components/review', 'app/[locale]/review'];

  it('no site component puts an ASCII colon after a translated label: the colon is part of the message', () => {
    // "{t('steps.label')}: <strong>" drew 「游戏步数: 」; the message carries its own punctuation instead.
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!REVIEW_AREA.includes(full)) walk(full);
        } else if (full.endsWith('.tsx')) {
          const source = fs.readFileSync(full, 'utf8');
          for (const match of source.matchAll(/\bt\w*\(\s*'[^']+'[^)]*\)\}\s*[:：]/g))
            offenders.push(`${full}: ${match[0]}`);
        }
      }
    };
    walk('app');
    walk('components');
    expect(offenders).toEqual([]);
  });
});
