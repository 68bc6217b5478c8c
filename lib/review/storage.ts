import { randomBytes } from 'node:crypto';
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { playableUploadChunks, playableUploads } from '@/lib/db/schema';
import { type ArchiveEntry, type ArchiveIndex, inflateEntry } from '@/lib/playable/archive';
import { normalizeReport } from '@/lib/playable/normalize';
import type { PlayableReport } from '@/lib/playable/types';
import { LEGACY_UPLOAD_ID_PATTERN, UPLOAD_ID_PATTERN } from '@/lib/schemas/review-options';
import { UPLOAD_RETENTION } from './limits';

// Uploaded playables live in the database (docs/ARCHITECTURE.md, An upload) for 24 hours: the upload as received (in chunks), the
// index of its entries and the report. A file is read by reading only the chunks that hold its entry and
// inflating those bytes, checked against the size and CRC-32 the archive declared, so neither the database
// nor the process keeps an upload's inflated files. Nothing is ever written to a filesystem path built from
// a name in the archive. The id is 128 random bits: knowing it is what grants access to the upload. It is
// the first label of the upload's host name (lib/playable/origin.ts), so it is lowercase base32.

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** RFC 4648 base32 in lowercase, without padding. */
export function base32(bytes: Iterable<number>): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** A new upload id: 128 random bits, 26 characters of lowercase base32. */
export function newUploadId(): string {
  return base32(randomBytes(16));
}

/** An id of the current kind (one that can be a host name, so its upload can be played). */
export function isUploadId(value: unknown): value is string {
  return typeof value === 'string' && UPLOAD_ID_PATTERN.test(value);
}

/** An id of either kind: the first version's (22 characters of base64url) still names a readable report. */
export function isReportId(value: unknown): value is string {
  return typeof value === 'string' && (UPLOAD_ID_PATTERN.test(value) || LEGACY_UPLOAD_ID_PATTERN.test(value));
}

export interface NewUpload {
  id: string;
  name: string;
  htmlPath: string;
  report: PlayableReport;
  /** The upload as received: the zip, or the single HTML file. */
  archive: Buffer;
  /** Where each file's bytes lie in `archive` (lib/playable/unzip.ts indexPlayable). */
  entries: ArchiveIndex;
}

/**
 * Size of the pieces an upload is stored in. Measured on the embedded database (PGlite), which runs on the
 * request thread: a 5 MB value in one statement grew the process by 200–400 MB and held the thread for
 * seconds; 128 KiB pieces cost a few tens of MB and tens of milliseconds each, with other requests' queries
 * served in between. Reading a file reads its entry's bytes plus at most one piece's worth at either end.
 */
export const ARCHIVE_CHUNK_BYTES = 128 * 1024;

// Bytes cross the driver as base64 text, turned into bytea by the database: PGlite's own bytea parameters
// and results go through hex strings built in JavaScript, 7–13 times slower (5 MB: 4.8 s to store, 8 s to
// read, against 0.7 s and 0.6 s). The same SQL serves PostgreSQL.
const fromBase64 = (data: Buffer) => sql`decode(${data.toString('base64')}, 'base64')`;
const asBase64 = sql<string>`encode(${playableUploadChunks.data}, 'base64')`;

/**
 * The uploads being stored take turns, one chunk statement at a time for the whole process: the embedded
 * database runs statements one after another, so four uploads storing at once kept four chunks queued ahead
 * of every other request's query (a health check makes two). Each turn ends with a turn of the event loop,
 * since PGlite runs a statement on this thread and settles its promise without one: requests that arrived
 * meanwhile get their queries in before the next chunk.
 */
let chunkTurn: Promise<unknown> = Promise.resolve();

function inChunkTurn<T>(statement: () => PromiseLike<T>): Promise<T> {
  const result = chunkTurn.then(statement);
  chunkTurn = result.catch(() => undefined).then(() => new Promise((resolve) => setImmediate(resolve)));
  return result;
}

