// Widths in half-width units: a CJK or Hangul character counts twice, so excerpts look alike in every language.
const EXCERPT_WIDTH = 160;
const WIDTH_BEFORE_MATCH = 40;
// Space-separated scripts are cut at a space when one is this close, so no word is shown half.
const WORD_SNAP = 16;

const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

function widthOf(character: string): number {
  return WIDE.test(character) ? 2 : 1;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function firstMatch(text: string, terms: readonly string[]): number {
  let first = -1;
  for (const term of terms) {
    if (!term) continue;
    // Latin words match at a word start; CJK terms have no boundaries to respect.
    const atWordStart = /^[\p{Script=Latin}\p{N}]/u.test(term) ? '(?<![\\p{Script=Latin}\\p{N}])' : '';
    const index = text.search(new RegExp(`${atWordStart}${escapeRegExp(term)}`, 'iu'));
    if (index >= 0 && (first < 0 || index < first)) first = index;
  }
  return first;
}

/** Index reached by walking back from `from` over at most `width` units, not before `limit`. */
function walkBack(text: string, from: number, width: number, limit: number): number {
  let index = from;
  let used = 0;
  while (index > limit) {
    const previous = text.codePointAt(index - 1) ?? 0;
    const step = previous >= 0xdc00 && previous <= 0xdfff && index - 2 >= limit ? 2 : 1;
    const character = text.slice(index - step, index);
    if (used + widthOf(character) > width) break;
    used += widthOf(character);
    index -= step;
  }
  return index;
}

/** Index reached by walking forward from `from` over at most `width` units, not past `limit`. */
function walkForward(text: string, from: number, width: number, limit: number): number {
  let index = from;
  let used = 0;
  while (index < limit) {
    const character = String.fromCodePoint(text.codePointAt(index) ?? 0);
    if (used + widthOf(character) > width) break;
    used += widthOf(character);
    index += character.length;
  }
  return index;
}

function widthBetween(text: string, from: number, to: number): number {
  let width = 0;
  for (const character of text.slice(from, to)) width += widthOf(character);
  return width;
}

/** The part of one paragraph (line) around `matchIndex`, with ellipses where it was cut. */
function clipAround(text: string, matchIndex: number): string {
  const lineStart = text.lastIndexOf('\n', matchIndex - 1) + 1;
  const lineBreak = text.indexOf('\n', matchIndex);
  const lineEnd = lineBreak < 0 ? text.length : lineBreak;

  let from = walkBack(text, matchIndex, WIDTH_BEFORE_MATCH, lineStart);
  if (from > lineStart) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && space < matchIndex && space - from < WORD_SNAP) from = space + 1;
  }
  let to = walkForward(text, from, EXCERPT_WIDTH, lineEnd);
  if (to < lineEnd) {
    const space = text.lastIndexOf(' ', to);
    if (space > matchIndex && to - space < WORD_SNAP) to = space;
  }
  const snippet = `${from > lineStart ? '…' : ''}${text.slice(from, to).trim()}${to < lineEnd ? '…' : ''}`;

  // A match in a short line (a heading) borrows the start of the paragraph that follows it.
  if (to === lineEnd && lineBreak >= 0 && widthBetween(text, from, to) < WIDTH_BEFORE_MATCH) {
    return `${snippet} — ${clipAround(text, lineEnd + 1)}`;
  }
  return snippet;
}

/**
 * A short snippet around the first place where one of the terms occurs, searching the texts in order and
 * staying inside one paragraph; the start of the first text when none occurs (a match in the title only).
 */
export function makeExcerpt(texts: readonly string[], terms: readonly string[]): string {
  for (const text of texts) {
    const index = firstMatch(text, terms);
    if (index >= 0) return clipAround(text, index);
  }
  return clipAround(texts[0] ?? '', 0);
}
