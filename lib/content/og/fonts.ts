import fs from 'node:fs';
import path from 'node:path';

// The social cards are drawn with Noto Sans from npm (@fontsource-variable/noto-sans-{jp,kr,sc}: the font
// split into subsets by Unicode range, WOFF2, weight as a variable axis), so a card needs no system font
// and each language's text takes that language's glyph shapes. Only the subsets a card's text touches are
// loaded.

export type CardScript = 'jp' | 'kr' | 'sc';

/** The face each locale's card uses; English takes the Japanese package's Latin subsets. */
export const scriptForLocale: Record<string, CardScript> = { en: 'jp', ja: 'jp', ko: 'kr', 'zh-CN': 'sc' };

export interface FontSubset {
  file: string;
  ranges: [number, number][];
}

function parseRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)];
  });
}

const loaded = new Map<string, FontSubset[]>();

/** Every subset of one face: its file and the code points it covers (the package's unicode.json). */
export function fontSubsets(script: CardScript, root = process.cwd()): FontSubset[] {
  const key = `${root}:${script}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const dir = path.join(root, 'node_modules', '@fontsource-variable', `noto-sans-${script}`);
  const ranges = JSON.parse(fs.readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const subsets = Object.entries(ranges).map(([name, value]) => ({
    file: path.join(dir, 'files', `noto-sans-${script}-${name.replace(/^\[|\]$/g, '')}-wght-normal.woff2`),
    ranges: parseRanges(value),
  }));
  loaded.set(key, subsets);
  return subsets;
}

/** The subsets needed to draw `text` (each code point from the first subset that covers it). */
export function subsetsFor(text: string, subsets: readonly FontSubset[]): FontSubset[] {
  const needed = new Set<FontSubset>();
  for (const char of new Set(text)) {
    const point = char.codePointAt(0)!;
    if (point <= 0x20) continue;
    const subset = subsets.find(({ ranges }) => ranges.some(([from, to]) => point >= from && point <= to));
    if (subset) needed.add(subset);
  }
  return [...needed];
}
