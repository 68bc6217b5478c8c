import yauzl, { type Entry, type LocalFileHeader, type ZipFile } from 'yauzl';
import {
  type ArchiveEntry,
  type ArchiveIndex,
  EntryError,
  entrySlice,
  singleFileIndex,
  inflateEntry,
  METHOD_DEFLATE,
  METHOD_STORED,
} from './archive';
import {
  MAX_COMPRESSION_RATIO,
  MAX_ENTRIES,
  MAX_TOTAL_UNCOMPRESSED_BYTES,
  MAX_UPLOAD_BYTES,
  RATIO_CHECK_MIN_BYTES,
  uploadInflateBudget,
} from './limits';
import { hasArchiveExtension, sniffArchive } from './magic';
import {
  decideHtmlShape,
  decideZipShape,
  refuseType,
  type ShapeDecision,
  type ShapeRefusal,
  type UploadErrorKey,
  uploadKind,
} from './shape';
import type { PackageShape } from './types';

// Reads an uploaded playable — a zip with yauzl and every limit of lib/playable/limits.ts, or a single HTML
// page — in two steps that the check pool runs apart (lib/playable/check-jobs.ts): indexPlayable reads and
// checks the central directory and every local header without inflating a byte, and yields the entry index
// the upload is stored with; after the inflate budgets are charged, inflateIndexed inflates each entry, held
// to its declared size and CRC-32. Which page is the entry is decided by lib/playable/shape.ts from the names
// alone (the browser's pre-check runs the same).

export type { UploadErrorKey } from './shape';
export { zipBaseName } from './shape';

/** Why an upload was refused; stable codes for tests, logs and the page's precise message. */
export type UnzipRefusal =
  | 'too-large'
  | ShapeRefusal
  | 'corrupt'
  | 'entry-count'
  | 'encrypted'
  | 'method'
  | 'symlink'
  | 'special-file'
  | 'nested-archive'
  | 'overlap'
  | 'absolute-path'
  | 'parent-path'
  | 'backslash'
  | 'invalid-name'
  | 'duplicate'
  | 'size-limit'
  | 'inflate-budget'
  | 'ratio'
  | 'size-mismatch'
  | 'crc';

/** An upload read into memory: what the static checks (lib/playable/report.ts) take. */
export interface PlayablePackage {
  /** The upload's name: the zip's base name, or the HTML file's for a single page (ShapeDecision.name). */
  root: string;
  /** The entry page, the one a tester opens, as a path in the package (`Game/Game.html`, `index.html`). */
  htmlPath: string;
  /** How it was packaged. */
  shape: PackageShape;
  /** Every file by its path inside the package (folders are not listed); a single page is its only file. */
  files: Map<string, Buffer>;
}

/** An upload read without inflating: its entry page and shape, and where each file's bytes lie in it. */
export interface IndexSuccess extends Omit<PlayablePackage, 'files'> {
  ok: true;
  /** Where each file's bytes lie in the upload (folders are not listed); a single page is one stored entry. */
  index: ArchiveIndex;
  /** What the files inflate to, in bytes: what the inflate budgets are charged. */
  inflatedBytes: number;
}

export interface UnzipSuccess extends IndexSuccess, PlayablePackage {}

export interface UnzipFailure {
  ok: false;
  error: UploadErrorKey;
  reason: UnzipRefusal;
  detail: string;
}

export type UnzipResult = UnzipSuccess | UnzipFailure;
export type IndexResult = IndexSuccess | UnzipFailure;

class Refusal extends Error {
  constructor(readonly failure: UnzipFailure) {
    super(failure.detail);
  }
}

function refusal(error: UploadErrorKey, reason: UnzipRefusal, detail: string): Refusal {
  return new Refusal({ ok: false, error, reason, detail });
}

interface CheckedEntry {
  entry: Entry;
  name: string;
  isDirectory: boolean;
}

const UNIX_FILE_TYPE_MASK = 0o170000;
const UNIX_REGULAR_FILE = 0o100000;
const UNIX_DIRECTORY = 0o040000;
const UNIX_SYMLINK = 0o120000;
const FLAG_ENCRYPTED = 0x1;

function hasZipSignature(buffer: Buffer): boolean {
  // A local file header, or the end-of-central-directory record of an empty archive.
  return (
    buffer.length >= 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && (buffer[2] === 3 || buffer[2] === 5)
  );
}

