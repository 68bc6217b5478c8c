// Line layout of a social card's title: pure functions over a text-measuring callback, so they are tested
// without a canvas and the renderer stays a thin drawing step.

/** Pieces a line may break between: words (with their trailing space) for languages that use spaces. */
export function wordPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/**
 * Greedy line filling: each piece goes on the current line if it fits, else starts the next one. A piece
 * wider than a whole line is cut between characters (the only way it can fit). Trailing spaces do not count.
 */
export function wrapPieces(
  pieces: readonly string[],
  measure: (text: string) => number,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (piece: string) => {
    const candidate = line + piece;
    if (!line || measure(candidate.trimEnd()) <= maxWidth) line = candidate;
    else {
      lines.push(line.trimEnd());
      line = piece;
    }
  };
  for (const piece of pieces) {
    if (measure(piece.trimEnd()) <= maxWidth) push(piece);
    else for (const char of piece) push(char);
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export interface FittedTitle {
  fontSize: number;
  lines: string[];
}

/**
 * The largest font size (from `sizes`, largest first) at which the title fits in `maxLines` lines; at the
 * smallest size, the lines that fit with the last one ending in an ellipsis.
 */
export function fitTitle(
  pieces: readonly string[],
  measureAt: (fontSize: number) => (text: string) => number,
  { maxWidth, maxLines, sizes }: { maxWidth: number; maxLines: number; sizes: readonly number[] },
): FittedTitle {
  for (const fontSize of sizes) {
    const lines = wrapPieces(pieces, measureAt(fontSize), maxWidth);
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const fontSize = sizes[sizes.length - 1]!;
  const measure = measureAt(fontSize);
  const lines = wrapPieces(pieces, measure, maxWidth).slice(0, maxLines);
  let last = lines[maxLines - 1]!;
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last.trimEnd()}…`;
  return { fontSize, lines };
}
