import { type Node, parse } from 'acorn';
import { type DataUri, findDataUris, isPlaceholderPayload } from './data-uri';
import { LineIndex } from './text';

// Parses a script with acorn and lists what it loads: the URL arguments of fetch, XMLHttpRequest#open,
// WebSocket, EventSource, Worker, Audio, import(), import declarations, importScripts, sendBeacon, and
// assignments to `.src` / `setAttribute('src', …)`; string literals that look like packaged asset paths;
// the data: URIs in its string literals (never in comments); the names an in-memory file map serves; and
// the ad-API calls a caller-supplied matcher recognises, also through simple aliases (`var J = window.mraid;
// J.open(u)`, `const { open } = mraid`), followed within the function scopes that bind them.
//
// Every finding carries its reach, so a check can tell what it can prove from what it cannot:
// `load` code runs when the script runs (top level, or a function invoked on the spot); `maybe` code runs
// only if something calls it or a condition holds (callbacks, branches, loops); `dead` code can never run
// (`if (false)`, `0 && …`). Nothing here evaluates code: the tree is read, never run.

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

export type Reach = 'load' | 'maybe' | 'dead';

export interface JsPoint {
  line: number;
  col: number;
  reach: Reach;
}

export interface JsLoad extends JsPoint {
  api: LoadApi;
  /** The whole URL when it is a constant. */
  url: string | null;
  /** The constant start of a URL built at run time ('https://cdn…' + name). */
  prefix: string | null;
}

export interface JsLiteral extends JsPoint {
  value: string;
}

export interface JsDataUri extends JsPoint {
  uri: DataUri;
  /** The URI ends where a template literal's `${…}` begins: the rest is filled in at run time. */
  template: boolean;
  /** How often the payload's text occurs in the whole script (a placeholder replaced by code occurs twice). */
  payloadOccurrences: number;
}

/** What an API-call matcher recognised: `{api: 'mraid', name: 'mraid.open'}`. */
export interface ApiCallMatch {
  api: string;
  name: string;
}

export interface JsApiCall extends JsPoint, ApiCallMatch {}

/**
 * Decides whether a call is an ad-API call, from its callee as a dotted chain (`window.` dropped:
 * `['mraid', 'open']`) and its first argument when that is a string constant.
 */
export type ApiCallMatcher = (chain: readonly string[], firstArg: string | null) => ApiCallMatch | null;

export type JsScan =
  | {
      ok: true;
      loads: JsLoad[];
      assetLiterals: JsLiteral[];
      dataUris: JsDataUri[];
      /** Path-like keys of object literals and computed assignments: files an in-memory map may serve. */
      memoryNames: string[];
      apiCalls: JsApiCall[];
    }
  | { ok: false; message: string; line: number; col: number };

export interface JsScanOptions {
  sourceType: 'script' | 'module';
  /** Parse as the body of an event-handler attribute (onclick="…"). */
  handlerBody?: boolean;
  matchApiCall?: ApiCallMatcher;
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
/** Calls whose string arguments are module ids that a bundle resolves itself, not files the page loads. */
const MODULE_ID_CALLS = new Set(['require', '__require', '__webpack_require__', 'define', 'register']);
/** Global objects a chain may start with; `window.mraid.open` and `mraid.open` are the same call. */
const GLOBAL_OBJECTS = new Set(['window', 'self', 'globalThis']);

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

/** `window.parent['postMessage']` → ['parent', 'postMessage']; null when a link is not a plain name. */
export function memberChain(node: unknown): string[] | null {
  const chain: string[] = [];
  let current = node;
  while (isNode(current) && current.type === 'MemberExpression') {
    const name = calleeName(current);
    if (name === null) return null;
    chain.unshift(name);
    current = current.object;
  }
  if (!isNode(current) || current.type !== 'Identifier') return null;
  chain.unshift(current.name as string);
  while (chain.length > 1 && GLOBAL_OBJECTS.has(chain[0])) chain.shift();
  return chain;
}

/** The truth value of a test the minifier or the author wrote as a constant, or null. */
function constantTruth(node: unknown): boolean | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal') return node.regex ? true : Boolean(node.value);
  if (node.type === 'Identifier' && node.name === 'undefined') return false;
  if (node.type === 'UnaryExpression') {
    if (node.operator === 'void') return false;
    if (node.operator === '!') {
      const inner = constantTruth(node.argument);
      return inner === null ? null : !inner;
    }
  }
  if (node.type === 'BinaryExpression') {
    const left = node.left as AnyNode;
    const right = node.right as AnyNode;
    if (left.type !== 'Literal' || right.type !== 'Literal' || left.regex || right.regex) return null;
    switch (node.operator) {
      case '===':
        return left.value === right.value;
      case '!==':
        return left.value !== right.value;
      case '==':
        return left.value == right.value;
      case '!=':
        return left.value != right.value;
    }
  }
  return null;
}

