// Recognise file formats by their first bytes. Used to refuse nested archives whatever they are named, and
// to check that a data: URI holds what its MIME type says.

export type ArchiveFormat = 'zip' | 'rar' | '7z' | 'gzip' | 'bzip2' | 'xz' | 'zstd' | 'tar' | 'cab';

export type MediaFormat =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'ico'
  | 'avif'
  | 'svg'
  | 'mpeg-audio'
  | 'ogg'
  | 'wav'
  | 'mp4'
  | 'webm'
  | 'woff'
  | 'woff2'
  | 'sfnt'
  | 'wasm';

function startsWith(data: Buffer, bytes: readonly number[], at = 0): boolean {
  if (data.length < at + bytes.length) return false;
  return bytes.every((byte, i) => data[at + i] === byte);
}

function ascii(text: string): number[] {
  return Array.from(text, (ch) => ch.charCodeAt(0));
}

export function sniffArchive(data: Buffer): ArchiveFormat | null {
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && [3, 5, 7].includes(data[2])) return 'zip';
  if (startsWith(data, ascii('Rar!\x1a\x07'))) return 'rar';
  if (startsWith(data, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(data, [0x1f, 0x8b, 0x08])) return 'gzip';
  if (startsWith(data, ascii('BZh')) && data.length > 3 && data[3] >= 0x31 && data[3] <= 0x39) return 'bzip2';
  if (startsWith(data, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return 'xz';
  if (startsWith(data, [0x28, 0xb5, 0x2f, 0xfd])) return 'zstd';
  if (startsWith(data, ascii('ustar'), 257)) return 'tar';
  if (startsWith(data, ascii('MSCF\0\0\0\0'))) return 'cab';
  return null;
}

const ARCHIVE_EXTENSION = /\.(zip|rar|7z|tar|gz|tgz|bz2|tbz2?|xz|txz|zst|lz|lzma|cab|jar|apk|ipa|aab|xapk)$/i;

export function hasArchiveExtension(path: string): boolean {
  return ARCHIVE_EXTENSION.test(path);
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data.toString('utf8', 0, 4096);
  return /<svg[\s>/]/i.test(head);
}

export function sniffMedia(data: Buffer): MediaFormat | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(data, ascii('BM')) && data.length >= 26) return 'bmp';
  if (startsWith(data, [0x00, 0x00, 0x01, 0x00])) return 'ico';
  if (startsWith(data, ascii('ftyp'), 4)) {
    const brand = data.toString('latin1', 8, 12);
    return brand === 'avif' || brand === 'avis' ? 'avif' : 'mp4';
  }
  if (startsWith(data, ascii('ID3')) || (data.length > 1 && data[0] === 0xff && (data[1] & 0xe0) === 0xe0)) {
    return 'mpeg-audio';
  }
  if (startsWith(data, ascii('OggS'))) return 'ogg';
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(data, ascii('wOFF'))) return 'woff';
  if (startsWith(data, ascii('wOF2'))) return 'woff2';
  if (
    startsWith(data, [0x00, 0x01, 0x00, 0x00]) ||
    startsWith(data, ascii('OTTO')) ||
    startsWith(data, ascii('true')) ||
    startsWith(data, ascii('ttcf'))
  ) {
    return 'sfnt';
  }
  if (startsWith(data, [0x00, 0x61, 0x73, 0x6d])) return 'wasm';
  if (looksLikeSvg(data)) return 'svg';
  return null;
}

// Which sniffed formats a declared MIME type may hold. A type missing here is not checked by content.
const MIME_FORMATS: Record<string, readonly MediaFormat[]> = {
  'image/png': ['png'],
  'image/apng': ['png'],
  'image/jpeg': ['jpeg'],
  'image/jpg': ['jpeg'],
  'image/pjpeg': ['jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/bmp': ['bmp'],
  'image/x-ms-bmp': ['bmp'],
  'image/x-icon': ['ico', 'png'],
  'image/vnd.microsoft.icon': ['ico', 'png'],
  'image/avif': ['avif'],
  'image/svg+xml': ['svg'],
  'audio/mpeg': ['mpeg-audio'],
  'audio/mp3': ['mpeg-audio'],
  'audio/mpeg3': ['mpeg-audio'],
  'audio/x-mpeg': ['mpeg-audio'],
  'audio/x-mp3': ['mpeg-audio'],
  'audio/aac': ['mpeg-audio', 'mp4'],
  'audio/x-aac': ['mpeg-audio', 'mp4'],
  'audio/ogg': ['ogg'],
  'video/ogg': ['ogg'],
  'application/ogg': ['ogg'],
  'audio/wav': ['wav'],
  'audio/wave': ['wav'],
  'audio/x-wav': ['wav'],
  'audio/vnd.wave': ['wav'],
  'audio/mp4': ['mp4'],
  'audio/m4a': ['mp4'],
  'audio/x-m4a': ['mp4'],
  'video/mp4': ['mp4'],
  'video/webm': ['webm'],
  'audio/webm': ['webm'],
  'font/woff': ['woff'],
  'application/font-woff': ['woff'],
  'application/x-font-woff': ['woff'],
  'font/woff2': ['woff2'],
  'application/font-woff2': ['woff2'],
  'font/ttf': ['sfnt'],
  'font/otf': ['sfnt'],
  'font/sfnt': ['sfnt'],
  'font/truetype': ['sfnt'],
  'font/opentype': ['sfnt'],
  'application/x-font-ttf': ['sfnt'],
  'application/x-font-truetype': ['sfnt'],
  'application/x-font-otf': ['sfnt'],
  'application/x-font-opentype': ['sfnt'],
  'application/font-sfnt': ['sfnt'],
  'application/wasm': ['wasm'],
};

/** The formats a MIME type may contain, or null when the type is not checked by content. */
export function formatsForMime(mime: string): readonly MediaFormat[] | null {
  return MIME_FORMATS[mime.toLowerCase()] ?? null;
}

/** A binary type: its data: URI must be base64, since percent-encoding binary is a packaging mistake. */
export function isBinaryMime(mime: string): boolean {
  const formats = formatsForMime(mime);
  return formats !== null && !formats.includes('svg');
}
