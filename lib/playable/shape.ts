import type { PackageShape } from './types';

// Which page of an upload the tester opens, decided from the upload's file name and its entry names alone.
// Pure and free of Node imports: the server (lib/playable/unzip.ts, after yauzl read the central directory)
// and the browser's pre-check (components/review/precheck.ts, after jszip listed the names) both call it,
// so they accept and refuse exactly the same uploads.
//
// Accepted: the studio's `Name.zip` > `Name/` > `Name.html`; a zip with its HTML at the root
// (a Mintegral deliverable); a zip whose HTML is `index.html` at the root or in one folder (super-html's
// index.zip); a single `.html` file (what AppLovin, Unity, ironSource and Moloco take). A package that
// misses the studio's naming rule is accepted and fails the `file` check with the fix (checks/file.ts).

/** The upload error keys (docs/PRODUCT.md, Error keys); the UI shows a message for each. */
export type UploadErrorKey = 'size' | 'type' | 'names' | 'archive' | 'html';

/** Why the shape decision refused an upload; the UI shows a precise message per code. */
export type ShapeRefusal =
  'file-type' | 'not-zip' | 'not-html' | 'html-empty' | 'html-missing' | 'html-too-deep' | 'ambiguous-entry';

export type UploadKind = 'zip' | 'html';

export interface ShapeDecision {
  ok: true;
  shape: PackageShape;
  /** The upload's name: the zip's base name, or the HTML file's for a single page. */
  name: string;
  /** The page the player opens, as a path inside the package. */
  entry: string;
}

export interface ShapeFailure {
  ok: false;
  error: UploadErrorKey;
  reason: ShapeRefusal;
  detail: string;
}

/** How many names a refusal lists before it says "and N more". */
const LISTED_NAMES = 8;

const HTML_EXTENSION = /\.html?$/i;

/** The last segment of a path a browser or a client sent (either slash). */
export function baseNameOf(fileName: string): string {
  return fileName.split(/[\\/]/).pop() ?? '';
}

function stripExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** What the upload is by its name: a zip, a single HTML page, or neither. */
export function uploadKind(fileName: string): UploadKind | null {
  const name = baseNameOf(fileName);
  if (/^.+\.zip$/i.test(name)) return 'zip';
  if (/^[^.].*\.html?$/i.test(name)) return 'html';
  return null;
}

/** `Game.zip` → `Game`; null when the name does not end in `.zip`. Any folder part of the name is ignored. */
export function zipBaseName(fileName: string): string | null {
  const match = /^(.*)\.zip$/i.exec(baseNameOf(fileName));
  return match ? match[1] : null;
}

export function refuseType(fileName: string): ShapeFailure {
  return {
    ok: false,
    error: 'type',
    reason: 'file-type',
    detail: `${baseNameOf(fileName) || 'the file'} is neither a .zip nor an .html file`,
  };
}

/** A name list for a refusal's detail: the first few, then how many more. */
export function listNames(names: readonly string[]): string {
  const shown = names.slice(0, LISTED_NAMES).join(', ');
  return names.length > LISTED_NAMES ? `${shown} and ${names.length - LISTED_NAMES} more` : shown;
}

/** Entries that archivers add and nobody opens: macOS resource forks and dot files. */
function isArchiverLeftover(path: string): boolean {
  return path.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('.'));
}

function depthOf(path: string): number {
  return path.split('/').length - 1;
}

function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** The shape a chosen entry gives the package. */
export function shapeOfEntry(entry: string): PackageShape {
  const folder = folderOf(entry);
  const page = stripExtension(baseNameOf(entry));
  if (folder !== '' && page === folder) return 'studio';
  if (page.toLowerCase() === 'index') return 'index-html';
  return folder === '' ? 'root-html' : 'studio';
}

/** The one candidate `pick` selects, or null when none or several match. */
function single(candidates: readonly string[], pick: (path: string) => boolean): string | null {
  const matches = candidates.filter(pick);
  return matches.length === 1 ? matches[0] : null;
}

/** The entry among several HTML pages: named like the zip, else index.html; null when that does not decide. */
function chooseEntry(candidates: readonly string[], zipName: string): string | null {
  const pageName = (path: string) => stripExtension(baseNameOf(path));
  const studio = candidates.find((path) => path === `${zipName}/${zipName}.html`);
  if (studio) return studio;
  const namedLikeZip =
    single(candidates, (path) => depthOf(path) === 0 && pageName(path) === zipName) ??
    single(candidates, (path) => pageName(path) === zipName);
  if (namedLikeZip) return namedLikeZip;
  const isIndex = (path: string) => pageName(path).toLowerCase() === 'index';
  return single(candidates, (path) => depthOf(path) === 0 && isIndex(path)) ?? single(candidates, isIndex);
}

/**
 * The entry of a zip from its file names (folders may be listed too: they are ignored). HTML pages count
 * as candidates at the root or in one folder; deeper ones mean the wrong folder was zipped.
 */
export function decideZipShape(
  fileName: string,
  entryNames: readonly string[],
): ShapeDecision | ShapeFailure {
  const zipName = zipBaseName(fileName) ?? stripExtension(baseNameOf(fileName));
  const pages = entryNames.filter(
    (name) => !name.endsWith('/') && HTML_EXTENSION.test(name) && !isArchiverLeftover(name),
  );
  const candidates = pages.filter((name) => depthOf(name) <= 1).sort();
  if (candidates.length === 0) {
    if (pages.length > 0) {
      return {
        ok: false,
        error: 'html',
        reason: 'html-too-deep',
        detail: `no HTML page at the top of the zip or in one folder; found ${listNames([...pages].sort())}`,
      };
    }
    return { ok: false, error: 'html', reason: 'html-missing', detail: 'the zip holds no .html file' };
  }
  const entry = candidates.length === 1 ? candidates[0] : chooseEntry(candidates, zipName);
  if (entry === null) {
    return {
      ok: false,
      error: 'names',
      reason: 'ambiguous-entry',
      detail: `${candidates.length} HTML pages and none is named ${zipName}.html or index.html: ${listNames(candidates)}`,
    };
  }
  return { ok: true, shape: shapeOfEntry(entry), name: zipName || stripExtension(baseNameOf(entry)), entry };
}

/** A single HTML upload: the page is the package. */
export function decideHtmlShape(fileName: string): ShapeDecision | ShapeFailure {
  const entry = baseNameOf(fileName);
  if (uploadKind(entry) !== 'html' || /[\u0000-\u001f\u007f]/.test(entry)) return refuseType(fileName);
  return { ok: true, shape: 'single-html', name: stripExtension(entry), entry };
}
