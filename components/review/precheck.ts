import JSZip from 'jszip';
import { MAX_UPLOAD_BYTES, PLAYABLE_NAME_PATTERN } from '@/lib/playable/limits';

// The instant check in the browser before anything is sent (DESIGN §1: jszip for a pre-check; the server's
// yauzl check is the authority). Reads only the central directory's names: no entry is inflated, so a
// hostile archive costs the browser nothing.

export type PrecheckError = 'size' | 'type' | 'names';

export type PrecheckResult = { ok: true } | { ok: false; error: PrecheckError };

const ZIP_TYPES = new Set([
  '',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-zip',
  'multipart/x-zip',
  'application/octet-stream',
]);

export async function precheckPlayable(file: File): Promise<PrecheckResult> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: 'size' };
  const match = /^(.*)\.zip$/i.exec(file.name);
  if (!match || !ZIP_TYPES.has(file.type)) return { ok: false, error: 'type' };
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(await file.arrayBuffer(), { checkCRC32: false });
  } catch {
    return { ok: false, error: 'type' };
  }
  const base = match[1];
  if (!PLAYABLE_NAME_PATTERN.test(base)) return { ok: false, error: 'names' };
  const names = Object.keys(zip.files).filter((name) => !name.startsWith('__MACOSX/'));
  if (!names.includes(`${base}/${base}.html`)) return { ok: false, error: 'names' };
  if (names.some((name) => name.split('/')[0] !== base)) return { ok: false, error: 'names' };
  return { ok: true };
}
