import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/types';
import { playableUploadFiles, playableUploads } from '@/lib/db/schema';
import { normalizeReport } from '@/lib/playable/normalize';
import type { PlayableReport } from '@/lib/playable/types';
import { LEGACY_UPLOAD_ID_PATTERN, UPLOAD_ID_PATTERN } from '@/lib/schemas/review-options';
import { UPLOAD_RETENTION } from './limits';

// Uploaded playables live in the database (DESIGN §5): the report and every file by its archive path, for
// 24 hours. Nothing is ever written to a filesystem path built from a name in the archive. The id is 128
// random bits: knowing it is what grants access to the upload. It is the first label of the upload's host
// name (lib/playable/origin.ts), so it is lowercase base32.

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
  files: Map<string, Buffer>;
}

// Rows per INSERT: keeps each statement well under PostgreSQL's parameter limit.
const FILES_PER_INSERT = 100;

export async function storeUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(playableUploads).values({
      id: upload.id,
      name: upload.name,
      htmlPath: upload.htmlPath,
      report: upload.report,
    });
    const rows = [...upload.files].map(([path, data]) => ({ uploadId: upload.id, path, data }));
    for (let at = 0; at < rows.length; at += FILES_PER_INSERT) {
      await tx.insert(playableUploadFiles).values(rows.slice(at, at + FILES_PER_INSERT));
    }
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

/** One file of a fresh upload, looked up by its archive path (a value compared in SQL, never a filesystem path). */
export async function findUploadFile(db: Db, id: string, path: string): Promise<StoredFile | null> {
  if (!isUploadId(id)) return null;
  const [upload] = await db
    .select({ htmlPath: playableUploads.htmlPath })
    .from(playableUploads)
    .where(and(eq(playableUploads.id, id), fresh()));
  if (!upload) return null;
  const [file] = await db
    .select({ data: playableUploadFiles.data })
    .from(playableUploadFiles)
    .where(and(eq(playableUploadFiles.uploadId, id), eq(playableUploadFiles.path, path)));
  return { htmlPath: upload.htmlPath, data: file?.data ?? null };
}
