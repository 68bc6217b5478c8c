import { matchApiCall, orderedApis } from './api-scan';
import { blankComments, isLegacyFont, scanCss } from './css-scan';
import { type DataUri, findDataUris } from './data-uri';
import { attributeOf, type HtmlElement, type HtmlScan, scanHtml } from './html-scan';
import { type JsApiCall, type JsLoad, type JsScan, type Reach, scanJs } from './js-scan';
import { type ApiId, apiOfScript, WEBVIEW_BASE } from './networks';
import { decodeText, extensionOf, isTextPath, LineIndex } from './text';
import type { PackageShape } from './types';
import type { PlayablePackage } from './unzip';
import { classifyUrl, directoryOf, resolveRelative, type UrlKind } from './urls';

// Reads a playable once (HTML with parse5, every script with acorn, every stylesheet) into the facts the
// static checks judge: URL references with their source positions and reach, data: URIs, scripts and their
// parse results, the ad APIs the code calls. Each check is then a small function of this context.
//
// The package root is the entry page's folder: `Game/` for Game/Game.html, the archive's top for index.html.

export type { Reach } from './js-scan';

export interface TextFile {
  text: string;
  validUtf8: boolean;
  lines: LineIndex;
}

export interface Located {
  file: string;
  line: number;
  col: number;
}

/** How a reference loads: by markup, by a stylesheet, or by script code (with the API it used). */
export type ReferenceOrigin = 'markup' | 'style' | 'code';

export interface UrlReference extends Located {
  /** The URL as written; for a URL built at run time, its constant start. */
  url: string;
  kind: UrlKind;
  /** True when `url` is only the constant start of a URL built at run time. */
  partial: boolean;
  origin: ReferenceOrigin;
  /** The attribute, CSS construct or script API: 'src', 'srcset', 'url()', '@import', 'fetch', … */
  via: string;
  /** Describes the referrer for evidence: '<img src>', 'fetch()', 'url()'. */
  what: string;
  /** The archive folder relative URLs resolve against. */
  baseDir: string;
  /** Whether the load surely happens (`load`), may happen (`maybe`) or never can (`dead`). */
  reach: Reach;
  /** For `<script src>` naming a network's injected or required script (mraid.js…): that API. */
  networkScript: ApiId | null;
  /** A stylesheet source in a font format browsers skip (EOT, SVG fonts). */
  legacyFont: boolean;
}

export interface ScriptUnit extends Located {
  origin: 'inline' | 'file' | 'handler';
  sourceType: 'script' | 'module';
  /** False for a .js file that neither the page's markup nor a worker call loads. */
  loaded: boolean;
  scan: JsScan;
}

/** Where a data: URI was written: markup attributes, stylesheets, code literals, or data files (JSON, SVG). */
export type DataUriOrigin = 'markup' | 'style' | 'code' | 'data';

export interface DataUriSite extends Located {
  uri: DataUri;
  origin: DataUriOrigin;
  /** A template literal's prefix (`data:…;base64,${…}`): the payload is built at run time. */
  template: boolean;
  /** How often the payload's text occurs in its script (twice when code replaces a placeholder). */
  payloadOccurrences: number;
}

export interface AssetLiteral extends Located {
  value: string;
  reach: Reach;
}

export interface ModuleLoad extends Located {
  detail: string;
}

export interface ApiUse extends Located {
  api: ApiId;
  /** The call as written in the table (`mraid.open`), or the script (`<script src="mraid.js">`). */
  name: string;
}

export interface PlayableContext {
  /** The upload's name. */
  root: string;
  /** The entry page. */
  htmlPath: string;
  shape: PackageShape;
  /** The entry page's folder ('' at the archive's top). */
  packageDir: string;
  files: Map<string, Buffer>;
  texts: Map<string, TextFile>;
  /** Null when the entry page is not in the package. */
  html: HtmlScan | null;
  scripts: ScriptUnit[];
  references: UrlReference[];
  dataUris: DataUriSite[];
  assetLiterals: AssetLiteral[];
  /** Names an in-memory file map in the code serves (object keys and computed assignments that are paths). */
  memoryNames: Set<string>;
  /** Module scripts, which browsers refuse to load from file://. */
  moduleLoads: ModuleLoad[];
  /** JSON files and JSON script blocks that do not parse. */
  jsonErrors: (Located & { detail: string })[];
  /** Ad-API calls in code that can run, and network script tags. */
  apiUses: ApiUse[];
}

