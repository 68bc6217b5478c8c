import { type Node, parse } from 'acorn';

// Parses a script with acorn and lists what it loads: the URL arguments of fetch, XMLHttpRequest#open,
// WebSocket, EventSource, Worker, Audio, import(), import declarations, importScripts, sendBeacon, and
// assignments to `.src` / `setAttribute('src', …)`; plus string literals that look like packaged asset paths.

export type LoadApi =
  | 'fetch'
  | 'XMLHttpRequest'
  | 'WebSocket'
  | 'EventSource'
  | 'Worker'
  | 'Audio'
  | 'import()'
  | 'import'
  | 'importScripts'
  | 'sendBeacon'
  | 'src'
  | 'setAttribute';

export interface JsLoad {
  api: LoadApi;
  /** The whole URL when it is a constant. */
  url: string | null;
  /** The constant start of a URL built at run time ('https://cdn…' + name). */
  prefix: string | null;
  line: number;
  col: number;
}

export interface JsLiteral {
  value: string;
  line: number;
  col: number;
}

export type JsScan =
  | { ok: true; loads: JsLoad[]; assetLiterals: JsLiteral[] }
  | { ok: false; message: string; line: number; col: number };

export interface JsScanOptions {
  sourceType: 'script' | 'module';
  /** Parse as the body of an event-handler attribute (onclick="…"). */
  handlerBody?: boolean;
}

type AnyNode = Node & Record<string, unknown>;

const REQUEST_METHOD = /^(GET|POST|PUT|DELETE|HEAD|OPTIONS|PATCH)$/i;
const ASSET_PATH =
  /^(?:\.{1,2}\/)*(?:[\w@+~-][\w.@+~-]*\/)*[\w@+~-][\w.@+~-]*\.(?:png|jpe?g|gif|webp|avif|svg|bmp|mp3|ogg|oga|wav|m4a|aac|mp4|webm|json|atlas|ttf|otf|woff2?|fnt|plist|skel|glb|gltf|bin|css|js)$/i;
const CONSTRUCTED_LOADERS: Partial<Record<string, LoadApi>> = {
  WebSocket: 'WebSocket',
  EventSource: 'EventSource',
  Worker: 'Worker',
  SharedWorker: 'Worker',
  Audio: 'Audio',
};
const SRC_PROPERTIES = new Set(['src', 'srcset', 'poster']);

function isNode(value: unknown): value is AnyNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

function staticString(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi.value.cooked;
  }
  return null;
}

function staticPrefix(node: unknown): string | null {
  const whole = staticString(node);
  if (whole !== null) return whole;
  if (!isNode(node)) return null;
  if (node.type === 'TemplateLiteral') {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi.value.cooked || null;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') return staticPrefix(node.left);
  return null;
}

/** `name` for an identifier, `x.name` / `x['name']` for a member, else null. */
function calleeName(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'MemberExpression') {
    const property = node.property as AnyNode;
    if (!node.computed && property.type === 'Identifier') return property.name as string;
    return staticString(property);
  }
  return null;
}

function objectName(node: unknown): string | null {
  return isNode(node) && node.type === 'MemberExpression' ? calleeName(node.object) : null;
}

class LoadCollector {
  readonly loads: JsLoad[] = [];
  readonly used = new Set<unknown>();

  constructor(private readonly lineShift: number) {}

  add(api: LoadApi, argument: unknown, at: AnyNode): void {
    const url = staticString(argument);
    const prefix = staticPrefix(argument);
    if (url === null && prefix === null) return;
    this.used.add(argument);
    const start = at.loc!.start;
    this.loads.push({ api, url, prefix, line: start.line + this.lineShift, col: start.column + 1 });
  }
}

function inspect(node: AnyNode, collector: LoadCollector): void {
  const args = (node.arguments as unknown[] | undefined) ?? [];
  switch (node.type) {
    case 'CallExpression': {
      const name = calleeName(node.callee);
      if (name === 'fetch') collector.add('fetch', args[0], node);
      else if (name === 'importScripts') args.forEach((arg) => collector.add('importScripts', arg, node));
      else if (name === 'sendBeacon') collector.add('sendBeacon', args[0], node);
      else if (
        name === 'open' &&
        objectName(node.callee) !== 'window' &&
        REQUEST_METHOD.test(staticString(args[0]) ?? '')
      ) {
        collector.add('XMLHttpRequest', args[1], node);
      } else if (name === 'setAttribute' && SRC_PROPERTIES.has(staticString(args[0]) ?? '')) {
        collector.add('setAttribute', args[1], node);
      }
      break;
    }
    case 'NewExpression': {
      const api = CONSTRUCTED_LOADERS[calleeName(node.callee) ?? ''];
      if (api) collector.add(api, args[0], node);
      break;
    }
    case 'ImportExpression':
      collector.add('import()', node.source, node);
      break;
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
      if (node.source) collector.add('import', node.source, node);
      break;
    case 'AssignmentExpression':
      if (node.operator === '=' && SRC_PROPERTIES.has(calleeName(node.left) ?? '') && isNode(node.left)) {
        if (node.left.type === 'MemberExpression') collector.add('src', node.right, node);
      }
      break;
  }
}

/** Walks the tree without recursion: minified bundles nest deeply enough to exhaust the call stack. */
function walk(program: AnyNode, visit: (node: AnyNode, parent: AnyNode | null, key: string) => void): void {
  const stack: [AnyNode, AnyNode | null, string][] = [[program, null, '']];
  while (stack.length > 0) {
    const [node, parent, key] = stack.pop()!;
    visit(node, parent, key);
    for (const field of Object.keys(node)) {
      if (field === 'loc' || field === 'type') continue;
      const value = node[field];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) if (isNode(value[i])) stack.push([value[i], node, field]);
      } else if (isNode(value)) {
        stack.push([value, node, field]);
      }
    }
  }
}

interface AcornSyntaxError {
  message: string;
  loc?: { line: number; column: number };
}

export function scanJs(source: string, options: JsScanOptions): JsScan {
  // A handler body is parsed inside a function, as the browser compiles it; the wrapper adds one line.
  const code = options.handlerBody ? `(function (event) {\n${source}\n})` : source;
  const lineShift = options.handlerBody ? -1 : 0;
  let program: AnyNode;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: options.sourceType,
      locations: true,
      allowHashBang: true,
    }) as unknown as AnyNode;
  } catch (error) {
    const syntax = error as AcornSyntaxError;
    let line = (syntax.loc?.line ?? 1) + lineShift;
    let col = (syntax.loc?.column ?? 0) + 1;
    // An unterminated handler body fails on the wrapper's closing brace: point at the end of the body.
    const sourceLines = source.split('\n');
    if (line > sourceLines.length) {
      line = sourceLines.length;
      col = sourceLines[line - 1].length + 1;
    }
    return { ok: false, message: String(syntax.message).replace(/\s*\(\d+:\d+\)$/, ''), line, col };
  }

  const collector = new LoadCollector(lineShift);
  const literals: { node: AnyNode; value: string }[] = [];
  walk(program, (node, parent, key) => {
    inspect(node, collector);
    const value = staticString(node);
    // Object keys are names (often atlas frame names such as "hero.png"), not files.
    if (value !== null && ASSET_PATH.test(value) && !(parent?.type === 'Property' && key === 'key')) {
      literals.push({ node, value });
    }
  });
  const assetLiterals = literals
    .filter(({ node }) => !collector.used.has(node))
    .map(({ node, value }) => ({
      value,
      line: node.loc!.start.line + lineShift,
      col: node.loc!.start.column + 1,
    }));
  return { ok: true, loads: collector.loads, assetLiterals };
}