/**
 * Reads and checks an upload by its file name, inflating nothing: `*.zip` as a zip archive (its directory
 * and headers), `*.html`/`*.htm` as a single page; anything else is refused with `type`. Either way the
 * answer names the entry page, the package's shape and the index of its files.
 */
export async function indexPlayable(buffer: Buffer, fileName: string): Promise<IndexResult> {
  if (buffer.length > MAX_UPLOAD_BYTES) {
    return refusal(
      'size',
      'too-large',
      `the file is ${buffer.length} bytes; the limit is ${MAX_UPLOAD_BYTES}`,
    ).failure;
  }
  const kind = uploadKind(fileName);
  if (kind === 'html') return indexSingleHtml(buffer, fileName);
  if (kind !== 'zip') return refuseType(fileName);
  if (!hasZipSignature(buffer)) {
    return refusal('type', 'not-zip', `${fileName} is not a zip archive`).failure;
  }

  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      validateEntrySizes: true,
      // Names are decoded and validated below (strict: a backslash is refused, never rewritten to "/").
      decodeStrings: false,
    });
  } catch (error) {
    return refusal('archive', 'corrupt', messageOf(error)).failure;
  }
  try {
    return await indexArchive(zip, fileName, buffer.length);
  } catch (error) {
    return (error instanceof Refusal ? error : yauzlRefusal(error)).failure;
  } finally {
    zip.close();
  }
}

/**
 * Inflates every file of an indexed upload, each held to its declared size and CRC-32, and refuses an
 * archive hidden inside. The caller has charged `indexed.inflatedBytes` to the inflate budgets.
 */
export async function inflateIndexed(
  buffer: Buffer,
  indexed: IndexSuccess,
): Promise<UnzipSuccess | UnzipFailure> {
  const files = new Map<string, Buffer>();
  try {
    for (const [name, entry] of Object.entries(indexed.index)) {
      const data = await inflateEntry(entrySlice(buffer, entry), entry, name);
      const nested = sniffArchive(data);
      if (nested) {
        throw refusal('archive', 'nested-archive', `"${name}" is a ${nested} archive inside the archive`);
      }
      files.set(name, data);
    }
  } catch (error) {
    if (error instanceof EntryError) return refusal('archive', error.fault, error.message).failure;
    if (error instanceof Refusal) return error.failure;
    throw error;
  }
  return { ...indexed, files };
}

/** indexPlayable and inflateIndexed in one go (tests): the upload's files in memory. */
export async function readPlayableZip(buffer: Buffer, fileName: string): Promise<UnzipResult> {
  const indexed = await indexPlayable(buffer, fileName);
  return indexed.ok ? inflateIndexed(buffer, indexed) : indexed;
}

/** Bytes a text file never holds: a page with them is something else renamed to .html. */
const BINARY_BYTE = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

/** A single page is its own package: one stored entry, the whole upload. */
function indexSingleHtml(buffer: Buffer, fileName: string): IndexResult {
  const decision = decideHtmlShape(fileName);
  if (!decision.ok) return decision;
  const archive = sniffArchive(buffer);
  if (archive || BINARY_BYTE.test(buffer.toString('latin1', 0, Math.min(buffer.length, 8192)))) {
    const what = archive ? `a ${archive} archive` : 'binary data, not text';
    return refusal('type', 'not-html', `${decision.entry} holds ${what}`).failure;
  }
  if (buffer.toString('utf8').trim() === '') {
    return refusal('html', 'html-empty', `${decision.entry} is empty`).failure;
  }
  return {
    ok: true,
    root: decision.name,
    htmlPath: decision.entry,
    shape: decision.shape,
    index: singleFileIndex(decision.entry, buffer),
    inflatedBytes: buffer.length,
  };
}

