import { deflateRawSync } from 'node:zlib';
import { ruleText } from '../checks/rules';
import { blankComments } from '../css-scan';
import type { PlayableContext } from '../context';
import { attributeOf } from '../html-scan';
import { extensionOf, LineIndex } from '../text';
import type { CheckResult } from '../types';
import { resolveRelative } from '../urls';
import type { FileFact, Place, ReferenceFact, StaticFacts } from './types';

// The static facts of the compliance rules, read from the context the static checks already built
// (lib/playable/context.ts). Each list is capped so a report stays small; `truncated` says when one was cut.

const LIST_CAP = 200;
/** Local file header + central directory record, without the name, and the end record. */
const ZIP_ENTRY_OVERHEAD = 30 + 46;
const ZIP_END_RECORD = 22;

/** A view the typings of node:zlib and node:crypto accept for any Buffer. */
export function bytesView(data: Buffer): Uint8Array {
  return new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength);
}

export function deflatedSize(data: Buffer | string): number {
  return deflateRawSync(bytesView(typeof data === 'string' ? Buffer.from(data) : data)).length;
}

const VIEWPORT_UNIT = /(?<![\w.#-])-?\d*\.?\d+(?:vw|vh)\b/gi;
const RELOAD = /\blocation\s*(?:\.\s*reload|\[\s*['"]reload['"]\s*\])\s*\(/g;

function capped<T>(list: T[], state: { truncated: boolean }): T[] {
  if (list.length <= LIST_CAP) return list;
  state.truncated = true;
  return list.slice(0, LIST_CAP);
}

function shiftedPlace(file: string, lines: LineIndex, offset: number, start: { line: number; col: number }) {
  const inner = lines.position(offset);
  return {
    file,
    line: inner.line + start.line - 1,
    col: inner.line === 1 ? inner.col + start.col - 1 : inner.col,
  };
}

/** vw/vh lengths in stylesheets, <style> elements and style attributes. */
function viewportUnits(ctx: PlayableContext): StaticFacts['viewportUnits'] {
  const found: StaticFacts['viewportUnits'] = [];
  const scan = (css: string, file: string, start: { line: number; col: number }, fixed = false) => {
    const lines = new LineIndex(css);
    for (const match of blankComments(css).matchAll(VIEWPORT_UNIT)) {
      const place = fixed ? { file, ...start } : shiftedPlace(file, lines, match.index, start);
      found.push({ ...place, text: match[0] });
    }
  };
  for (const [path, file] of ctx.texts) {
    if (extensionOf(path) === 'css') scan(file.text, path, { line: 1, col: 1 });
  }
  for (const element of ctx.html?.elements ?? []) {
    if (element.tagName === 'style' && element.content)
      scan(element.content.text, ctx.htmlPath, element.content);
    const style = attributeOf(element, 'style');
    if (style) scan(style.value, ctx.htmlPath, style, true);
  }
  return found;
}

/** `location.reload(` in the page and its scripts. */
function reloads(ctx: PlayableContext): Place[] {
  const found: Place[] = [];
  for (const [path, file] of ctx.texts) {
    const extension = extensionOf(path);
    if (path !== ctx.htmlPath && extension !== 'js' && extension !== 'mjs') continue;
    for (const match of file.text.matchAll(RELOAD))
      found.push({ file: path, ...file.lines.position(match.index) });
  }
  return found;
}

function references(ctx: PlayableContext): ReferenceFact[] {
  const facts: ReferenceFact[] = [];
  for (const ref of ctx.references) {
    if (ref.reach === 'dead') continue;
    const place = { file: ref.file, line: ref.line, col: ref.col };
    const api = ref.origin === 'code' ? ref.via : null;
    const common = {
      ...place,
      url: ref.url,
      what: ref.what,
      api,
      reach: ref.reach,
      networkScript: ref.networkScript,
    };
    if (ref.kind === 'relative') {
      const target = resolveRelative(ref.baseDir, ref.url);
      if (target !== null && !ref.partial) facts.push({ ...common, kind: 'package', target });
    } else if (ref.kind === 'external' || ref.kind === 'protocol-relative' || ref.kind === 'root-relative') {
      facts.push({ ...common, kind: 'external' });
    }
  }
  // Asset paths in code (an engine's loader list) load package files too.
  const dir = ctx.packageDir;
  for (const literal of ctx.assetLiterals) {
    if (literal.reach === 'dead') continue;
    const target = resolveRelative(dir, literal.value);
    if (target === null || !ctx.files.has(target)) continue;
    if (facts.some((fact) => fact.target === target)) continue;
    facts.push({
      file: literal.file,
      line: literal.line,
      col: literal.col,
      url: literal.value,
      kind: 'package',
      target,
      what: 'asset path in code',
      api: null,
      reach: literal.reach,
      networkScript: null,
    });
  }
  return facts;
}

function scriptTags(ctx: PlayableContext): StaticFacts['scriptTags'] {
  const scripts = (ctx.html?.elements ?? []).filter((element) => element.tagName === 'script');
  const last = scripts[scripts.length - 1];
  return ctx.apiUses
    .filter((use) => use.name.startsWith('<script'))
    .map((use) => {
      const element = scripts.find((script) => attributeOf(script, 'src')?.line === use.line);
      return {
        api: use.api,
        src: element ? (attributeOf(element, 'src')?.value ?? '') : use.name,
        file: use.file,
        line: use.line,
        col: use.col,
        inHead: element?.inHead ?? false,
        last: element !== undefined && element === last,
      };
    });
}

function metaTags(ctx: PlayableContext): StaticFacts['metaTags'] {
  return (ctx.html?.elements ?? [])
    .filter((element) => element.tagName === 'meta')
    .map((element) => ({
      name: (attributeOf(element, 'name')?.value ?? '').trim(),
      content: (attributeOf(element, 'content')?.value ?? '').trim(),
      file: ctx.htmlPath,
      line: element.line,
      col: element.col,
    }))
    .filter((meta) => /^ad\./i.test(meta.name));
}

/** The `file` check's findings as the studio column reads them: the rule broken, and the exact change. */
function fileCheckFacts(file: CheckResult): StaticFacts['fileCheck'] {
  return (file.evidence ?? [])
    .filter((item) => item.rule !== undefined)
    .map((item) => ({
      detail: ruleText('file', item.rule!) ?? item.detail,
      fix: item.detail,
      place: item.file ? { file: item.file, line: item.line, col: item.col } : undefined,
      warning: item.warning === true,
    }));
}

export function fileFacts(files: Map<string, Buffer>): FileFact[] {
  return [...files].map(([path, data]) => ({ path, bytes: data.length, deflated: deflatedSize(data) }));
}

export function staticFacts(
  ctx: PlayableContext,
  upload: { bytes: number; fileCheck: CheckResult; files?: FileFact[] },
): StaticFacts {
  const state = { truncated: false };
  const files = upload.files ?? fileFacts(ctx.files);
  const zipped = ctx.shape !== 'single-html';
  const zipBytes = zipped
    ? upload.bytes
    : files.reduce(
        (sum, file) => sum + file.deflated + ZIP_ENTRY_OVERHEAD + 2 * file.path.length,
        ZIP_END_RECORD,
      );
  const config = ctx.files.get(`${ctx.packageDir === '' ? '' : `${ctx.packageDir}/`}config.json`);
  return {
    shape: ctx.shape,
    root: ctx.root,
    entry: ctx.htmlPath,
    uploadBytes: upload.bytes,
    zipBytes,
    htmlBytes: ctx.files.get(ctx.htmlPath)?.length ?? 0,
    files: capped(files, state),
    fileCheck: capped(fileCheckFacts(upload.fileCheck), state),
    references: capped(references(ctx), state),
    apiUses: capped(
      ctx.apiUses.map((use) => ({
        api: use.api,
        name: use.name,
        file: use.file,
        line: use.line,
        col: use.col,
      })),
      state,
    ),
    scriptTags: scriptTags(ctx),
    metaTags: metaTags(ctx),
    viewportUnits: capped(viewportUnits(ctx), state),
    reloads: capped(reloads(ctx), state),
    nonUtf8: [...ctx.texts].filter(([, file]) => !file.validUtf8).map(([path]) => path),
    configJson: config ? config.toString('utf8') : null,
    truncated: state.truncated,
  };
}
