// Finds the URLs a stylesheet loads: url(...) and @import. Comments are blanked first (keeping offsets), so
// a commented-out URL is not reported.

export interface CssUrl {
  url: string;
  via: 'url()' | '@import';
  /** Offset of the URL's statement in the scanned text. */
  offset: number;
}

function blankComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;
const IMPORT_STRING = /@import\s+(?:"([^"]*)"|'([^']*)')/gi;

export function scanCss(css: string): CssUrl[] {
  const text = blankComments(css);
  const found: CssUrl[] = [];
  for (const match of text.matchAll(URL_FUNCTION)) {
    const url = match[1] ?? match[2] ?? match[3] ?? '';
    const before = text.slice(Math.max(0, match.index - 16), match.index);
    found.push({ url, via: /@import\s*$/i.test(before) ? '@import' : 'url()', offset: match.index });
  }
  for (const match of text.matchAll(IMPORT_STRING)) {
    found.push({ url: match[1] ?? match[2] ?? '', via: '@import', offset: match.index });
  }
  return found.sort((a, b) => a.offset - b.offset);
}
