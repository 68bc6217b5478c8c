// Finds the URLs a stylesheet loads: url(...) and @import. Comments are blanked first (keeping offsets), so
// a commented-out URL is not reported. A url() inside @font-face carries its format() hint, so a legacy
// font that browsers skip (EOT, SVG fonts) can be told from one they load.

export interface CssUrl {
  url: string;
  via: 'url()' | '@import';
  /** Offset of the URL's statement in the scanned text. */
  offset: number;
  /** True for a url() in an @font-face rule. */
  fontFace: boolean;
  /** The format() hint right after the url(), lower-cased, or null. */
  format: string | null;
}

/** The stylesheet with comments turned to spaces (offsets and line breaks kept). */
export function blankComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;
const IMPORT_STRING = /@import\s+(?:"([^"]*)"|'([^']*)')/gi;
const FONT_FACE = /@font-face\s*\{[^}]*\}?/gi;
const FORMAT_HINT = /^\s*format\(\s*["']?([^"')]*)["']?\s*\)/i;

function fontFaceRanges(text: string): [number, number][] {
  return [...text.matchAll(FONT_FACE)].map((match) => [match.index, match.index + match[0].length]);
}

export function scanCss(css: string): CssUrl[] {
  const text = blankComments(css);
  const fontFaces = fontFaceRanges(text);
  const found: CssUrl[] = [];
  for (const match of text.matchAll(URL_FUNCTION)) {
    const url = match[1] ?? match[2] ?? match[3] ?? '';
    const before = text.slice(Math.max(0, match.index - 16), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 64);
    found.push({
      url,
      via: /@import\s*$/i.test(before) ? '@import' : 'url()',
      offset: match.index,
      fontFace: fontFaces.some(([start, end]) => match.index >= start && match.index < end),
      format: FORMAT_HINT.exec(after)?.[1].trim().toLowerCase() ?? null,
    });
  }
  for (const match of text.matchAll(IMPORT_STRING)) {
    found.push({
      url: match[1] ?? match[2] ?? '',
      via: '@import',
      offset: match.index,
      fontFace: false,
      format: null,
    });
  }
  return found.sort((a, b) => a.offset - b.offset);
}

const LEGACY_FONT_FORMATS = new Set(['embedded-opentype', 'svg']);

/**
 * Whether a stylesheet URL names a font format no current browser uses: EOT (Internet Explorer's) and SVG
 * fonts. Browsers skip such a source in @font-face and fall through to the next one.
 */
export function isLegacyFont(found: Pick<CssUrl, 'url' | 'fontFace' | 'format'>): boolean {
  const path = found.url.replace(/[?#].*$/s, '').toLowerCase();
  if (path.endsWith('.eot')) return true;
  return found.fontFace && (LEGACY_FONT_FORMATS.has(found.format ?? '') || path.endsWith('.svg'));
}
