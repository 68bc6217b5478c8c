// WebVTT captions: written by scripts/make-videos.ts from a scene's cue list, read back by the tests.

export interface Cue {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: string;
}

export class VttError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'VttError';
  }
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(value: string, line: number): number {
  const match = TIMESTAMP.exec(value);
  if (!match) throw new VttError(line, `"${value}" is not a WebVTT timestamp (hh:mm:ss.ttt)`);
  const [, h = '0', m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** A WebVTT file of the cues, in order; a cue's text may span lines but holds no blank line or "-->". */
export function formatVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, index) => {
    if (!cue.text.trim() || /\n\s*\n|-->/.test(cue.text)) {
      throw new Error(`cue ${index + 1}: text must be non-empty, without blank lines or "-->"`);
    }
    return `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text.trim()}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/**
 * The cues of a WebVTT file (the subset this site writes: optional cue ids, no settings it relies on, no
 * NOTE/STYLE/REGION blocks). Throws a VttError naming the line for a missing header, a malformed timing line,
 * a cue that ends before it starts or starts before the previous one.
 */
export function parseVtt(source: string): Cue[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? ''))
    throw new VttError(1, 'the file must start with "WEBVTT"');
  const cues: Cue[] = [];
  let index = 1;
  while (index < lines.length) {
    if (!lines[index]!.trim()) {
      index++;
      continue;
    }
    // A block: an optional id line, then the timing line, then text up to a blank line.
    let timingIndex = index;
    if (!lines[timingIndex]!.includes('-->')) timingIndex++;
    const timing = lines[timingIndex];
    if (timing === undefined || !timing.includes('-->')) {
      throw new VttError(index + 1, 'a cue needs a timing line "start --> end"');
    }
    const [startText = '', rest = ''] = timing.split('-->').map((part) => part.trim());
    const endText = rest.split(/[ \t]+/)[0] ?? '';
    const cue = {
      start: seconds(startText, timingIndex + 1),
      end: seconds(endText, timingIndex + 1),
      text: '',
    };
    if (cue.end <= cue.start) throw new VttError(timingIndex + 1, 'the cue ends before it starts');
    const previous = cues.at(-1);
    if (previous && cue.start < previous.start) {
      throw new VttError(timingIndex + 1, 'cues must be in ascending order of start time');
    }
    const text: string[] = [];
    index = timingIndex + 1;
    while (index < lines.length && lines[index]!.trim()) text.push(lines[index++]!);
    if (!text.length) throw new VttError(timingIndex + 1, 'the cue has no text');
    cue.text = text.join('\n');
    cues.push(cue);
  }
  return cues;
}
