import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser, type Parser } from 'budoux';

// Japanese and Chinese are written without spaces, so a browser may break a heading between any two
// characters ("インタ / ラクティブ広告", "互动广 / 告"). BudouX splits such text into phrases on the server;
// the page marks the phrase boundaries as the only places a line may break (<wbr> with word-break:
// keep-all, app/globals.css). Korean separates words with spaces and needs only keep-all; English
// breaks at spaces already.

type ParserFactory = () => Parser;

const factories: Partial<Record<string, ParserFactory>> = {
  ja: loadDefaultJapaneseParser,
  'zh-CN': loadDefaultSimplifiedChineseParser,
};

const parsers = new Map<string, Parser>();

function parserFor(locale: string): Parser | undefined {
  const factory = factories[locale];
  if (!factory) return undefined;
  let parser = parsers.get(locale);
  if (!parser) {
    parser = factory();
    parsers.set(locale, parser);
  }
  return parser;
}

/** True when the locale's text is split into phrases (written without spaces between words). */
export function needsPhrases(locale: string): boolean {
  return locale in factories;
}

/** Phrases longer than this may also break between the words inside them (a long katakana compound). */
export const LONG_PHRASE = 8;

// A Latin word or abbreviation runs across the characters that join its parts ("A/B", "HTML5", "i.e.",
// "R&D", "Web-GL"): a line never breaks inside it.
const LATIN_END = /[\p{Script=Latin}\p{N}][/.+&_-]*$/u;
const LATIN_START = /^[/.+&_-]*[\p{Script=Latin}\p{N}]/u;

/** BudouX splits Latin words ("Slo", "ts"; "A/", "B"); a Latin word is never split here. */
function joinLatinWords(pieces: string[]): string[] {
  return joinWhere(pieces, (before, after) => LATIN_END.test(before) && LATIN_START.test(after));
}

// A number and the counter or unit after it are read as one word: 3手, 5分, 10秒, 2.5倍, 三秒, 一个.
const DIGITS_END = /\p{Nd}$/u;
const HAN_NUMBER = /^[〇零一二两三四五六七八九十百千万亿億兆几幾半]+$/u;
const COUNTER_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/** A digit run (or a phrase of Han numerals) joined with the counter that follows it. */
function joinNumbersWithCounters(pieces: string[]): string[] {
  return joinWhere(
    pieces,
    (before, after) => (DIGITS_END.test(before) || HAN_NUMBER.test(before)) && COUNTER_START.test(after),
  );
}

/** Each piece appended to the one before it when `joins(before, piece)` says they are one word. */
function joinWhere(pieces: string[], joins: (before: string, after: string) => boolean): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.length - 1;
    if (last >= 0 && joins(joined[last]!, piece)) joined[last] += piece;
    else joined.push(piece);
  }
  return joined;
}

// Inside a long phrase a line may start with a katakana, Han or Latin word, never with a particle or a
// punctuation mark, and never right after an opening bracket.
const WORD_START = /^[\p{Script=Katakana}\p{Script=Han}\p{Script=Latin}\p{N}]/u;
const OPENING = /[「『（(［【〈《“‘]$/u;

/** A phrase too long for a narrow column, split where a new word begins rather than anywhere. */
function splitLongPhrase(phrase: string, locale: string): string[] {
  if ([...phrase].length <= LONG_PHRASE) return [phrase];
  const pieces: string[] = [];
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(phrase)) {
    const last = pieces.length - 1;
    if (last >= 0 && (!WORD_START.test(segment) || OPENING.test(pieces[last]!))) pieces[last] += segment;
    else pieces.push(segment);
  }
  return joinLatinWords(joinKatakanaFragments(pieces));
}

// ICU's dictionary cuts some katakana loanwords into fragments (コン / バージョン); a fragment of two
// characters or fewer stays with the katakana beside it, while long compounds still split between words.
const KATAKANA_END = /[\p{Script=Katakana}ー]$/u;
const KATAKANA_START = /^[\p{Script=Katakana}ー]/u;
const FRAGMENT = 2;

function joinKatakanaFragments(pieces: string[]): string[] {
  return joinWhere(
    pieces,
    (before, after) =>
      KATAKANA_END.test(before) &&
      KATAKANA_START.test(after) &&
      Math.min([...before].length, [...after].length) <= FRAGMENT,
  );
}

/**
 * The text split where a line may break: BudouX phrases for Japanese and Simplified Chinese (a long phrase
 * also between its words; never inside a Latin word or between a number and its counter), the whole text
 * as one piece for other languages. Joined, the pieces are the
 * text unchanged.
 */
export function phrases(text: string, locale: string): string[] {
  const parser = parserFor(locale);
  if (!parser || !text) return [text];
  const split = joinLatinWords(parser.parse(text)).flatMap((phrase) => splitLongPhrase(phrase, locale));
  return joinNumbersWithCounters(split);
}
