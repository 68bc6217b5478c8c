import { UPLOAD_ID_PATTERN } from '../schemas/review-options';

// The player origin of an upload (DESIGN §5.3): each upload is served from `<id>.<suffix>`, an origin of its
// own on a registrable domain that is not the site's, from a pattern such as `https://{id}.example-playables.net`
// (PLAYABLE_ORIGIN, and PLAYABLE_ORIGIN_CN for the .cn host). Pure string work with no dependencies: the
// proxy, the server and the browser (is the player loopback?) all read it. The registrable-domain rule that
// needs the Public Suffix List is in origin-isolation.ts, which only the server loads.

export interface OriginPattern {
  /** As configured, e.g. `https://{id}.example-playables.net`. */
  source: string;
  scheme: 'http' | 'https';
  /** The host name after `{id}.`, lowercase: `example-playables.net`. */
  suffix: string;
  /** `:8443`, or '' for the scheme's default port. */
  port: string;
}

export class OriginPatternError extends Error {}

const PLACEHOLDER = '{id}';
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SHAPE = /^(https?):\/\/\{id\}\.([^/:?#]+)(:\d{1,5})?\/?$/i;

/**
 * Reads a pattern; throws OriginPatternError with a message naming `variable` when it is not of the form
 * `http(s)://{id}.<host name>[:port]`. `{id}` must be the whole first label: a wildcard DNS record and a
 * wildcard certificate (`*.example-playables.net`) cover exactly one label.
 */
export function parseOriginPattern(value: string, variable = 'PLAYABLE_ORIGIN'): OriginPattern {
  const source = value.trim();
  const example = 'https://{id}.example-playables.net';
  const match = SHAPE.exec(source);
  if (!match) {
    const why = source.includes(PLACEHOLDER)
      ? `${PLACEHOLDER} must be the whole first label of the host name, with http:// or https:// before it and no path`
      : `it has no ${PLACEHOLDER} placeholder`;
    throw new OriginPatternError(`${variable} is "${source}": ${why}. Example: ${example}.`);
  }
  const suffix = match[2]!.toLowerCase().replace(/\.$/, '');
  const labels = suffix.split('.');
  if (!labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1)!)) {
    throw new OriginPatternError(
      `${variable} is "${source}": "${suffix}" is not a host name (letters, digits and hyphens in dot-separated labels). Example: ${example}.`,
    );
  }
  const port = match[3] ?? '';
  const portNumber = Number(port.slice(1));
  if (port && (portNumber < 1 || portNumber > 65535)) {
    throw new OriginPatternError(`${variable} is "${source}": the port must be between 1 and 65535.`);
  }
  return { source, scheme: match[1]!.toLowerCase() as 'http' | 'https', suffix, port };
}

/** The origin that serves upload `id`: `https://<id>.example-playables.net`. */
export function playerOrigin(pattern: OriginPattern, id: string): string {
  return `${pattern.scheme}://${id}.${pattern.suffix}${pattern.port}`;
}

/** The absolute URL of a file of the upload (each path segment escaped). */
export function playerUrl(pattern: OriginPattern, id: string, path: string): string {
  return `${playerOrigin(pattern, id)}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The host name of a Host header value: lowercase, port and a trailing dot removed. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * The first label of `host` when it is a host of one of the patterns (`<label>.<suffix>`), else null. Any
 * label counts, a valid id or not: such a host belongs to the player, never to the site.
 */
export function uploadHostLabel(host: string, patterns: readonly OriginPattern[]): string | null {
  const hostname = hostnameOf(host);
  for (const pattern of patterns) {
    const tail = `.${pattern.suffix}`;
    if (!hostname.endsWith(tail)) continue;
    const label = hostname.slice(0, -tail.length);
    if (label && !label.includes('.')) return label;
  }
  return null;
}

export function isUploadHost(host: string, patterns: readonly OriginPattern[]): boolean {
  return uploadHostLabel(host, patterns) !== null;
}

/** The upload id a request's Host names, or null (a site host, or a player host whose label is no id). */
export function uploadIdOfHost(host: string, patterns: readonly OriginPattern[]): string | null {
  const label = uploadHostLabel(host, patterns);
  return label !== null && UPLOAD_ID_PATTERN.test(label) ? label : null;
}

/** localhost, `*.localhost`, 127.0.0.0/8 and ::1: names only this machine can reach. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostnameOf(hostname);
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '[::1]' ||
    name === '::1'
  );
}

/** Whether the player lives on this machine only (the embedded default): a phone cannot open it. */
export function isLoopbackPattern(pattern: OriginPattern): boolean {
  return isLoopbackHostname(`x.${pattern.suffix}`);
}

/** Whether a player URL (links.player) is on a loopback host; false for anything unparsable. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHostname(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The CSP source that matches every upload origin of the pattern: `https://*.example-playables.net`. On a
 * loopback pattern any port (`http://*.localhost:*`), so a build does not depend on the port it will run on.
 */
export function frameSource(pattern: OriginPattern): string {
  const port = isLoopbackPattern(pattern) ? ':*' : pattern.port;
  return `${pattern.scheme}://*.${pattern.suffix}${port}`;
}

/** A regular expression (Next's `has`/`missing` host syntax, anchored by Next) matching the pattern's hosts. */
export function hostRegExpSource(pattern: OriginPattern): string {
  return `[^.]+\\.${pattern.suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}
