import { scanCss } from './css-scan';
import { type DataUri, findDataUris } from './data-uri';
import { attributeOf, type HtmlElement, type HtmlScan, scanHtml } from './html-scan';
import { type JsLoad, type JsScan, scanJs } from './js-scan';
import { decodeText, extensionOf, isTextPath, LineIndex } from './text';
import { classifyUrl, directoryOf, resolveRelative, type UrlKind } from './urls';

// Reads a playable once (HTML with parse5, every script with acorn, every stylesheet) into the facts the
// static checks judge: URL references with their source positions, data: URIs, scripts and their parse
// results. Each check is then a small function of this context.

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
}

export interface ScriptUnit extends Located {
  origin: 'inline' | 'file' | 'handler';
  sourceType: 'script' | 'module';
  scan: JsScan;
}

export interface DataUriSite extends Located {
  uri: DataUri;
}

export interface AssetLiteral extends Located {
  value: string;
}

export interface PlayableContext {
  root: string;
  htmlPath: string;
  files: Map<string, Buffer>;
  texts: Map<string, TextFile>;
  /** Null when the archive has no `<root>/<root>.html`. */
  html: HtmlScan | null;
  scripts: ScriptUnit[];
  references: UrlReference[];
  dataUris: DataUriSite[];
  assetLiterals: AssetLiteral[];
  /** Module scripts, which browsers refuse to load from file://. */
  moduleLoads: (Located & { detail: string })[];
  /** JSON files and JSON script blocks that do not parse. */
  jsonErrors: (Located & { detail: string })[];
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

// Files whose text may hold data: URIs worth checking (the page itself is scanned separately).
const DATA_URI_SOURCES = new Set(['js', 'mjs', 'cjs', 'css', 'json', 'svg', 'html', 'htm']);

class ContextBuilder {
  readonly texts = new Map<string, TextFile>();
  readonly scripts: ScriptUnit[] = [];
  readonly references: UrlReference[] = [];
  readonly dataUris: DataUriSite[] = [];
  readonly assetLiterals: AssetLiteral[] = [];
  readonly moduleLoads: (Located & { detail: string })[] = [];
  readonly jsonErrors: (Located & { detail: string })[] = [];
  /** The src of every <script type="module">: those files parse as modules. */
  readonly moduleSourcePaths = new Set<string>();
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

  reference(reference: Omit<UrlReference, 'kind'>): void {
    const kind = classifyUrl(reference.url);
    if (kind === 'empty' || kind === 'fragment') return;
    this.references.push({ ...reference, url: reference.url.trim(), kind });
  }

  scanHtmlFile(): HtmlScan | null {
    const file = this.texts.get(this.htmlPath);
    if (!file) return null;
    const html = scanHtml(file.text);
    for (const element of html.elements) {
      this.scanElementAttributes(element);
      if (element.tagName === 'script') this.scanScriptElement(element);
      if (element.tagName === 'style' && element.content) {
        this.scanStyle(element.content.text, this.htmlPath, this.htmlDir, element.content);
      }
    }
    this.scanDataUris(this.htmlPath);
    return html;
  }

  private scanElementAttributes(element: HtmlElement): void {
    const file = this.htmlPath;
    for (const attr of element.attrs) {
      if (attr.name === 'style') {
        this.scanStyle(attr.value, file, this.htmlDir, attr, true);
      } else if (/^on[a-z]+$/.test(attr.name) && attr.value.trim() !== '') {
        const scan = scanJs(attr.value, { sourceType: 'script', handlerBody: true });
        // The value starts after `name="`; positions inside it are shifted onto the attribute's line.
        const unit: ScriptUnit = {
          file,
          line: attr.line,
          col: attr.col,
          origin: 'handler',
          sourceType: 'script',
          scan,
        };
        this.addScript(unit, attr.line - 1, attr.col + attr.name.length + 1);
      }
    }
    if (element.tagName === 'meta' && /^refresh$/i.test(attributeOf(element, 'http-equiv')?.value ?? '')) {
      const content = attributeOf(element, 'content');
      const url = /url\s*=\s*['"]?([^'"]*)/i.exec(content?.value ?? '')?.[1];
      if (content && url) this.markupReference(url, content, '<meta http-equiv="refresh">');
    }
    const names = LOADING_ATTRIBUTES[element.tagName];
    if (!names || (element.tagName === 'link' && isNonLoadingLink(element))) return;
    for (const name of names) {
      const attr = attributeOf(element, name);
      if (!attr) continue;
      const what = `<${element.tagName} ${name}>`;
      const urls = name === 'srcset' ? srcsetUrls(attr.value) : [attr.value];
      for (const url of urls) this.markupReference(url, attr, what);
      const rel = attributeOf(element, 'rel')?.value.toLowerCase() ?? '';
      if (element.tagName === 'link' && /\bmodulepreload\b/.test(rel)) {
        this.moduleLoads.push({
          file,
          line: attr.line,
          col: attr.col,
          detail: `<link rel="modulepreload"> ${attr.value}`,
        });
      }
    }
  }

  private markupReference(url: string, at: { line: number; col: number }, what: string) {
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
    });
  }

