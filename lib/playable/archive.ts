import zlib from 'node:zlib';
import { crc32 } from './crc32';

// An upload is kept as received (the zip, or the single HTML file) with an index of where each file's bytes
// lie in it. A file is inflated when it is asked for: only its own bytes are read, and the result is held to
// the size and CRC-32 the archive declared for it, so a lying entry can neither inflate past its size nor
// hand out bytes that differ from what was checked at upload.

export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;

export interface ArchiveEntry {
  /** Where the entry's data (after its local header) starts in the upload, in bytes. */
  offset: number;
  compressedSize: number;
  /** The inflated size. */
  size: number;
  method: typeof METHOD_STORED | typeof METHOD_DEFLATE;
  /** CRC-32 of the inflated bytes, unsigned. */
  crc: number;
}

/** Files by their path inside the package (folders are not listed). */
export type ArchiveIndex = Record<string, ArchiveEntry>;

export type EntryFault = 'size-mismatch' | 'crc' | 'corrupt';

export class EntryError extends Error {
  constructor(
    readonly fault: EntryFault,
    message: string,
  ) {
    super(message);
    this.name = 'EntryError';
  }
}

function inflateRaw(data: Buffer, maxOutputLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A view of the same bytes, typed as this project's @types/node wants zlib's input (no copy).
    const input = new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
    zlib.inflateRaw(input, { maxOutputLength }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The entry of `path`, or null; never an inherited property (paths are names from an upload). */
export function entryOf(index: ArchiveIndex, path: string): ArchiveEntry | null {
  return Object.hasOwn(index, path) ? index[path] : null;
}

/** The index of an upload that is one file (a single HTML page): the whole upload, stored. */
export function singleFileIndex(path: string, data: Buffer): ArchiveIndex {
  return Object.fromEntries([
    [
      path,
      { offset: 0, compressedSize: data.length, size: data.length, method: METHOD_STORED, crc: crc32(data) },
    ],
  ]);
}

/** The sum of the declared inflated sizes. */
export function inflatedSize(index: ArchiveIndex): number {
  return Object.values(index).reduce((sum, entry) => sum + entry.size, 0);
}

/** The entry's compressed bytes inside the whole upload. */
export function entrySlice(archive: Buffer, entry: ArchiveEntry): Buffer {
  return archive.subarray(entry.offset, entry.offset + entry.compressedSize);
}

/**
 * Inflates one entry from its compressed bytes (off the JavaScript thread: zlib runs on libuv's pool) and
 * holds it to its declared size and CRC-32. Inflation stops one byte past the declared size, so a bomb that
 * lies about its size costs no more than the size it declared.
 */
export async function inflateEntry(compressed: Buffer, entry: ArchiveEntry, name = 'entry'): Promise<Buffer> {
  if (compressed.length !== entry.compressedSize) {
    throw new EntryError(
      'corrupt',
      `"${name}": ${compressed.length} of ${entry.compressedSize} bytes present`,
    );
  }
  let data: Buffer;
  if (entry.method === METHOD_STORED) {
    data = compressed;
  } else {
    try {
      data = await inflateRaw(compressed, Math.max(1, entry.size));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new EntryError('size-mismatch', `"${name}" inflates past its declared ${entry.size} bytes`);
      }
      throw new EntryError('corrupt', `"${name}": ${(error as Error).message}`);
    }
  }
  if (data.length !== entry.size) {
    throw new EntryError('size-mismatch', `"${name}" holds ${data.length} bytes, not ${entry.size}`);
  }
  if (crc32(data) !== entry.crc) throw new EntryError('crc', `"${name}" fails its CRC-32 check`);
  return data;
}

/** One file of an upload held in memory (the CLI's live run), or null when the package has no such file. */
export async function readEntry(archive: Buffer, index: ArchiveIndex, path: string): Promise<Buffer | null> {
  const entry = entryOf(index, path);
  return entry ? inflateEntry(entrySlice(archive, entry), entry, path) : null;
}
