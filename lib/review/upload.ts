import { previewAppLinks } from '@/lib/config';
import { HttpError, releaseAmount, reserveAmount } from '@/lib/http';
import { filePartOf, MultipartError, multipartBoundary, textFieldOf } from '@/lib/http/multipart';
import { parseColumns } from '@/lib/playable/compliance/columns-arg';
import type { ColumnId } from '@/lib/playable/compliance/types';
import type { Db } from '@/lib/db/types';
import { checkUpload, indexUpload } from '@/lib/playable/check-pool';
import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';
import { PoolBusyError, PoolTimeoutError, WorkerFailedError } from '@/lib/playable/pool';
import type { PlayableReport } from '@/lib/playable/types';
import type { UnzipFailure, UploadErrorKey } from '@/lib/playable/unzip';
import { INFLATE_BUDGETS, SITE_IDENTITY, UPLOAD_BODY_LIMIT_BYTES } from './limits';
import { newUploadId, storeUpload } from './storage';

// POST /api/review/upload, minus HTTP plumbing: read the multipart body with a streaming cap, take the
// `file` field, and check it in the check pool (lib/playable/check-pool.ts), off the request thread: first
// its directory (nothing inflated), then, once its inflated bytes fit the per-IP and site-wide budgets, its
// files and the static checks. The upload is stored as received with its entry index and report.

function uploadError(error: UploadErrorKey, extra: Record<string, string> = {}): HttpError {
  return new HttpError(error === 'size' ? 413 : 400, { error, ...extra });
}

/** `length` bytes of memory the check pool's workers read in place (posting it to a worker copies nothing). */
function sharedBytes(length: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(length));
}

/**
 * A body of a known length is read straight into one buffer of that size; else chunks are joined at the end.
 * Either way the body lies in shared memory: it crosses to a check worker twice (its directory, then its
 * files), and a copy each time cost the worker 10 MB per 5 MB upload.
 */
class BodyBuffer {
  private readonly chunks: Uint8Array[] = [];
  private readonly fixed: Uint8Array | null;
  received = 0;

  constructor(declared: number | null) {
    this.fixed = declared === null ? null : sharedBytes(declared);
  }

  add(chunk: Uint8Array): void {
    if (this.fixed) {
      // More than Content-Length announced: the request is malformed.
      if (this.received + chunk.byteLength > this.fixed.byteLength)
        throw new HttpError(400, { error: 'type' });
      this.fixed.set(chunk, this.received);
    } else {
      this.chunks.push(chunk);
    }
    this.received += chunk.byteLength;
  }

  bytes(): Buffer {
    if (this.fixed) return Buffer.from(this.fixed.buffer, 0, this.received);
    const body = sharedBytes(this.received);
    let at = 0;
    for (const chunk of this.chunks) {
      body.set(chunk, at);
      at += chunk.byteLength;
    }
    return Buffer.from(body.buffer);
  }
}

/**
 * Reads the whole body, counting bytes as they arrive: past UPLOAD_BODY_LIMIT_BYTES it stops reading and
 * answers 413 {error:"size"}, whatever Content-Length claimed (or without one).
 */
export async function readUploadBody(request: Request): Promise<Buffer> {
  const header = request.headers.get('content-length');
  const declared = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  if (declared !== null && declared > UPLOAD_BODY_LIMIT_BYTES) throw uploadError('size');
  if (!request.body) throw uploadError('type');
  const reader = request.body.getReader();
  const body = new BodyBuffer(declared);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (body.received + value.byteLength > UPLOAD_BODY_LIMIT_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw uploadError('size');
      }
      body.add(value);
    }
  } finally {
    reader.releaseLock();
  }
  return body.bytes();
}

export interface UploadedFile {
  fileName: string;
  /** The file's bytes: a view of the request body (lib/http/multipart.ts). */
  data: Buffer;
}

/** The `file` part of a multipart/form-data body already read within the cap. */
export function fileFromMultipart(contentType: string | null, body: Buffer): UploadedFile {
  const boundary = multipartBoundary(contentType);
  if (boundary === null) throw new HttpError(415, { error: 'type' });
  let part;
  try {
    part = filePartOf(body, boundary, 'file');
  } catch (error) {
    if (error instanceof MultipartError) throw new HttpError(400, { error: 'type' });
    throw error;
  }
  if (!part) throw new HttpError(400, { error: 'type' });
  if (part.data.length > MAX_UPLOAD_BYTES) throw uploadError('size');
  return { fileName: part.fileName, data: part.data };
}

