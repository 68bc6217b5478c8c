// Splits an excerpt into plain and matched parts for <mark>: every place where a query word occurs,
// case-insensitively (a Latin word only at a word start; CJK and Korean anywhere, so the stem 보물상자
// is marked inside 보물상자가).

export interface HighlightPart {
  text: string;
  match: boolean;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function highlightParts(raw: string, terms: readonly string[]): HighlightPart[] {
  // The index saw NFKC text; the excerpt is matched in the same form (full-width letters, ligatures).
  const text = raw.normalize('NFKC');
  const words = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const alternatives = words.map((word) => {
    const latin = /^[\p{Script=Latin}\p{N}]/u.test(word);
    return `${latin ? '(?<![\\p{Script=Latin}\\p{N}])' : ''}${escapeRegExp(word)}`;
  });
  const pattern = new RegExp(`(${alternatives.join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const index = found.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index), match: false });
    parts.push({ text: text.slice(index, index + found[0].length), match: true });
    last = index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