const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Whether a function node is invoked where it is written: `(function(){…})()`, `!function(){}()`, `.call`. */
function isInvokedOnTheSpot(parent: AnyNode | null, key: string): boolean {
  if (!parent) return false;
  if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && key === 'callee') return true;
  if (parent.type === 'MemberExpression' && key === 'object') {
    const method = calleeName(parent);
    return method === 'call' || method === 'apply';
  }
  return false;
}

/** The reach of `node`'s child under `key`, given the reach of `node` itself. */
function childReach(
  node: AnyNode,
  key: string,
  reach: Reach,
  parent: AnyNode | null,
  nodeKey: string,
): Reach {
  if (reach === 'dead') return 'dead';
  const test = () => constantTruth(node.test);
  switch (node.type) {
    case 'IfStatement':
    case 'ConditionalExpression':
      if (key === 'consequent') return test() === false ? 'dead' : test() === true ? reach : 'maybe';
      if (key === 'alternate') return test() === true ? 'dead' : test() === false ? reach : 'maybe';
      return reach;
    case 'LogicalExpression': {
      if (key !== 'right') return reach;
      const left = constantTruth(node.left);
      if (node.operator === '&&') return left === false ? 'dead' : left === true ? reach : 'maybe';
      if (node.operator === '||') return left === true ? 'dead' : left === false ? reach : 'maybe';
      return 'maybe';
    }
    case 'WhileStatement':
    case 'ForStatement':
      if (key === 'body' || key === 'update') return test() === false ? 'dead' : 'maybe';
      return reach;
    case 'SwitchCase':
      return key === 'consequent' ? 'maybe' : reach;
    case 'TryStatement':
      return key === 'handler' ? 'maybe' : reach;
    case 'ClassBody':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return 'maybe';
  }
  if (LOOPS.has(node.type) && key === 'body') return 'maybe';
  if (FUNCTIONS.has(node.type) && (key === 'body' || key === 'params')) {
    return isInvokedOnTheSpot(parent, nodeKey) ? reach : 'maybe';
  }
  return reach;
}

interface Visit {
  node: AnyNode;
  parent: AnyNode | null;
  key: string;
  reach: Reach;
  /** The nearest function around the node (for a function: the one around it), or the program. */
  scope: AnyNode;
}

/** Walks the tree without recursion (minified bundles nest deeply enough to exhaust the call stack). */
function walk(program: AnyNode, visit: (step: Visit) => void): void {
  const stack: Visit[] = [{ node: program, parent: null, key: '', reach: 'load', scope: program }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { node } = step;
    visit(step);
    const scope = FUNCTIONS.has(node.type) ? node : step.scope;
    for (const field of Object.keys(node)) {
      if (field === 'loc' || field === 'type') continue;
      const value = node[field];
      const reach = childReach(node, field, step.reach, step.parent, step.key);
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          if (isNode(value[i])) stack.push({ node: value[i], parent: node, key: field, reach, scope });
        }
      } else if (isNode(value)) {
        stack.push({ node: value, parent: node, key: field, reach, scope });
      }
    }
  }
}

/** What a name is bound to in a scope: a dotted chain (an alias), or null (something else, or a parameter). */
interface Binding {
  chain: readonly string[] | null;
  /** Where the chain is read: the scope the binding was made in. */
  scope: AnyNode;
}

/** How deep aliases of aliases are followed (`var a = mraid; var b = a; b.open()` is two). */
const ALIAS_DEPTH = 4;

/**
 * Simple aliases, per function scope: `var J = window.mraid`, `J = mraid`, `const m = window['mraid']`,
 * `var { open: o } = mraid`, `var s = window.mraid || null`. Parameters and other values shadow a name of an
 * outer scope; a name bound to two different chains in one scope is nobody's alias.
 */
