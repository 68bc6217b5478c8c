import { UPLOAD_ID_PATTERN } from '../schemas/review-options';
import { hostnameOf, type OriginPattern, uploadHostLabel } from './origin-pattern.mjs';

// The player origin of an upload (docs/ARCHITECTURE.md, The playable tester): each upload is served from
// `<id>.<suffix>`, an origin of its own on a registrable domain that is not the site's, from a pattern such
// as `https://{id}.example-playables.net` (PLAYABLE_ORIGIN, and PLAYABLE_ORIGIN_CN for the .cn host). Pure
// string work with no dependencies: the proxy, the server and the browser (is the player loopback?) all read
// it; the parsing the server entry needs too is in origin-pattern.mjs. The registrable-domain rule that needs
// the Public Suffix List is in origin-isolation.ts, which only the server loads.

export {
  hostnameOf,
  OriginPatternError,
  parseOriginPattern,
  playableOriginSources,
  uploadHostLabel,
} from './origin-pattern.mjs';
export type { OriginPattern };

/** The origin that serves upload `id`: `https://<id>.example-playables.net`. */
export function playerOrigin(pattern: OriginPattern, id: string): string {
  return `${pattern.scheme}://${id}.${pattern.suffix}${pattern.port}`;
}

/** The absolute URL of a file of the upload (each path segment escaped). */
export function playerUrl(pattern: OriginPattern, id: string, path: string): string {
  return `${playerOrigin(pattern, id)}/${path.split('/').map(encodeURIComponent).join('/')}`;
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
