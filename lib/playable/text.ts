// Text helpers shared by the scanners: UTF-8 decoding that reports invalid bytes, and offset → line/column.

const TEXT_EXTENSIONS = new Set([
  'html',
  'htm',
  'js',
  'mjs',
  'cjs',
  'css',
  'json',
  'svg',
  'txt',
  'xml',
  'atlas',
  'fnt',
  'plist',
  'gltf',
]);

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function isTextPath(path: string): boolean {
  return TEXT_EXTENSIONS.has(extensionOf(path));
}

const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const lenientDecoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });

/** Decodes UTF-8 (dropping a BOM); `valid` is false when some bytes were not UTF-8 and were replaced. */
export function decodeText(data: Buffer): { text: string; valid: boolean } {
  try {
    return { text: strictDecoder.decode(data), valid: true };
  } catch {
    return { text: lenientDecoder.decode(data), valid: false };
  }
}

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
}

/**
 * Maps string offsets to 1-based line and column numbers. Lines end at \n; in JavaScript (`javascript`) also
 * at a lone \r, U+2028 and U+2029, as the engine counts them in an error's line number.
 */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string, javascript = false) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const ends =
        code === 10 ||
        (javascript &&
          ((code === 13 && text.charCodeAt(i + 1) !== 10) || code === 0x2028 || code === 0x2029));
      if (ends) this.starts.push(i + 1);
    }
  }

  position(offset: number): Position {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, col: offset - this.starts[low] + 1 };
  }
}