async function indexArchive(zip: ZipFile, fileName: string, uploadBytes: number): Promise<IndexSuccess> {
  if (zip.entryCount > MAX_ENTRIES) {
    throw refusal('archive', 'entry-count', `${zip.entryCount} entries; the limit is ${MAX_ENTRIES}`);
  }
  // yauzl starts its cursor at the central directory; local records must all lie before it.
  const centralDirectoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
  const entries = await readCentralDirectory(zip);
  const index = await checkLocalHeaders(zip, entries, centralDirectoryOffset);
  // After the structural checks, so a malformed archive is named as such rather than as too large.
  const inflatedBytes = entries.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0);
  const budget = uploadInflateBudget(uploadBytes);
  if (inflatedBytes > budget) {
    throw refusal(
      'archive',
      'inflate-budget',
      `the entries inflate to ${inflatedBytes} bytes; an upload of ${uploadBytes} bytes may inflate to ${budget}`,
    );
  }
  const decision = locateHtml(entries, fileName);
  return {
    ok: true,
    root: decision.name,
    htmlPath: decision.entry,
    shape: decision.shape,
    index,
    inflatedBytes,
  };
}

async function readCentralDirectory(zip: ZipFile): Promise<CheckedEntry[]> {
  const entries: CheckedEntry[] = [];
  const seen = new Map<string, string>();
  let declaredTotal = 0;
  for await (const entry of zip.eachEntry()) {
    if (entries.length >= MAX_ENTRIES) {
      throw refusal('archive', 'entry-count', `more than ${MAX_ENTRIES} entries`);
    }
    const name = yauzl.getFileNameLowLevel(
      entry.generalPurposeBitFlag,
      entry.fileNameRaw,
      entry.extraFields,
      true,
    );
    checkEntryName(name);
    const key = name.replace(/\/$/, '').normalize('NFC').toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) throw refusal('archive', 'duplicate', `"${name}" duplicates "${earlier}"`);
    seen.set(key, name);

    const isDirectory = name.endsWith('/');
    checkEntryKind(entry, name, isDirectory);
    if (isDirectory && entry.uncompressedSize !== 0) {
      throw refusal('archive', 'corrupt', `folder entry "${name}" declares ${entry.uncompressedSize} bytes`);
    }
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > MAX_TOTAL_UNCOMPRESSED_BYTES) {
      throw refusal(
        'archive',
        'size-limit',
        `entries declare more than ${MAX_TOTAL_UNCOMPRESSED_BYTES} bytes`,
      );
    }
    if (exceedsRatio(entry.uncompressedSize, entry.compressedSize)) {
      throw refusal(
        'archive',
        'ratio',
        `"${name}" declares a compression ratio over ${MAX_COMPRESSION_RATIO}:1`,
      );
    }
    entries.push({ entry, name, isDirectory });
  }
  checkFileFolderClashes(entries);
  return entries;
}

function checkEntryName(name: string): void {
  if (name.includes('\\')) throw refusal('archive', 'backslash', `"${name}" contains a backslash`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    throw refusal('archive', 'absolute-path', `"${name}" is an absolute path`);
  }
  if (name.length === 0 || /[\u0000-\u001f\u007f]/.test(name)) {
    throw refusal(
      'archive',
      'invalid-name',
      `entry name ${JSON.stringify(name)} is empty or has control characters`,
    );
  }
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.includes('..')) throw refusal('archive', 'parent-path', `"${name}" climbs out of the archive`);
  if (segments.some((segment) => segment === '' || segment === '.')) {
    throw refusal('archive', 'invalid-name', `"${name}" has an empty or "." path segment`);
  }
}

function checkEntryKind(entry: Entry, name: string, isDirectory: boolean): void {
  if (entry.generalPurposeBitFlag & FLAG_ENCRYPTED)
    throw refusal('archive', 'encrypted', `"${name}" is encrypted`);
  if (entry.compressionMethod !== METHOD_STORED && entry.compressionMethod !== METHOD_DEFLATE) {
    throw refusal('archive', 'method', `"${name}" uses compression method ${entry.compressionMethod}`);
  }
  // The upper 16 bits of the external attributes hold a Unix mode when the archiver set one.
  const fileType = (entry.externalFileAttributes >>> 16) & UNIX_FILE_TYPE_MASK;
  if (fileType === UNIX_SYMLINK) throw refusal('archive', 'symlink', `"${name}" is a symbolic link`);
  if (fileType !== 0 && fileType !== UNIX_REGULAR_FILE && fileType !== UNIX_DIRECTORY) {
    throw refusal('archive', 'special-file', `"${name}" is not a regular file or folder`);
  }
  if (!isDirectory && hasArchiveExtension(name)) {
    throw refusal('archive', 'nested-archive', `"${name}" is an archive inside the archive`);
  }
}

