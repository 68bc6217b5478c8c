import { previewAppLinks } from '@/lib/config';
import { HttpError } from '@/lib/http';
import type { Db } from '@/lib/db/types';
import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';
import { buildStaticReport } from '@/lib/playable/report';
import type { PlayableReport } from '@/lib/playable/types';
import { readPlayableZip, type UploadErrorKey } from '@/lib/playable/unzip';
import { UPLOAD_BODY_LIMIT_BYTES } from './limits';
import { newUploadId, storeUpload } from './storage';

// POST /api/review/upload, minus HTTP plumbing: read the multipart body with a streaming cap, take the
// `file` field, unzip it with every limit (lib/playable/unzip.ts), run the static checks, store it.

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

/** Unzips, checks and stores an upload; answers its static report or throws the upload error. */
export async function acceptPlayable(db: Db, upload: UploadedFile): Promise<PlayableReport> {
  const result = await readPlayableZip(upload.data, upload.fileName);
  if (!result.ok) throw uploadError(result.error, { reason: result.reason, detail: result.detail });
  const id = newUploadId();
  const report = buildStaticReport(id, result, { links: previewAppLinks() });
  await storeUpload(db, { id, name: result.root, htmlPath: result.htmlPath, report, files: result.files });
  return report;
}
