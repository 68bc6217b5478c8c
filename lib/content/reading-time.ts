// Chinese and Japanese are read per character, space-separated scripts (English, Korean) per word.
const CHARACTERS_PER_MINUTE = 400;
const WORDS_PER_MINUTE = 220;

const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Whole minutes needed to read the text, at least 1. */
export function readingMinutes(plainText: string): number {
  const characters = plainText.match(CJK_CHARACTER)?.length ?? 0;
  const words = plainText.replace(CJK_CHARACTER, ' ').match(WORD)?.length ?? 0;
  const minutes = characters / CHARACTERS_PER_MINUTE + words / WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}
