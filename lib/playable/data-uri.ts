import { formatsForMime, isBinaryMime, type MediaFormat, sniffMedia } from './magic';

// Finds data: URIs in any text (HTML, CSS, JS, JSON) and checks each one the way a browser would read it:
// forgiving-base64 decoding, then the decoded bytes against the declared MIME type. A payload that reads as
// a placeholder (`PASTE-BASE64-HERE`, `{{IMAGE}}`) is told apart from broken data: code may fill it in.

export interface DataUri {
  mime: string;
  base64: boolean;
  /** The base64 payload as written (empty for non-base64 URIs, which are not decoded). */
  payload: string;
  /** The character that ended the payload ('' at the end of the text). */
  terminator: string;
  /** The payload's whole token, up to a quote, a bracket or white space (what a placeholder is). */
  token: string;
  offset: number;
  /** From `data:` to the end of the payload. */
  length: number;
}

const DATA_URI_HEAD =
  /data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9.+-]+=(?:[a-z0-9.+-]+|"[^"\n]*"))*)(;base64)?,/gi;
// Base64 text, percent-escapes, and the whitespace a URL parser or a JS line continuation drops.
const BASE64_RUN = /(?:[A-Za-z0-9+/=\r\n\t]+|%[0-9A-Fa-f]{2}|\\\r?\n)*/y;
// Characters that end a URL in HTML, CSS, JS or JSON source (a quote, a bracket, white space…). A payload
// that stops at any other character holds that character: the data itself is bad, or it is a placeholder.
const URL_END = /^$|^[\s'"`()<>,;\\&]$/;
const PAYLOAD_TOKEN = /[^\s'"`()<>,;\\&]*/y;
/** Placeholders as templates write them: UPPER-CASE-WORDS, __NAME__, {{name}}, ${name}, %NAME%, <name>. */
const PLACEHOLDER = /^(?:[A-Z0-9]+(?:[-_][A-Z0-9]+)+|__\w+__|\{\{[^}]*\}\}|\$\{[^}]*\}|%\w+%|<\w+>)$/;
const MAX_PLACEHOLDER_LENGTH = 64;

export function findDataUris(text: string): DataUri[] {
  const found: DataUri[] = [];
  for (const match of text.matchAll(DATA_URI_HEAD)) {
    const mime = (match[1] ?? 'text/plain').toLowerCase();
    const base64 = match[3] !== undefined;
    const payloadStart = match.index + match[0].length;
    let payload = '';
    if (base64) {
      BASE64_RUN.lastIndex = payloadStart;
      payload = BASE64_RUN.exec(text)?.[0] ?? '';
    }
    PAYLOAD_TOKEN.lastIndex = payloadStart;
    found.push({
      mime,
      base64,
      payload,
      terminator: text.charAt(payloadStart + payload.length),
      token: PAYLOAD_TOKEN.exec(text)?.[0] ?? '',
      offset: match.index,
      length: match[0].length + payload.length,
    });
  }
  return found;
}

/** WHATWG forgiving-base64 decode; null when a browser would reject the payload. */
export function forgivingBase64(payload: string): Buffer | null {
  let text = payload
    .replace(/\\\r?\n/g, '')
    .replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  text = text.replace(/[\t\n\f\r ]/g, '');
  if (text.length % 4 === 0) text = text.replace(/={1,2}$/, '');
  if (text.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(text)) return null;
  return Buffer.from(text, 'base64');
}

/** Whether a payload is a template's placeholder rather than data: a build step or code fills it in. */
export function isPlaceholderPayload(uri: DataUri): boolean {
  const token = uri.token;
  return token.length > 0 && token.length <= MAX_PLACEHOLDER_LENGTH && PLACEHOLDER.test(token);
}

/**
 * What is wrong with a data: URI: `broken` when no browser can use the bytes (not base64, or no format a
 * browser decodes as the kind the MIME type names), `mislabeled` when they are another format of the same
 * kind, which browsers sniff and decode anyway (a PNG declared image/webp), `json` when JSON data does not
 * parse (only code that parses it would notice).
 */
export interface DataUriProblem {
  kind: 'broken' | 'mislabeled' | 'json';
  detail: string;
}

/** Formats browsers recognise by their bytes, whatever MIME type of the same kind is declared. */
const SNIFFED_KINDS: readonly (readonly MediaFormat[])[] = [
  ['png', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'avif'],
  ['mpeg-audio', 'ogg', 'wav', 'mp4', 'webm'],
  ['woff', 'woff2', 'sfnt'],
];

function sameSniffedKind(expected: readonly MediaFormat[], actual: MediaFormat): boolean {
  return SNIFFED_KINDS.some(
    (kind) => kind.includes(actual) && expected.some((format) => kind.includes(format)),
  );
}

/** What is wrong with a data: URI, or null when it is sound. */
export function dataUriProblem(uri: DataUri): DataUriProblem | null {
  const broken = (detail: string): DataUriProblem => ({ kind: 'broken', detail });
  if (!uri.base64) {
    return isBinaryMime(uri.mime) ? broken(`${uri.mime} data is not base64-encoded (add ";base64")`) : null;
  }
  if (!URL_END.test(uri.terminator)) {
    return broken(`${uri.mime} base64 data contains "${uri.terminator}", which is not a base64 character`);
  }
  // A bare prefix ('data:image/png;base64,' + data) is completed at run time.
  if (uri.payload.trim() === '') return null;
  const bytes = forgivingBase64(uri.payload);
  if (bytes === null) return broken(`${uri.mime} data is not valid base64`);
  if (uri.mime === 'application/json' || uri.mime === 'text/json') {
    try {
      JSON.parse(bytes.toString('utf8'));
      return null;
    } catch {
      return { kind: 'json', detail: `${uri.mime} data is not valid JSON` };
    }
  }
  const expected = formatsForMime(uri.mime);
  if (expected === null) return null;
  const actual = sniffMedia(bytes);
  if (actual === null) return broken(`${uri.mime} data is not a recognisable ${uri.mime} file`);
  if (expected.includes(actual)) return null;
  const detail = `declared ${uri.mime} but the data is ${actual}`;
  return sameSniffedKind(expected, actual) ? { kind: 'mislabeled', detail } : broken(detail);
}