function checkFileFolderClashes(entries: CheckedEntry[]): void {
  const files = new Set(
    entries.filter((e) => !e.isDirectory).map((e) => e.name.normalize('NFC').toLowerCase()),
  );
  for (const { name } of entries) {
    const segments = name.replace(/\/$/, '').normalize('NFC').toLowerCase().split('/');
    for (let i = 1; i < segments.length; i++) {
      const parent = segments.slice(0, i).join('/');
      if (files.has(parent))
        throw refusal('archive', 'duplicate', `"${name}" sits under a file of the same name`);
    }
  }
}

function exceedsRatio(uncompressed: number, compressed: number): boolean {
  return uncompressed > RATIO_CHECK_MIN_BYTES && uncompressed > compressed * MAX_COMPRESSION_RATIO;
}

function readLocalHeader(zip: ZipFile, entry: Entry): Promise<LocalFileHeader> {
  return new Promise((resolve, reject) => {
    zip.readLocalFileHeader(entry, {}, (error, header) => (error ? reject(error) : resolve(header)));
  });
}

/** Checks every local header against the central directory and answers where each file's data lies. */
async function checkLocalHeaders(
  zip: ZipFile,
  entries: CheckedEntry[],
  centralDirectoryOffset: number,
): Promise<ArchiveIndex> {
  const located: { checked: CheckedEntry; header: LocalFileHeader; start: number; end: number }[] = [];
  for (const checked of entries) {
    const { entry, name } = checked;
    let header: LocalFileHeader;
    try {
      header = await readLocalHeader(zip, entry);
    } catch (error) {
      throw refusal('archive', 'corrupt', `"${name}": ${messageOf(error)}`);
    }
    const end = header.fileDataStart + entry.compressedSize;
    if (end > centralDirectoryOffset) {
      throw refusal('archive', 'overlap', `"${name}" runs into the central directory`);
    }
    located.push({ checked, header, start: entry.relativeOffsetOfLocalHeader, end });
  }
  // Entries sharing bytes are how "overlapping" zip bombs multiply one compressed kernel.
  const byStart = [...located].sort((a, b) => a.start - b.start);
  for (let i = 1; i < byStart.length; i++) {
    if (byStart[i].start < byStart[i - 1].end) {
      throw refusal(
        'archive',
        'overlap',
        `"${byStart[i].checked.name}" overlaps "${byStart[i - 1].checked.name}"`,
      );
    }
  }
  // A local header that disagrees with the central directory hides a second view of the archive.
  for (const { checked, header } of located) {
    const { entry, name } = checked;
    if (
      header.fileName.toString('latin1') !== entry.fileNameRaw.toString('latin1') ||
      header.compressionMethod !== entry.compressionMethod ||
      (header.generalPurposeBitFlag & FLAG_ENCRYPTED) !== (entry.generalPurposeBitFlag & FLAG_ENCRYPTED)
    ) {
      throw refusal(
        'archive',
        'corrupt',
        `the local header of "${name}" disagrees with the central directory`,
      );
    }
  }
  // Built with fromEntries so that a name such as "__proto__" is an own key like any other.
  return Object.fromEntries(
    located
      .filter(({ checked }) => !checked.isDirectory)
      .map(({ checked: { entry, name }, header }): [string, ArchiveEntry] => [
        name,
        {
          offset: header.fileDataStart,
          compressedSize: entry.compressedSize,
          size: entry.uncompressedSize,
          method: entry.compressionMethod as ArchiveEntry['method'],
          crc: entry.crc32 >>> 0,
        },
      ]),
  );
}

/** The entry page, decided from the names before anything is inflated (shape.ts). */
function locateHtml(entries: CheckedEntry[], fileName: string): ShapeDecision {
  const decision = decideZipShape(
    fileName,
    entries.filter((e) => !e.isDirectory).map((e) => e.name),
  );
  if (!decision.ok) throw new Refusal(decision);
  return decision;
}

/** An error raised by yauzl itself while it reads the central directory. */
function yauzlRefusal(error: unknown): Refusal {
  const message = messageOf(error);
  if (/size mismatch/.test(message)) return refusal('archive', 'size-mismatch', message);
  if (/encryption/.test(message)) return refusal('archive', 'encrypted', message);
  return refusal('archive', 'corrupt', message);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
