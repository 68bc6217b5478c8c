import { previewAppLinks } from '@/lib/config';
import { HttpError, releaseAmount, reserveAmount } from '@/lib/http';
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

/**
 * Reads the whole body, counting bytes as they arrive: past UPLOAD_BODY_LIMIT_BYTES it stops reading and
 * answers 413 {error:"size"}, whatever Content-Length claimed (or without one).
 */
export async function readUploadBody(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > UPLOAD_BODY_LIMIT_BYTES) throw uploadError('size');
  if (!request.body) throw uploadError('type');
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > UPLOAD_BODY_LIMIT_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw uploadError('size');
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** The `file` part of a multipart/form-data body already read within the cap. */
export async function fileFromMultipart(contentType: string | null, body: Uint8Array): Promise<UploadedFile> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, { error: 'type' });
  }
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, { error: 'type' });
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new HttpError(400, { error: 'type' });
  if (file.size > MAX_UPLOAD_BYTES) throw uploadError('size');
  return { fileName: file.name, data: Buffer.from(await file.arrayBuffer()) };
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
