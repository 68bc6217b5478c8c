import { playableOrigins, siteHosts } from '../config';
import { frameSource } from '../playable/origin';

// One source of hosts. The build bakes hosts into what it emits: the canonical URLs,
// sitemap and hreflang of the static pages (SITE_HOST_*), HSTS and the site's CSP `frame-src` (next.config.ts
// headers, from SITE_HOST_* and PLAYABLE_ORIGIN*). Redirects, per-request pages and the player's headers read
// the same variables at run time. next.config.ts records the build's values in the bundle (its `env`, under
// BUILD_HOSTS_VARIABLE); at start the server compares them with its own and refuses to run on a mismatch,
// saying what to rebuild.

export const BUILD_HOSTS_VARIABLE = 'PLAYMIND_BUILD_HOSTS';

/** The host values a build bakes in. The player's port is not among them (frameSource() ignores it on loopback). */
export interface HostRecord {
  siteHostCom: string;
  siteHostCn: string;
  /** The site CSP's frame-src sources: one per player origin pattern. */
  playerFrameSources: string[];
}

/** The record of the current environment (what a build now would bake in, or what a server now serves). */
export function currentHostRecord(): HostRecord {
  const { com, cn } = siteHosts();
  const origins = playableOrigins();
  return {
    siteHostCom: com,
    siteHostCn: cn,
    playerFrameSources: [...new Set([frameSource(origins.com), frameSource(origins.cn)])],
  };
}

/** Reads a record written by JSON.stringify(currentHostRecord()); null when absent or not a record. */
export function parseHostRecord(value: string | undefined): HostRecord | null {
  if (!value) return null;
  try {
    const record = JSON.parse(value) as Partial<HostRecord>;
    if (
      typeof record.siteHostCom === 'string' &&
      typeof record.siteHostCn === 'string' &&
      Array.isArray(record.playerFrameSources) &&
      record.playerFrameSources.every((source) => typeof source === 'string')
    ) {
      return record as HostRecord;
    }
  } catch {
    // Not JSON: treated as absent.
  }
  return null;
}

const FIELDS: { key: keyof HostRecord; variables: string }[] = [
  { key: 'siteHostCom', variables: 'SITE_HOST_COM' },
  { key: 'siteHostCn', variables: 'SITE_HOST_CN' },
  { key: 'playerFrameSources', variables: 'PLAYABLE_ORIGIN / PLAYABLE_ORIGIN_CN' },
];

function shown(value: HostRecord[keyof HostRecord]): string {
  return Array.isArray(value) ? value.join(' ') : value;
}

/**
 * One sentence per value that differs between the build and the running server (empty when they agree),
 * each naming the variable, both values and what to do.
 */
export function hostRecordMismatches(built: HostRecord, now: HostRecord): string[] {
  return FIELDS.filter(({ key }) => shown(built[key]) !== shown(now[key])).map(
    ({ key, variables }) =>
      `${variables}: the build used "${shown(built[key])}", this server has "${shown(now[key])}". ` +
      'Static pages, HSTS and the site\'s frame-src were built with the first value: run "npm run build" with ' +
      "the values this server runs with (or start it with the build's).",
  );
}