class AliasTable {
  private readonly scopes = new Map<AnyNode, Map<string, Binding>>();
  private readonly parents = new Map<AnyNode, AnyNode>();

  enter(scope: AnyNode, parent: AnyNode): void {
    if (scope !== parent && !this.parents.has(scope)) this.parents.set(scope, parent);
  }

  private names(scope: AnyNode): Map<string, Binding> {
    let names = this.scopes.get(scope);
    if (!names) this.scopes.set(scope, (names = new Map()));
    return names;
  }

  /** Binds `name` in `scope`: a conflicting second chain makes it no alias. */
  bind(scope: AnyNode, name: string, chain: readonly string[] | null, declaredOnly = false): void {
    const names = this.names(scope);
    const existing = names.get(name);
    if (declaredOnly) {
      if (!existing) names.set(name, { chain: null, scope });
      return;
    }
    if (existing?.chain && chain && existing.chain.join('.') !== chain.join('.')) {
      names.set(name, { chain: null, scope });
    } else if (!existing?.chain) {
      names.set(name, { chain, scope });
    }
  }

  /** The scope that declares `name`, seen from `scope` (the program when none does). */
  declaringScope(scope: AnyNode, name: string): AnyNode {
    for (let at: AnyNode | undefined = scope; at; at = this.parents.get(at)) {
      if (this.scopes.get(at)?.has(name)) return at;
      if (!this.parents.has(at)) return at;
    }
    return scope;
  }

  private lookup(scope: AnyNode, name: string): Binding | null {
    for (let at: AnyNode | undefined = scope; at; at = this.parents.get(at)) {
      const binding = this.scopes.get(at)?.get(name);
      if (binding) return binding;
    }
    return null;
  }

  /** The chain with its head alias replaced by what it names, as far as ALIAS_DEPTH; null if none. */
  resolve(chain: readonly string[], scope: AnyNode): string[] | null {
    let current = [...chain];
    let at = scope;
    let changed = false;
    for (let depth = 0; depth < ALIAS_DEPTH; depth++) {
      const binding = this.lookup(at, current[0]);
      if (!binding?.chain) break;
      current = [...binding.chain, ...current.slice(1)];
      at = binding.scope;
      changed = true;
    }
    while (current.length > 1 && GLOBAL_OBJECTS.has(current[0])) current.shift();
    return changed ? current : null;
  }
}

/** The chain an alias's value names: `window.mraid`, `mraid`, `window.mraid || null`; else null. */
function aliasTarget(node: unknown): string[] | null {
  if (!isNode(node)) return null;
  if (node.type === 'Identifier' || node.type === 'MemberExpression') return memberChain(node);
  if (node.type === 'LogicalExpression' && node.operator !== '&&') return aliasTarget(node.left);
  if (node.type === 'SequenceExpression') {
    const items = node.expressions as unknown[];
    return aliasTarget(items[items.length - 1]);
  }
  return null;
}

/** A value that only declares a name (`var J;`, `var J = null`), so a later assignment can make it an alias. */
function isEmptyValue(node: unknown): boolean {
  if (!isNode(node)) return true;
  if (node.type === 'Literal') return node.value === null;
  if (node.type === 'Identifier') return node.name === 'undefined';
  return node.type === 'UnaryExpression' && node.operator === 'void';
}

interface AcornSyntaxError {
  message: string;
  loc?: { line: number; column: number };
}

function countOccurrences(text: string, part: string): number {
  if (part === '') return 0;
  let count = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) count++;
  return count;
}

class ScriptCollector {
  readonly loads: JsLoad[] = [];
  readonly used = new Set<unknown>();
  readonly moduleIds = new Set<unknown>();
  readonly literals: { node: AnyNode; value: string; reach: Reach }[] = [];
  readonly dataUris: JsDataUri[] = [];
  readonly memoryNames = new Set<string>();
  readonly apiCalls: JsApiCall[] = [];
  private readonly aliases = new AliasTable();
  /** Calls whose callee is a chain, matched once every alias of the script is known. */
  private readonly chainCalls: {
    node: AnyNode;
    chain: string[];
    arg: string | null;
    reach: Reach;
    scope: AnyNode;
  }[] = [];
  private readonly lines: LineIndex;