  private scanScriptElement(element: HtmlElement): void {
    const kind = scriptKind(element);
    const src = attributeOf(element, 'src');
    if (kind === 'module' && src) {
      this.moduleSourcePaths.add(src.value.trim());
      this.moduleLoads.push({
        file: this.htmlPath,
        line: src.line,
        col: src.col,
        detail: `<script type="module" src="${src.value}">`,
      });
    }
    const content = element.content;
    if (src || !content) return;
    if (kind === 'json') {
      this.checkJson(content.text, this.htmlPath, content);
      return;
    }
    if (kind === 'data') return;
    const sourceType = kind === 'module' ? 'module' : 'script';
    const scan = scanJs(content.text, { sourceType });
    const unit: ScriptUnit = {
      file: this.htmlPath,
      line: content.line,
      col: content.col,
      origin: 'inline',
      sourceType,
      scan,
    };
    this.addScript(unit, content.line - 1, content.col - 1);
  }

  /** Records a script and its loads; `lineShift`/`firstLineColShift` place inline code within its file. */
  addScript(unit: ScriptUnit, lineShift: number, firstLineColShift = 0): void {
    const place = (line: number, col: number) => ({
      line: line + lineShift,
      col: line === 1 ? col + firstLineColShift : col,
    });
    const scan: JsScan = unit.scan.ok ? unit.scan : { ...unit.scan, ...place(unit.scan.line, unit.scan.col) };
    this.scripts.push({ ...unit, scan });
    if (!scan.ok) return;
    for (const load of scan.loads) {
      const url = load.url ?? load.prefix ?? '';
      const at = place(load.line, load.col);
      this.reference({
        url,
        partial: load.url === null,
        origin: 'code',
        via: load.api,
        what: CODE_API_LABEL[load.api],
        file: unit.file,
        ...at,
        baseDir: this.htmlDir,
      });
      // An external import is already an outside reference; a packaged one fails only for being a module.
      const isModuleLoad = load.api === 'import' || load.api === 'import()';
      if (isModuleLoad && classifyUrl(url) === 'relative') {
        this.moduleLoads.push({ file: unit.file, ...at, detail: `${CODE_API_LABEL[load.api]} ${url}` });
      }
    }
    for (const literal of scan.assetLiterals) {
      this.assetLiterals.push({ file: unit.file, value: literal.value, ...place(literal.line, literal.col) });
    }
  }

  /**
   * Records the URLs of a stylesheet that starts at `start` in `file`. A style attribute passes `fixed`:
   * its URLs are reported at the attribute.
   */
  scanStyle(css: string, file: string, baseDir: string, start: { line: number; col: number }, fixed = false) {
    const lines = new LineIndex(css);
    for (const found of scanCss(css)) {
      const inner = lines.position(found.offset);
      const position = fixed
        ? start
        : {
            line: inner.line + start.line - 1,
            col: inner.line === 1 ? inner.col + start.col - 1 : inner.col,
          };
      this.reference({
        url: found.url,
        partial: false,
        origin: 'style',
        via: found.via,
        what: found.via,
        ...position,
        file,
        baseDir,
      });
    }
  }

  scanDataUris(path: string): void {
    const file = this.texts.get(path);
    if (!file) return;
    for (const uri of findDataUris(file.text)) {
      this.dataUris.push({ file: path, uri, ...file.lines.position(uri.offset) });
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
      this.jsonErrors.push({
        file,
        line: inner.line + start.line - 1,
        col: inner.line === 1 ? inner.col + start.col - 1 : inner.col,
        detail: `JSON does not parse: ${message}`,
      });
    }
  }

  scanPackageFiles(): void {
    const moduleFiles = new Set(
      [...this.moduleSourcePaths]
        .filter((src) => classifyUrl(src) === 'relative')
        .map((src) => resolveRelative(this.htmlDir, src))
        .filter((path): path is string => path !== null),
    );
    for (const [path, file] of this.texts) {
      if (path === this.htmlPath) continue;
      const extension = extensionOf(path);
      if (extension === 'js' || extension === 'mjs' || extension === 'cjs') {
        const sourceType = extension === 'mjs' || moduleFiles.has(path) ? 'module' : 'script';
        const scan = scanJs(file.text, { sourceType });
        this.addScript({ file: path, line: 1, col: 1, origin: 'file', sourceType, scan }, 0);
      } else if (extension === 'css') {
        this.scanStyle(file.text, path, directoryOf(path), { line: 1, col: 1 });
      } else if (extension === 'json') {
        this.checkJson(file.text, path, { line: 1, col: 1 });
      }
      if (DATA_URI_SOURCES.has(extension)) this.scanDataUris(path);
    }
  }
}

export function buildContext(root: string, files: Map<string, Buffer>): PlayableContext {
  const htmlPath = `${root}/${root}.html`;
  const builder = new ContextBuilder(files, htmlPath);
  const html = builder.scanHtmlFile();
  builder.scanPackageFiles();
  return {
    root,
    htmlPath,
    files,
    texts: builder.texts,
    html,
    scripts: builder.scripts,
    references: builder.references,
    dataUris: builder.dataUris,
    assetLiterals: builder.assetLiterals,
    moduleLoads: builder.moduleLoads,
    jsonErrors: builder.jsonErrors,
  };
}