const JS_TYPES = new Set([
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-javascript',
  'text/x-ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]);

type ScriptKind = 'classic' | 'module' | 'json' | 'data';

function scriptKind(element: HtmlElement): ScriptKind {
  const type = (attributeOf(element, 'type')?.value ?? '').trim().toLowerCase();
  if (type === '' || JS_TYPES.has(type)) return 'classic';
  if (type === 'module') return 'module';
  if (type === 'importmap' || type === 'speculationrules' || type.endsWith('json')) return 'json';
  return 'data';
}

// Attributes that load a resource, per element. Navigation (<a href>, <form action>) is not loading.
const LOADING_ATTRIBUTES: Record<string, readonly string[]> = {
  script: ['src'],
  img: ['src', 'srcset'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  source: ['src', 'srcset'],
  track: ['src'],
  input: ['src'],
  object: ['data'],
  link: ['href'],
  image: ['href'],
  use: ['href'],
  feImage: ['href'],
  body: ['background'],
  table: ['background'],
  td: ['background'],
  base: ['href'],
};

const NON_LOADING_LINK_RELS =
  /^(canonical|alternate|author|license|help|search|next|prev|bookmark|me|pingback)$/i;

function srcsetUrls(value: string): string[] {
  return value
    .split(/,\s+|,$/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

function isNonLoadingLink(element: HtmlElement): boolean {
  const rel = attributeOf(element, 'rel')?.value.trim() ?? '';
  return rel !== '' && rel.split(/\s+/).every((token) => NON_LOADING_LINK_RELS.test(token));
}

const CODE_API_LABEL: Record<JsLoad['api'], string> = {
  fetch: 'fetch()',
  XMLHttpRequest: 'XMLHttpRequest',
  WebSocket: 'new WebSocket()',
  EventSource: 'new EventSource()',
  Worker: 'new Worker()',
  Audio: 'new Audio()',
  'import()': 'import()',
  import: 'import',
  importScripts: 'importScripts()',
  sendBeacon: 'navigator.sendBeacon()',
  src: '.src =',
  setAttribute: 'setAttribute()',
};

/** Code loads that run a file as a script: the file then counts as loaded. */
const SCRIPT_LOADS = new Set<JsLoad['api']>(['Worker', 'importScripts']);
/** Element loads by URL: of a .json file, only a script element's runs it (JSONP: `data = {…}`). */
const ELEMENT_LOADS = new Set<JsLoad['api']>(['src', 'setAttribute']);

function runsAsScript(load: JsLoad): boolean {
  if (SCRIPT_LOADS.has(load.api)) return true;
  return ELEMENT_LOADS.has(load.api) && /\.json(?:[?#]|$)/i.test(load.url ?? '');
}

// Data files whose text may hold data: URIs worth checking (pages, stylesheets and scripts are read apart).
const DATA_URI_FILES = new Set(['json', 'svg', 'atlas', 'fnt', 'plist', 'gltf', 'xml']);

function shifted(inner: { line: number; col: number }, start: { line: number; col: number }) {
  return {
    line: inner.line + start.line - 1,
    col: inner.line === 1 ? inner.col + start.col - 1 : inner.col,
  };
}

type ReferenceInput = Omit<UrlReference, 'kind' | 'networkScript' | 'legacyFont'> &
  Partial<Pick<UrlReference, 'networkScript' | 'legacyFont'>>;

class ContextBuilder {
  readonly texts = new Map<string, TextFile>();
  readonly scripts: ScriptUnit[] = [];
  readonly references: UrlReference[] = [];
  readonly dataUris: DataUriSite[] = [];
  readonly assetLiterals: AssetLiteral[] = [];
  readonly memoryNames = new Set<string>();
  readonly moduleLoads: ModuleLoad[] = [];
  readonly jsonErrors: (Located & { detail: string })[] = [];
  readonly apiUses: ApiUse[] = [];
  /** Package paths of scripts the page loads: `<script src>`, workers; module ones apart. */
  readonly loadedScripts = new Set<string>();
  readonly moduleScripts = new Set<string>();
  /** Package paths of stylesheets the page links (and what they @import). */
  readonly linkedStyles = new Set<string>();
  readonly htmlDir: string;

  constructor(
    readonly files: Map<string, Buffer>,
    readonly htmlPath: string,
  ) {
    this.htmlDir = directoryOf(htmlPath);
    for (const [path, data] of files) {
      if (!isTextPath(path)) continue;
      const { text, valid } = decodeText(data);
      this.texts.set(path, { text, validUtf8: valid, lines: new LineIndex(text) });
    }
  }

  reference(input: ReferenceInput): void {
    const kind = classifyUrl(input.url);
    if (kind === 'empty' || kind === 'fragment' || input.reach === 'dead') return;
    this.references.push({
      networkScript: null,
      legacyFont: false,
      ...input,
      url: input.url.trim(),
      kind,
    });
  }

  /** The package path a relative URL from the page names, or null. */
  private pagePath(url: string): string | null {
    return classifyUrl(url) === 'relative' ? resolveRelative(this.htmlDir, url) : null;
  }

  scanHtmlFile(): HtmlScan | null {
    const file = this.texts.get(this.htmlPath);
    if (!file) return null;
    const html = scanHtml(file.text);
    for (const element of html.elements) {
      this.scanElementAttributes(element);
      if (element.tagName === 'script') this.scanScriptElement(element);
      if (element.tagName === 'style' && element.content) {
        this.scanStyle(element.content.text, this.htmlPath, this.htmlDir, element.content, {
          reach: element.inTemplate ? 'maybe' : 'load',
        });
      }
    }
    return html;
  }

  private scanElementAttributes(element: HtmlElement): void {
    const file = this.htmlPath;
    const reach: Reach = element.inTemplate ? 'maybe' : 'load';
    for (const attr of element.attrs) {
      if (attr.name === 'style') {
        this.scanStyle(attr.value, file, this.htmlDir, attr, { fixed: true, reach });
      } else if (/^on[a-z]+$/.test(attr.name) && attr.value.trim() !== '') {
        const scan = scanJs(attr.value, { sourceType: 'script', handlerBody: true, matchApiCall });
        // The value starts after `name="`; positions inside it are shifted onto the attribute's line.
        const unit: ScriptUnit = {
          file,
          line: attr.line,
          col: attr.col,
          origin: 'handler',
          sourceType: 'script',
          loaded: true,
          scan,
        };
        this.addScript(unit, attr.line - 1, attr.col + attr.name.length + 1);
      } else if (attr.value.includes('data:')) {
        const at = { file, line: attr.line, col: attr.col };
        for (const uri of findDataUris(attr.value)) this.addDataUri(uri, 'markup', at);
      }
    }
    if (element.tagName === 'meta' && /^refresh$/i.test(attributeOf(element, 'http-equiv')?.value ?? '')) {
      const content = attributeOf(element, 'content');
      const url = /url\s*=\s*['"]?([^'"]*)/i.exec(content?.value ?? '')?.[1];
      if (content && url) this.markupReference(url, content, '<meta http-equiv="refresh">', reach);
    }
    const names = LOADING_ATTRIBUTES[element.tagName];
    if (!names || (element.tagName === 'link' && isNonLoadingLink(element))) return;
    const rel = attributeOf(element, 'rel')?.value.toLowerCase() ?? '';
    for (const name of names) {
      const attr = attributeOf(element, name);
      if (!attr) continue;
      // The network webview's own origin: no request leaves the package (networks.ts WEBVIEW_BASE).
      if (element.tagName === 'base' && WEBVIEW_BASE.test(attr.value.trim())) continue;
      const what = `<${element.tagName} ${name}>`;
      const at = { file, line: attr.line, col: attr.col };
      const urls = name === 'srcset' ? srcsetUrls(attr.value) : [attr.value];
      const networkScript = element.tagName === 'script' ? apiOfScript(attr.value) : null;
      for (const url of urls) this.markupReference(url, attr, what, reach, networkScript);
      if (networkScript) {
        this.apiUses.push({ api: networkScript, name: `<script src="${attr.value}">`, ...at });
      }
      if (element.tagName === 'link' && /\bmodulepreload\b/.test(rel)) {
        this.moduleLoads.push({ ...at, detail: `<link rel="modulepreload"> ${attr.value}` });
      }
      if (element.tagName === 'link' && /\bstylesheet\b/.test(rel)) {
        const path = this.pagePath(attr.value);
        if (path) this.linkedStyles.add(path);
      }
    }
  }

  private markupReference(
    url: string,
    at: { line: number; col: number },
    what: string,
    reach: Reach,
    networkScript: ApiId | null = null,
  ) {
    this.reference({
      url,
      partial: false,
      origin: 'markup',
      via: what,
      what,
      file: this.htmlPath,
      line: at.line,
      col: at.col,
      baseDir: this.htmlDir,
      reach,
      networkScript,
    });
  }

  private scanScriptElement(element: HtmlElement): void {
    const kind = scriptKind(element);
    const src = attributeOf(element, 'src');
    if (src && (kind === 'classic' || kind === 'module')) {
      const path = this.pagePath(src.value);
      if (path) (kind === 'module' ? this.moduleScripts : this.loadedScripts).add(path);
    }
    if (kind === 'module' && src) {
      this.moduleLoads.push({
        file: this.htmlPath,
        line: src.line,
        col: src.col,
        detail: `<script type="module" src="${src.value}">`,
      });
    }
    const content = element.content;
    if (src || !content || element.inTemplate) return;
    if (kind === 'json') {
      this.checkJson(content.text, this.htmlPath, content);
      return;
    }
    if (kind === 'data') return;
    const sourceType = kind === 'module' ? 'module' : 'script';
    const scan = scanJs(content.text, { sourceType, matchApiCall });
    const unit: ScriptUnit = {
      file: this.htmlPath,
      line: content.line,
      col: content.col,
      origin: 'inline',
      sourceType,
      loaded: true,
      scan,
    };
    this.addScript(unit, content.line - 1, content.col - 1);
  }

  /** Records a script and what it loads; `lineShift`/`firstLineColShift` place inline code within its file. */
  addScript(unit: ScriptUnit, lineShift: number, firstLineColShift = 0): void {
    const place = (line: number, col: number) => ({
      line: line + lineShift,
      col: line === 1 ? col + firstLineColShift : col,
    });
    const scan: JsScan = unit.scan.ok ? unit.scan : { ...unit.scan, ...place(unit.scan.line, unit.scan.col) };
    this.scripts.push({ ...unit, scan });
    if (!scan.ok) return;
    const file = unit.file;
    // A file nothing loads may still be run by a loader: what it would load is never certain.
    const bound = (reach: Reach): Reach => (unit.loaded || reach === 'dead' ? reach : 'maybe');
    for (const load of scan.loads) {
      const url = load.url ?? load.prefix ?? '';
      const at = place(load.line, load.col);
      const reach = bound(load.reach);
      this.reference({
        url,
        partial: load.url === null,
        origin: 'code',
        via: load.api,
        what: CODE_API_LABEL[load.api],
        file,
        ...at,
        baseDir: this.htmlDir,
        reach,
      });
      if (reach === 'dead') continue;
      const path = load.url !== null && runsAsScript(load) ? this.pagePath(load.url) : null;
      if (path) this.loadedScripts.add(path);
      // An external import is already an outside reference; a packaged one only warns for being a module.
      const isModuleLoad = load.api === 'import' || load.api === 'import()';
      if (isModuleLoad && classifyUrl(url) === 'relative') {
        this.moduleLoads.push({ file, ...at, detail: `${CODE_API_LABEL[load.api]} ${url}` });
      }
    }
    for (const literal of scan.assetLiterals) {
      this.assetLiterals.push({
        file,
        value: literal.value,
        reach: bound(literal.reach),
        ...place(literal.line, literal.col),
      });
    }
    for (const site of scan.dataUris) {
      this.dataUris.push({
        file,
        uri: site.uri,
        origin: 'code',
        template: site.template,
        payloadOccurrences: site.payloadOccurrences,
        ...place(site.line, site.col),
      });
    }
    for (const name of scan.memoryNames) this.memoryNames.add(name);
    for (const call of scan.apiCalls) this.addApiCall(call, file, place);
  }

  private addApiCall(
    call: JsApiCall,
    file: string,
    place: (line: number, col: number) => { line: number; col: number },
  ) {
    if (call.reach === 'dead') return;
    this.apiUses.push({ api: call.api as ApiId, name: call.name, file, ...place(call.line, call.col) });
  }

  private addDataUri(uri: DataUri, origin: DataUriOrigin, at: Located): void {
    this.dataUris.push({ ...at, uri, origin, template: false, payloadOccurrences: 0 });
  }

  /**
   * Records the URLs and data: URIs of a stylesheet that starts at `start` in `file`. A style attribute
   * passes `fixed`: its findings are reported at the attribute.
   */
  scanStyle(
    css: string,
    file: string,
    baseDir: string,
    start: { line: number; col: number },
    options: { reach: Reach; fixed?: boolean },
  ) {
    const lines = new LineIndex(css);
    const at = (offset: number) => (options.fixed ? start : shifted(lines.position(offset), start));
    for (const found of scanCss(css)) {
      if (classifyUrl(found.url) === 'data') continue;
      this.reference({
        url: found.url,
        partial: false,
        origin: 'style',
        via: found.via,
        what: found.via,
        ...at(found.offset),
        file,
        baseDir,
        reach: options.reach,
        legacyFont: isLegacyFont(found),
      });
    }
    for (const uri of findDataUris(blankComments(css))) {
      this.addDataUri(uri, 'style', { file, ...at(uri.offset) });
    }
  }

  checkJson(text: string, file: string, start: { line: number; col: number }): void {
    try {
      JSON.parse(text);
    } catch (error) {
      const message = (error as Error).message;
      // V8 names the failing character's offset: turn it into a line and column.
      const offset = /position (\d+)/.exec(message)?.[1];
      const inner = offset === undefined ? { line: 1, col: 1 } : new LineIndex(text).position(Number(offset));
      this.jsonErrors.push({ file, ...shifted(inner, start), detail: `JSON does not parse: ${message}` });
    }
  }

  scanPackageFiles(): void {
    const javascript: string[] = [];
    const stylesheets: string[] = [];
    const json: string[] = [];
    for (const [path, file] of this.texts) {
      if (path === this.htmlPath) continue;
      const extension = extensionOf(path);
      if (extension === 'js' || extension === 'mjs' || extension === 'cjs') javascript.push(path);
      else if (extension === 'css') stylesheets.push(path);
      else if (extension === 'json') json.push(path);
      if (DATA_URI_FILES.has(extension)) {
        for (const uri of findDataUris(file.text)) {
          this.addDataUri(uri, 'data', { file: path, ...file.lines.position(uri.offset) });
        }
      }
    }
    // Scripts first: a worker they start is a loaded script too, and so is a .json file a script element
    // runs (JSONP), which is then judged as the script it is.
    for (const path of javascript) this.scanScriptFile(path);
    for (const path of json) {
      if (this.loadedScripts.has(path)) this.scanScriptFile(path);
      else this.checkJson(this.texts.get(path)!.text, path, { line: 1, col: 1 });
    }
    this.scanStylesheets(stylesheets);
  }

  private scanScriptFile(path: string): void {
    const text = this.texts.get(path)!.text;
    const asModule = extensionOf(path) === 'mjs' || this.moduleScripts.has(path);
    const loaded = asModule || this.loadedScripts.has(path);
    let sourceType: 'script' | 'module' = asModule ? 'module' : 'script';
    let scan = scanJs(text, { sourceType, matchApiCall });
    // A file the page does not load may be a module a loader imports: judge it as one if it parses so.
    if (!scan.ok && !loaded) {
      const moduleScan = scanJs(text, { sourceType: 'module', matchApiCall });
      if (moduleScan.ok) [scan, sourceType] = [moduleScan, 'module'];
    }
    this.addScript({ file: path, line: 1, col: 1, origin: 'file', sourceType, loaded, scan }, 0);
  }

  /** Linked stylesheets (and what they @import) load with the page; any other one may be injected later. */
  private scanStylesheets(paths: string[]): void {
    const pending = new Set(paths);
    const scanOne = (path: string, reach: Reach) => {
      pending.delete(path);
      const before = this.references.length;
      this.scanStyle(this.texts.get(path)!.text, path, directoryOf(path), { line: 1, col: 1 }, { reach });
      for (const reference of this.references.slice(before)) {
        const target = reference.via === '@import' ? resolveRelative(reference.baseDir, reference.url) : null;
        if (target && pending.has(target) && reach === 'load') scanOne(target, 'load');
      }
    };
    for (const path of paths) if (pending.has(path) && this.linkedStyles.has(path)) scanOne(path, 'load');
    for (const path of [...pending]) scanOne(path, 'maybe');
  }
}

export function buildContext(pkg: Pick<PlayablePackage, 'root' | 'htmlPath' | 'shape' | 'files'>) {
  const builder = new ContextBuilder(pkg.files, pkg.htmlPath);
  const html = builder.scanHtmlFile();
  builder.scanPackageFiles();
  const context: PlayableContext = {
    root: pkg.root,
    htmlPath: pkg.htmlPath,
    shape: pkg.shape,
    packageDir: directoryOf(pkg.htmlPath),
    files: pkg.files,
    texts: builder.texts,
    html,
    scripts: builder.scripts,
    references: builder.references,
    dataUris: builder.dataUris,
    assetLiterals: builder.assetLiterals,
    memoryNames: builder.memoryNames,
    moduleLoads: builder.moduleLoads,
    jsonErrors: builder.jsonErrors,
    apiUses: builder.apiUses,
  };
  return context;
}

/** The ad APIs a context's code and script tags use, in the table's order. */
export function contextApis(ctx: PlayableContext): ApiId[] {
  return orderedApis(ctx.apiUses.map((use) => use.api));
}
