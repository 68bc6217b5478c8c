// @ts-check
// The player origin patterns as plain JavaScript with JSDoc types, so the server entry
// (server/index.mjs, no build step) reads them exactly as the application does (lib/playable/origin.ts
// re-exports this and adds what only the application needs). Pure string work, no dependencies.

/**
 * @typedef {{ source: string, scheme: 'http' | 'https', suffix: string, port: string }} OriginPattern
 *   `source` as configured (`https://{id}.example-playables.net`); `suffix` the host name after `{id}.`,
 *   lowercase; `port` like `:8443`, or '' for the scheme's default port.
 */

export class OriginPatternError extends Error {}

const PLACEHOLDER = '{id}';
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SHAPE = /^(https?):\/\/\{id\}\.([^/:?#]+)(:\d{1,5})?\/?$/i;

/**
 * The configured pattern sources from an environment: PLAYABLE_ORIGIN (default `http://{id}.localhost:<PORT>`,
 * which browsers resolve to this machine) and PLAYABLE_ORIGIN_CN for the .cn host (default: the .com one).
 * @param {Record<string, string | undefined>} env
 * @returns {{ com: string, cn: string }}
 */
export function playableOriginSources(env) {
  const value = (/** @type {string} */ name) => env[name]?.trim() || undefined;
  const port = Number(value('PORT'));
  const com =
    value('PLAYABLE_ORIGIN') ?? `http://{id}.localhost:${Number.isInteger(port) && port > 0 ? port : 3000}`;
  return { com, cn: value('PLAYABLE_ORIGIN_CN') ?? com };
}

/**
 * Reads a pattern; throws OriginPatternError with a message naming `variable` when it is not of the form
 * `http(s)://{id}.<host name>[:port]`. `{id}` must be the whole first label: a wildcard DNS record and a
 * wildcard certificate (`*.example-playables.net`) cover exactly one label.
 * @param {string} value
 * @param {string} [variable]
 * @returns {OriginPattern}
 */
export function parseOriginPattern(value, variable = 'PLAYABLE_ORIGIN') {
  const source = value.trim();
  const example = 'https://{id}.example-playables.net';
  const match = SHAPE.exec(source);
  if (!match) {
    const why = source.includes(PLACEHOLDER)
      ? `${PLACEHOLDER} must be the whole first label of the host name, with http:// or https:// before it and no path`
      : `it has no ${PLACEHOLDER} placeholder`;
    throw new OriginPatternError(`${variable} is "${source}": ${why}. Example: ${example}.`);
  }
  const suffix = /** @type {string} */ (match[2]).toLowerCase().replace(/\.$/, '');
  const labels = suffix.split('.');
  if (!labels.every((label) => LABEL.test(label)) || /^\d+$/.test(/** @type {string} */ (labels.at(-1)))) {
    throw new OriginPatternError(
      `${variable} is "${source}": "${suffix}" is not a host name (letters, digits and hyphens in dot-separated labels). Example: ${example}.`,
    );
  }
  const port = match[3] ?? '';
  const portNumber = Number(port.slice(1));
  if (port && (portNumber < 1 || portNumber > 65535)) {
    throw new OriginPatternError(`${variable} is "${source}": the port must be between 1 and 65535.`);
  }
  const scheme = /** @type {'http' | 'https'} */ (/** @type {string} */ (match[1]).toLowerCase());
  return { source, scheme, suffix, port };
}

/**
 * The host name of a Host header value: lowercase, port and a trailing dot removed.
 * @param {string} host
 */
export function hostnameOf(host) {
  const value = host.trim().toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * The first label of `host` when it is a host of one of the patterns (`<label>.<suffix>`), else null. Any
 * label counts, a valid id or not: such a host belongs to the player, never to the site.
 * @param {string} host
 * @param {readonly OriginPattern[]} patterns
 * @returns {string | null}
 */
export function uploadHostLabel(host, patterns) {
  const hostname = hostnameOf(host);
  for (const pattern of patterns) {
    const tail = `.${pattern.suffix}`;
    if (!hostname.endsWith(tail)) continue;
    const label = hostname.slice(0, -tail.length);
    if (label && !label.includes('.')) return label;
  }
  return null;
}
