import { createHash } from 'node:crypto';
import type { PlayableContext } from '../context';
import { forgivingBase64 } from '../data-uri';
import { extensionOf } from '../text';
import { bytesView, deflatedSize } from './facts';
import { english, said, type Said } from './findings';
import { kindOfMime, kindOfPath } from './format';
import type { FileFact, Saving, SizeEntry } from './types';

export { formatBytes, kindOfMime, kindOfPath } from './format';

/** A saving's detail in English, and what it says (for the page). */
function savingWords(words: Said) {
  return { detail: english(words), detailSaid: words };
}

// Where the bytes go: every file and every inlined data: URI by raw and deflated size, and the largest
// savings that need no re-encoding (unused files, source maps, duplicates, data URIs heavier than their
// file, text not minified). Figures only: nothing here judges a network (the rules do, against budgets).

/** Data URIs smaller than this are not worth a row. */
const MIN_DATA_URI_CHARS = 256;

export function sizeEntries(ctx: PlayableContext, files: FileFact[]): SizeEntry[] {
  const entries: SizeEntry[] = files.map((file) => ({ ...file, kind: kindOfPath(file.path) }));
  for (const site of ctx.dataUris) {
    if (!site.uri.base64 || site.template || site.uri.length < MIN_DATA_URI_CHARS) continue;
    entries.push({
      path: site.file,
      line: site.line,
      bytes: site.uri.length,
      deflated: deflatedSize(site.uri.payload),
      kind: kindOfMime(site.uri.mime),
      mime: site.uri.mime,
    });
  }
  return entries.sort((a, b) => b.bytes - a.bytes);
}

/** Files no text of the package names (not even by their file name). */
function unusedFiles(ctx: PlayableContext): Saving[] {
  const savings: Saving[] = [];
  for (const [path, data] of ctx.files) {
    const base = path.split('/').pop()!;
    if (path === ctx.htmlPath || base === 'config.json' || extensionOf(path) === 'map') continue;
    let decoded = base;
    try {
      decoded = decodeURIComponent(base);
    } catch {
      // keep the name as it is
    }
    const mentioned = [...ctx.texts].some(
      ([other, file]) =>
        other !== path && (file.text.includes(base) || file.text.includes(encodeURI(decoded))),
    );
    if (!mentioned) {
      savings.push({
        kind: 'unused',
        path,
        bytes: data.length,
        ...savingWords(said('unused-file', { file: path, bytes: data.length })),
      });
    }
  }
  return savings;
}

function sourceMaps(ctx: PlayableContext): Saving[] {
  const savings: Saving[] = [];
  for (const [path, data] of ctx.files) {
    if (extensionOf(path) !== 'map') continue;
    savings.push({
      kind: 'source-map',
      path,
      bytes: data.length,
      ...savingWords(said('source-map-file', { file: path, bytes: data.length })),
    });
  }
  for (const site of ctx.dataUris) {
    if (site.uri.mime !== 'application/json' || site.uri.length < MIN_DATA_URI_CHARS) continue;
    const text = ctx.texts.get(site.file)?.text ?? '';
    const before = text.lastIndexOf('sourceMappingURL=', text.indexOf(site.uri.payload.slice(0, 64)));
    if (before < 0) continue;
    savings.push({
      kind: 'source-map',
      path: site.file,
      line: site.line,
      bytes: site.uri.length,
      ...savingWords(
        said('inline-source-map', { place: `${site.file}:${site.line}`, bytes: site.uri.length }),
      ),
    });
  }
  return savings;
}

function duplicates(ctx: PlayableContext): Saving[] {
  const byHash = new Map<string, { path: string; line?: number; bytes: number }[]>();
  const add = (hash: string, item: { path: string; line?: number; bytes: number }) =>
    byHash.set(hash, [...(byHash.get(hash) ?? []), item]);
  for (const [path, data] of ctx.files) {
    if (data.length === 0) continue;
    add(createHash('sha256').update(bytesView(data)).digest('hex'), { path, bytes: data.length });
  }
  for (const site of ctx.dataUris) {
    if (!site.uri.base64 || site.template || site.uri.length < MIN_DATA_URI_CHARS) continue;
    const bytes = forgivingBase64(site.uri.payload);
    if (!bytes || bytes.length === 0) continue;
    add(createHash('sha256').update(bytesView(bytes)).digest('hex'), {
      path: site.file,
      line: site.line,
      bytes: site.uri.length,
    });
  }
  const savings: Saving[] = [];
  for (const copies of byHash.values()) {
    if (copies.length < 2) continue;
    const [kept, ...extra] = copies;
    const bytes = extra.reduce((sum, copy) => sum + copy.bytes, 0);
    const where = (copy: { path: string; line?: number }) =>
      copy.line ? `${copy.path}:${copy.line}` : copy.path;
    savings.push({
      kind: 'duplicate',
      path: extra[0].path,
      line: extra[0].line,
      bytes,
      ...savingWords(
        said(extra.length === 1 ? 'duplicate-one' : 'duplicate-many', {
          copies: extra.map(where).join(', '),
          file: where(kept),
          bytes,
        }),
      ),
    });
  }
  return savings;
}

/** Base64 weighs 4/3 of its bytes: what a data URI costs over the file it encodes. */
function heavyDataUris(ctx: PlayableContext): Saving[] {
  const savings: Saving[] = [];
  for (const site of ctx.dataUris) {
    if (!site.uri.base64 || site.template || site.uri.length < MIN_DATA_URI_CHARS) continue;
    const bytes = forgivingBase64(site.uri.payload);
    if (!bytes) continue;
    const overhead = site.uri.length - bytes.length;
    savings.push({
      kind: 'data-uri',
      path: site.file,
      line: site.line,
      bytes: overhead,
      ...savingWords(
        said('data-uri-file', {
          mime: site.uri.mime,
          place: `${site.file}:${site.line}`,
          bytes: site.uri.length,
          fileBytes: bytes.length,
        }),
      ),
    });
  }
  return savings;
}

const TEXT_KINDS = new Set(['js', 'css', 'mjs']);

/** Indentation, trailing spaces and blank lines of scripts and stylesheets: what a minifier drops first. */
function unminified(ctx: PlayableContext): Saving[] {
  const savings: Saving[] = [];
  for (const [path, file] of ctx.texts) {
    if (!TEXT_KINDS.has(extensionOf(path))) continue;
    let spare = 0;
    for (const match of file.text.matchAll(/^[ \t]+|[ \t]+$|\n(?=\s*\n)/gm)) spare += match[0].length;
    if (spare < 1024 || spare < file.text.length / 10) continue;
    savings.push({
      kind: 'not-minified',
      path,
      bytes: spare,
      ...savingWords(said('not-minified', { file: path, bytes: spare })),
    });
  }
  return savings;
}

/** The three largest savings. */
export function largestSavings(ctx: PlayableContext, count = 3): Saving[] {
  return [
    ...unusedFiles(ctx),
    ...sourceMaps(ctx),
    ...duplicates(ctx),
    ...heavyDataUris(ctx),
    ...unminified(ctx),
  ]
    .filter((saving) => saving.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}
