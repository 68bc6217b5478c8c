import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { playableOrigins, siteHosts, trustedProxyHops } from '@/lib/config';
import { isUploadHost } from '@/lib/playable/origin';
import { fieldErrors } from '@/lib/schemas/fields';
import { HttpError, validationError } from './errors';

// Request guards every form POST goes through (docs/PRODUCT.md, HTTP API): same-site only, JSON only, bounded
// body, schema-validated, with a honeypot field that makes bots believe they succeeded.

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

function playerPatterns() {
  const { com, cn } = playableOrigins();
  return [com, cn];
}

/**
 * The hosts a form may be posted from: the request's own host and the configured production hosts, never
 * an upload host (a playable's origin is not the site, whatever Host the request carries).
 */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set<string>();
  const { com, cn } = siteHosts();
  hosts.add(com);
  hosts.add(cn);
  const players = playerPatterns();
  const add = (value: string | null) => {
    const first = value?.split(',')[0]?.trim().toLowerCase();
    if (first && !isUploadHost(first, players)) hosts.add(first);
  };
  add(request.headers.get('host'));
  if (trustedProxyHops() > 0) add(request.headers.get('x-forwarded-host'));
  try {
    add(new URL(request.url).host);
  } catch {
    // A relative URL carries no host.
  }
  return hosts;
}

/**
 * Refuses cross-site requests with 403: `Sec-Fetch-Site: cross-site`, or an `Origin` that is not the site's
 * own. A request with neither header (curl, a server) is not a browser's cross-site request and passes.
 */
export function assertSameSite(request: Request): void {
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') throw new HttpError(403, { error: 'cross_site' });
  const origin = request.headers.get('origin');
  if (origin === null) return;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not a web origin');
    originHost = url.host.toLowerCase();
  } catch {
    // "null" (sandboxed frames, file: pages) and anything unparsable.
    throw new HttpError(403, { error: 'cross_site' });
  }
  if (!ownHosts(request).has(originHost)) throw new HttpError(403, { error: 'cross_site' });
}

/** 415 unless the body is declared as JSON. */
export function assertJsonContentType(request: Request): void {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, { error: 'unsupported_media_type' });
}

/**
 * Reads the body as UTF-8 text, counting bytes as they arrive: a body over `limitBytes` is refused with 413
 * without reading the rest, whatever Content-Length claimed.
 */
export async function readBodyText(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let received = 0;
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limitBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof TypeError) throw new HttpError(400, { error: 'invalid_json' });
    throw error;
  } finally {
    reader.releaseLock();
  }
}

function tooLarge(): HttpError {
  return new HttpError(413, { error: 'too_large' });
}

export type JsonBody<T> = { spam: true } | { spam: false; data: T };

export interface ReadJsonOptions {
  limitBytes?: number;
  /** The honeypot field: when a body fills it, the handler answers as if accepted and stores nothing. */
  honeypot?: string | null;
}

// NUL and lone UTF-16 surrogates: valid in a JSON string, refused by PostgreSQL (text and jsonb) and by every
// mail and CSV consumer downstream. No visitor types them; a form that sends one gets its field named.
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/** No form nests deeper than a few levels; JSON.stringify (storing, logging) overflows the stack on deep values. */
export const JSON_MAX_DEPTH = 32;

export type JsonProblem = { kind: 'too_deep' } | { kind: 'unstorable'; path: string };

/**
 * The first problem of a parsed JSON value, or null: nesting deeper than JSON_MAX_DEPTH, or a string (a value
 * or a key) holding a NUL or a lone surrogate, named by its path (`message`, `im.account`, `interested_in.2`;
 * a bad key by its parent's path, since a key is no field of ours). Walks without recursion, in document order.
 */
export function findJsonProblem(value: unknown): JsonProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return { kind: 'unstorable', path: path || '_' };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= JSON_MAX_DEPTH) return { kind: 'too_deep' };
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((child, index) => [String(index), child])
      : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (!Array.isArray(current) && isUnstorable(key)) return { kind: 'unstorable', path: path || '_' };
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Content type (415), size (413), JSON syntax and nesting (400 `invalid_json`), text PostgreSQL cannot
 * store (400 `invalidCharacters` on the field), honeypot, then the schema (400 `{"error":"validation","fields":{...}}`).
 */
export async function readJson<S extends $ZodType>(
  request: Request,
  schema: S,
  options: ReadJsonOptions = {},
): Promise<JsonBody<output<S>>> {
  const body = await readJsonValue(request, options);
  return body.spam ? body : { spam: false, data: validateJson(schema, body.data) };
}

/** readJson() without the schema: content type, size, syntax and honeypot; the parsed value as it came. */
export async function readJsonValue(
  request: Request,
  { limitBytes = JSON_BODY_LIMIT_BYTES, honeypot = 'website' }: ReadJsonOptions = {},
): Promise<JsonBody<unknown>> {
  assertJsonContentType(request);
  const text = await readBodyText(request, limitBytes);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'invalid_json' });
  }
  const problem = findJsonProblem(raw);
  if (problem?.kind === 'too_deep') throw new HttpError(400, { error: 'invalid_json', reason: 'nesting' });
  if (problem?.kind === 'unstorable') {
    throw validationError({ [problem.path]: 'invalidCharacters' });
  }
  if (honeypot && isFilledHoneypot(raw, honeypot)) return { spam: true };
  return { spam: false, data: raw };
}

/** The schema's output for a parsed body, or 400 `{"error":"validation","fields":{...}}`. */
export function validateJson<S extends $ZodType>(schema: S, raw: unknown): output<S> {
  // zod's functional parse: takes classic and zod/mini schemas alike (lib/schemas are zod/mini).
  const parsed = safeParse(schema, raw);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error));
  return parsed.data;
}

function isFilledHoneypot(raw: unknown, field: string): boolean {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const value = (raw as Record<string, unknown>)[field];
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