  constructor(
    private readonly code: string,
    private readonly lineShift: number,
    private readonly matchApiCall: ApiCallMatcher | undefined,
  ) {
    this.lines = new LineIndex(code, true);
  }

  at(node: AnyNode, reach: Reach): JsPoint {
    return this.pointAtOffset(node.start, reach);
  }

  pointAtOffset(offset: number, reach: Reach): JsPoint {
    const { line, col } = this.lines.position(offset);
    return { line: line + this.lineShift, col, reach };
  }

  load(api: LoadApi, argument: unknown, at: AnyNode, reach: Reach): void {
    const url = staticString(argument);
    const prefix = staticPrefix(argument);
    if (url === null && prefix === null) return;
    this.used.add(argument);
    this.loads.push({ api, url, prefix, ...this.at(at, reach) });
  }

  call(node: AnyNode, reach: Reach, scope: AnyNode): void {
    const args = (node.arguments as unknown[] | undefined) ?? [];
    const name = calleeName(node.callee);
    if (name === 'fetch') this.load('fetch', args[0], node, reach);
    else if (name === 'importScripts') args.forEach((arg) => this.load('importScripts', arg, node, reach));
    else if (name === 'sendBeacon') this.load('sendBeacon', args[0], node, reach);
    else if (
      name === 'open' &&
      objectName(node.callee) !== 'window' &&
      REQUEST_METHOD.test(staticString(args[0]) ?? '')
    ) {
      this.load('XMLHttpRequest', args[1], node, reach);
    } else if (name === 'setAttribute' && SRC_PROPERTIES.has(staticString(args[0]) ?? '')) {
      this.load('setAttribute', args[1], node, reach);
    }
    if (name !== null && MODULE_ID_CALLS.has(name)) this.markModuleIds(args);
    if (this.matchApiCall) {
      const chain = memberChain(node.callee);
      if (chain) this.chainCalls.push({ node, chain, arg: staticString(args[0]), reach, scope });
    }
  }

  /** Records what a declaration, parameter list or assignment binds, for alias following. */
  private binding(node: AnyNode, scope: AnyNode): void {
    if (!this.matchApiCall) return;
    if (FUNCTIONS.has(node.type)) {
      this.aliases.enter(node, scope);
      for (const param of node.params as AnyNode[]) {
        if (param.type === 'Identifier') this.aliases.bind(node, param.name as string, null);
      }
      // A function's own name, declared in the scope around it, is a function, not an alias.
      const id = node.id as AnyNode | null;
      if (id && node.type === 'FunctionDeclaration') this.aliases.bind(scope, id.name as string, null);
      return;
    }
    if (node.type === 'VariableDeclarator') {
      const id = node.id as AnyNode;
      if (id.type === 'Identifier') {
        const name = id.name as string;
        if (isEmptyValue(node.init)) this.aliases.bind(scope, name, null, true);
        else this.aliases.bind(scope, name, aliasTarget(node.init));
      } else if (id.type === 'ObjectPattern') {
        const target = aliasTarget(node.init);
        for (const property of id.properties as AnyNode[]) {
          const key = property.key as AnyNode | undefined;
          const value = property.value as AnyNode | undefined;
          if (property.type !== 'Property' || !value || value.type !== 'Identifier') continue;
          const keyName = property.computed
            ? staticString(key)
            : key?.type === 'Identifier'
              ? (key.name as string)
              : staticString(key);
          this.aliases.bind(
            scope,
            value.name as string,
            target && keyName !== null ? [...target, keyName] : null,
          );
        }
      }
      return;
    }
    if (node.type === 'AssignmentExpression' && node.operator === '=') {
      const left = node.left as AnyNode;
      if (left.type !== 'Identifier') return;
      const target = aliasTarget(node.right);
      if (!target) return;
      const name = left.name as string;
      this.aliases.bind(this.aliases.declaringScope(scope, name), name, target);
    }
  }

  /** The API calls of the script, their callees followed through aliases. */
  finishApiCalls(): void {
    if (!this.matchApiCall) return;
    for (const { node, chain, arg, reach, scope } of this.chainCalls) {
      let match = this.matchApiCall(chain, arg);
      if (!match) {
        const resolved = this.aliases.resolve(chain, scope);
        if (resolved) match = this.matchApiCall(resolved, arg);
      }
      if (match) this.apiCalls.push({ ...match, ...this.at(node, reach) });
    }
  }

