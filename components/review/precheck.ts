import JSZip from 'jszip';
import { MAX_UPLOAD_BYTES } from '@/lib/playable/limits';
import {
  decideHtmlShape,
  decideZipShape,
  refuseType,
  type ShapeDecision,
  type ShapeFailure,
  uploadKind,
} from '@/lib/playable/shape';

// The instant check in the browser before anything is sent (jszip for a pre-check; the server's
// yauzl check is the authority). Reads only the central directory's names, never inflating an entry, and
// decides the entry page with the same module the server uses (lib/playable/shape.ts), so both accept and
// refuse the same shapes.

export type PrecheckResult = ShapeDecision | (Omit<ShapeFailure, 'reason'> & { reason: string });

const ZIP_TYPES = new Set([
  '',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-zip',
  'multipart/x-zip',
  'application/octet-stream',
]);

const HTML_TYPES = new Set(['', 'text/html', 'application/xhtml+xml', 'application/octet-stream']);

export async function precheckPlayable(file: File): Promise<PrecheckResult> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      ok: false,
      error: 'size',
      reason: 'too-large',
      detail: `the file is ${file.size} bytes; the limit is ${MAX_UPLOAD_BYTES}`,
    };
  }
  const kind = uploadKind(file.name);
  if (kind === 'html') {
    return HTML_TYPES.has(file.type) ? decideHtmlShape(file.name) : refuseType(file.name);
  }
  if (kind !== 'zip' || !ZIP_TYPES.has(file.type)) return refuseType(file.name);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(await file.arrayBuffer(), { checkCRC32: false });
  } catch {
    return { ok: false, error: 'type', reason: 'not-zip', detail: `${file.name} is not a zip archive` };
  }
  return decideZipShape(file.name, Object.keys(zip.files));
}