/**
 * The optional `networks` field: the matrix columns the answer's `compliance` is limited to (null: all).
 * An unknown id is a 400 validation error naming the field.
 */
export function networksFromMultipart(contentType: string | null, body: Buffer): ColumnId[] | null {
  const boundary = multipartBoundary(contentType);
  if (boundary === null) return null;
  let value: string | null;
  try {
    value = textFieldOf(body, boundary, 'networks');
  } catch (error) {
    if (error instanceof MultipartError) throw new HttpError(400, { error: 'type' });
    throw error;
  }
  if (value === null || value.trim() === '') return null;
  const parsed = parseColumns(value);
  if (!parsed.ok) {
    throw new HttpError(400, {
      error: 'validation',
      fields: { networks: 'unknownNetwork' },
      unknown: parsed.unknown,
    });
  }
  return parsed.columns;
}

/** The report with its matrix limited to `columns` (all when null). */
export function limitCompliance(report: PlayableReport, columns: ColumnId[] | null): PlayableReport {
  if (!columns) return report;
  return { ...report, compliance: Object.fromEntries(columns.map((id) => [id, report.compliance[id]])) };
}

/** 503 with Retry-After: the site is checking as much as it may right now. */
function busy(retryAfterSeconds: number): HttpError {
  return new HttpError(
    503,
    { error: 'busy', retryAfter: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

function refused(failure: UnzipFailure): HttpError {
  return uploadError(failure.error, { reason: failure.reason, detail: failure.detail });
}

/** Runs a pool job, mapping a full queue to 503 and a job the pool had to stop to the upload's refusal. */
async function inPool<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof PoolBusyError) throw busy(error.retryAfterSeconds);
    if (error instanceof PoolTimeoutError) {
      throw uploadError('archive', { reason: 'check-timeout', detail: error.message });
    }
    if (error instanceof WorkerFailedError) {
      throw uploadError('archive', { reason: 'check-failed', detail: error.message });
    }
    throw error;
  }
}

/**
 * Charges an upload's inflated bytes to its IP's budget (429 past it) and the site's (503 past it), before
 * anything is inflated. Answers a function that gives both back, for when the check cannot run after all.
 */
async function chargeInflateBudgets(db: Db, ip: string | null, bytes: number): Promise<() => Promise<void>> {
  const perIp = await reserveAmount(db, INFLATE_BUDGETS.perIp, ip, bytes);
  if (!perIp.allowed) {
    throw new HttpError(
      429,
      { error: 'rate_limited', retryAfter: perIp.retryAfterSeconds },
      { 'Retry-After': String(perIp.retryAfterSeconds) },
    );
  }
  const site = await reserveAmount(db, INFLATE_BUDGETS.site, SITE_IDENTITY, bytes);
  if (!site.allowed) {
    await releaseAmount(db, INFLATE_BUDGETS.perIp, ip, bytes);
    throw busy(site.retryAfterSeconds);
  }
  return async () => {
    await releaseAmount(db, INFLATE_BUDGETS.perIp, ip, bytes);
    await releaseAmount(db, INFLATE_BUDGETS.site, SITE_IDENTITY, bytes);
  };
}

/** Checks and stores an upload; answers its static report or throws the upload error. */
export async function acceptPlayable(
  db: Db,
  upload: UploadedFile,
  ip: string | null,
): Promise<PlayableReport> {
  const indexed = await inPool(() => indexUpload(upload.data, upload.fileName));
  if (!indexed.ok) throw refused(indexed);
  const giveBack = await chargeInflateBudgets(db, ip, indexed.inflatedBytes);
  const id = newUploadId();
  let checked;
  try {
    checked = await inPool(() => checkUpload(upload.data, indexed, id, previewAppLinks()));
  } catch (error) {
    // Only a full queue means nothing was inflated; a stopped or failed check did the work.
    if (error instanceof HttpError && error.status === 503) await giveBack();
    throw error;
  }
  if (!checked.ok) throw refused(checked);
  const { report } = checked;
  await storeUpload(db, {
    id,
    name: indexed.root,
    htmlPath: indexed.htmlPath,
    report,
    archive: upload.data,
    entries: indexed.index,
  });
  return report;
}
