import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { playableUploads } from '@/lib/db/schema';
import { type ArchiveEntry, type ArchiveIndex, inflateEntry } from '@/lib/playable/archive';
import type { PlayableReport } from '@/lib/playable/types';
import { UPLOAD_RETENTION } from './limits';

// Uploaded playables live in the database (DESIGN §5) for 24 hours: the upload as received, the index of its
// entries and the report. A file is read by reading only its entry's bytes and inflating them, checked
// against the size and CRC-32 the archive declared, so neither the database nor the process keeps an
// upload's inflated files. Nothing is ever written to a filesystem path built from a name in the archive.
// The id is 128 random bits: knowing it is what grants access to the upload.

const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newUploadId(): string {
  return randomBytes(16).toString('base64url');
}

export function isUploadId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
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

export async function storeUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.insert(playableUploads).values({
    id: upload.id,
    name: upload.name,
    htmlPath: upload.htmlPath,
    report: upload.report,
    archive: upload.archive,
    entries: upload.entries,
  });
}

const fresh = () => gt(playableUploads.createdAt, sql`now() - ${UPLOAD_RETENTION}::interval`);

export interface StoredUpload {
  id: string;
  name: string;
  htmlPath: string;
  report: PlayableReport;
  createdAt: Date;
}

/** The upload with its static report, or null when unknown or older than 24 hours. */
export async function findUpload(db: Db, id: string): Promise<StoredUpload | null> {
  if (!isUploadId(id)) return null;
  const [row] = await db
    .select()
    .from(playableUploads)
    .where(and(eq(playableUploads.id, id), fresh()));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    htmlPath: row.htmlPath,
    report: row.report as PlayableReport,
    createdAt: row.createdAt,
  };
}

export interface StoredFile {
  htmlPath: string;
  /** null when the upload exists but has no file at that path. */
  data: Buffer | null;
}

/**
 * One file of a fresh upload, looked up by its archive path (a value compared in SQL, never a filesystem
 * path). One query reads the entry's index record and only its compressed bytes (substring on the bytea,
 * the same on PGlite and PostgreSQL); they are inflated here, off the JavaScript thread, and held to the
 * declared size and CRC-32.
 */
export async function findUploadFile(db: Db, id: string, path: string): Promise<StoredFile | null> {
  if (!isUploadId(id)) return null;
  const entry = sql`${playableUploads.entries} -> ${path}::text`;
  const [row] = await db
    .select({
      htmlPath: playableUploads.htmlPath,
      entry: sql<ArchiveEntry | null>`${entry}`,
      compressed: sql<Uint8Array | null>`substring(${playableUploads.archive}
        from ((${entry} ->> 'offset')::bigint + 1)::int
        for ((${entry} ->> 'compressedSize')::bigint)::int)`,
    })
    .from(playableUploads)
    .where(and(eq(playableUploads.id, id), fresh()));
  if (!row) return null;
  if (!row.entry || !row.compressed) return { htmlPath: row.htmlPath, data: null };
  const compressed = Buffer.from(row.compressed.buffer, row.compressed.byteOffset, row.compressed.byteLength);
  return { htmlPath: row.htmlPath, data: await inflateEntry(compressed, row.entry, path) };
}