/**
 * Stores an upload: its row, then its chunks one statement at a time and outside a transaction, so that
 * the embedded database (one connection) serves other requests between them. Nobody can ask for the upload
 * before its id is answered, after the last chunk; an upload left partial by a failure is deleted.
 */
export async function storeUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.insert(playableUploads).values({
    id: upload.id,
    name: upload.name,
    htmlPath: upload.htmlPath,
    report: upload.report,
    entries: upload.entries,
  });
  try {
    for (let seq = 0; seq * ARCHIVE_CHUNK_BYTES < upload.archive.length; seq++) {
      const start = seq * ARCHIVE_CHUNK_BYTES;
      const data = upload.archive.subarray(start, start + ARCHIVE_CHUNK_BYTES);
      await inChunkTurn(() =>
        db.insert(playableUploadChunks).values({ uploadId: upload.id, seq, data: fromBase64(data) }),
      );
    }
  } catch (error) {
    await db.delete(playableUploads).where(eq(playableUploads.id, upload.id));
    throw error;
  }
}

const fresh = () => gt(playableUploads.createdAt, sql`now() - ${UPLOAD_RETENTION}::interval`);

export interface StoredUpload {
  id: string;
  name: string;
  htmlPath: string;
  report: PlayableReport;
  createdAt: Date;
}

/** The upload with its static report (in the current shape), or null when unknown or older than 24 hours. */
export async function findUpload(db: Db, id: string): Promise<StoredUpload | null> {
  if (!isReportId(id)) return null;
  const [row] = await db
    .select()
    .from(playableUploads)
    .where(and(eq(playableUploads.id, id), fresh()));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    htmlPath: row.htmlPath,
    report: normalizeReport(row.report),
    createdAt: row.createdAt,
  };
}

export interface StoredFile {
  htmlPath: string;
  /** null when the upload exists but has no file at that path. */
  data: Buffer | null;
}

/** The bytes [start, end) of an upload, copied out of the chunks that hold them (in order, from `first`). */
function bytesFromChunks(chunks: Buffer[], first: number, start: number, end: number): Buffer {
  const bytes = Buffer.alloc(end - start);
  let chunkStart = first * ARCHIVE_CHUNK_BYTES;
  for (const chunk of chunks) {
    const from = Math.max(start, chunkStart);
    const to = Math.min(end, chunkStart + chunk.length);
    if (to > from) bytes.set(chunk.subarray(from - chunkStart, to - chunkStart), from - start);
    chunkStart += chunk.length;
  }
  return bytes;
}

/**
 * One file of a fresh upload, looked up by its archive path (a value compared in SQL, never a filesystem
 * path): its entry in the index, then only the chunks holding its compressed bytes. They are inflated here,
 * off the JavaScript thread, and held to the declared size and CRC-32.
 */
export async function findUploadFile(db: Db, id: string, path: string): Promise<StoredFile | null> {
  if (!isUploadId(id)) return null;
  const [upload] = await db
    .select({
      htmlPath: playableUploads.htmlPath,
      entry: sql<ArchiveEntry | null>`${playableUploads.entries} -> ${path}::text`,
    })
    .from(playableUploads)
    .where(and(eq(playableUploads.id, id), fresh()));
  if (!upload) return null;
  const { entry } = upload;
  if (!entry) return { htmlPath: upload.htmlPath, data: null };
  const end = entry.offset + entry.compressedSize;
  const first = Math.floor(entry.offset / ARCHIVE_CHUNK_BYTES);
  const last = Math.floor(Math.max(entry.offset, end - 1) / ARCHIVE_CHUNK_BYTES);
  const chunks = await db
    .select({ data: asBase64 })
    .from(playableUploadChunks)
    .where(and(eq(playableUploadChunks.uploadId, id), between(playableUploadChunks.seq, first, last)))
    .orderBy(asc(playableUploadChunks.seq));
  const compressed = bytesFromChunks(
    chunks.map((chunk) => Buffer.from(chunk.data, 'base64')),
    first,
    entry.offset,
    end,
  );
  return { htmlPath: upload.htmlPath, data: await inflateEntry(compressed, entry, path) };
}
