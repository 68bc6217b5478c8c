import type { ContentLocale } from '@/lib/content/schema';

// Korean attaches particles to words (서울에서 = 서울 + 에서) and Intl.Segmenter splits only at spaces, so the
// index also holds each token's prefixes: a search for the stem 서울 then finds 서울에서.
const MIN_PREFIX_LENGTH = 2;

const segmenters = new Map<ContentLocale, Intl.Segmenter>();

function segmenterFor(locale: ContentLocale): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** Words of the text (Intl.Segmenter, word-like segments only), NFKC-normalised and lowercased. */
export function tokenizeQuery(text: string, locale: ContentLocale): string[] {
  const tokens: string[] = [];
  for (const { segment, isWordLike } of segmenterFor(locale).segment(text.normalize('NFKC'))) {
    if (isWordLike) tokens.push(segment.toLowerCase());
  }
  return tokens;
}

function prefixesOf(token: string): string[] {
  const characters = Array.from(token);
  const prefixes: string[] = [];
  for (let length = MIN_PREFIX_LENGTH; length < characters.length; length += 1) {
    prefixes.push(characters.slice(0, length).join(''));
  }
  return prefixes;
}

/** Tokens to index: the words of the text, plus for Korean every prefix of two or more characters. */
export function tokenize(text: string, locale: ContentLocale): string[] {
  const words = tokenizeQuery(text, locale);
  if (locale !== 'ko') return words;
  return words.flatMap((word) => [...prefixesOf(word), word]);
}