  /** Module ids in require('./x.js') or define(['./a.js'], …) are the bundle's business. */
  private markModuleIds(args: unknown[]): void {
    for (const arg of args) {
      if (!isNode(arg)) continue;
      if (arg.type === 'ArrayExpression')
        for (const item of arg.elements as unknown[]) this.moduleIds.add(item);
      else this.moduleIds.add(arg);
    }
  }

  inspect({ node, parent, key, reach, scope }: Visit): void {
    this.binding(node, scope);
    switch (node.type) {
      case 'CallExpression':
        this.call(node, reach, scope);
        break;
      case 'NewExpression': {
        const api = CONSTRUCTED_LOADERS[calleeName(node.callee) ?? ''];
        if (api) this.load(api, (node.arguments as unknown[])[0], node, reach);
        break;
      }
      case 'ImportExpression':
        this.load('import()', node.source, node, reach);
        break;
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'ExportNamedDeclaration':
        if (node.source) this.load('import', node.source, node, reach);
        break;
      case 'AssignmentExpression': {
        const left = node.left as AnyNode;
        if (node.operator === '=' && left.type === 'MemberExpression') {
          if (SRC_PROPERTIES.has(calleeName(left) ?? '')) this.load('src', node.right, node, reach);
          // files['img/a.png'] = '…': a file map filled at run time.
          const computedKey = left.computed ? staticString(left.property) : null;
          if (computedKey !== null && ASSET_PATH.test(computedKey)) this.memoryNames.add(computedKey);
        }
        break;
      }
      case 'Literal':
      case 'TemplateElement':
        this.literal(node, parent, key, reach);
        break;
    }
  }

  private literal(node: AnyNode, parent: AnyNode | null, key: string, reach: Reach): void {
    const value = node.type === 'Literal' ? staticString(node) : null;
    // Object keys are names (atlas frames such as "hero.png", or the files of an in-memory map), not loads.
    if (value !== null && ASSET_PATH.test(value)) {
      if (parent?.type === 'Property' && key === 'key') this.memoryNames.add(value);
      else this.literals.push({ node, value, reach });
    }
    if (reach === 'dead') return;
    const raw = this.code.slice(node.start, node.end);
    if (!raw.includes('data:')) return;
    const isTemplatePart = node.type === 'TemplateElement' && !node.tail;
    for (const uri of findDataUris(raw)) {
      this.dataUris.push({
        uri,
        template: isTemplatePart && uri.offset + uri.length === raw.length,
        // Only a placeholder is looked for elsewhere: counting every payload would rescan the file each time.
        payloadOccurrences: isPlaceholderPayload(uri) ? countOccurrences(this.code, uri.token) : 0,
        ...this.pointAtOffset(node.start + uri.offset, reach),
      });
    }
  }

  assetLiterals(): JsLiteral[] {
    return this.literals
      .filter(({ node, reach }) => reach !== 'dead' && !this.used.has(node) && !this.moduleIds.has(node))
      .map(({ node, value, reach }) => ({ value, ...this.at(node, reach) }));
  }
}

export function scanJs(source: string, options: JsScanOptions): JsScan {
  // A handler body is parsed inside a function, as the browser compiles it; the wrapper adds one line. It
  // runs when its event fires, so what it loads has the reach `maybe`.
  const code = options.handlerBody ? `(function (event) {\n${source}\n})` : source;
  const lineShift = options.handlerBody ? -1 : 0;
  let program: AnyNode;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: options.sourceType,
      // Positions come from offsets (LineIndex): a location object per node nearly doubled the tree's memory
      // (1 MB of minified code: 83 MB with them, 46 MB without).
      locations: false,
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

  const collector = new ScriptCollector(code, lineShift, options.matchApiCall);
  walk(program, (step) => collector.inspect(step));
  collector.finishApiCalls();
  return {
    ok: true,
    loads: collector.loads,
    assetLiterals: collector.assetLiterals(),
    dataUris: collector.dataUris,
    memoryNames: [...collector.memoryNames],
    apiCalls: collector.apiCalls,
  };
}
