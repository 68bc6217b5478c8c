import { playableOrigins, siteHosts } from '@/lib/config';
import {
  isLoopbackHostname,
  isLoopbackPattern,
  type OriginPattern,
  playerUrl,
  uploadHostLabel,
} from '@/lib/playable/origin';
import type { PlayerSettings } from '@/lib/playable/serve';
import type { PlayableLinks, PlayableReport } from '@/lib/playable/types';
import { isCnHost } from '@/lib/hosts';
import { UPLOAD_ID_PATTERN } from '@/lib/schemas/review-options';

// The deployment's side of the player (docs/ARCHITECTURE.md, The playable tester): which origin pattern serves a request, what the upload
// host tells browsers (frame-ancestors, HSTS, the tester it points to), the links a report carries for the
// host it is asked on, and whether the player is reachable from outside this machine.

/** The configured patterns, .com first (the .cn one is left out when it is the same). */
export function playerPatterns(): OriginPattern[] {
  const { com, cn } = playableOrigins();
  return com.source === cn.source ? [com] : [com, cn];
}

/** The pattern a site host's visitors play on: the .cn pattern on the .cn host, else the .com one. */
export function patternForSiteHost(host: string): OriginPattern {
  const { com, cn } = playableOrigins();
  return isCnHost(host, siteHosts().cn) ? cn : com;
}

/**
 * Loopback origins of the site, any port: the framers of a player that itself lives on loopback. (CSP has no
 * syntax for an IPv6 literal such as [::1]: browsers drop the source with a warning.)
 */
const LOOPBACK_SITE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** What an upload host of `pattern` sends: the site's origins as frame-ancestors, HSTS on https, the tester. */
export function playerSettings(pattern: OriginPattern): PlayerSettings {
  const { com, cn } = siteHosts();
  const loopback = isLoopbackPattern(pattern);
  const isCnPattern = pattern.source !== playableOrigins().com.source;
  return {
    frameAncestors: [
      ...new Set([`https://${com}`, `https://${cn}`, ...(loopback ? LOOPBACK_SITE_ORIGINS : [])]),
    ],
    hsts: pattern.scheme === 'https',
    testerUrl: loopback
      ? `http://localhost${pattern.port}/review`
      : `https://${isCnPattern ? cn : com}/review`,
  };
}

/** The pattern whose hosts include `host`, or null for a site host. */
export function patternOfUploadHost(host: string): OriginPattern | null {
  return playerPatterns().find((pattern) => uploadHostLabel(host, [pattern]) !== null) ?? null;
}

/** The site page that frames the player full screen (what the preview link and the QR code open). */
export function previewPath(id: string): string {
  return `/review/preview/${id}`;
}

/**
 * The report's links for the site host it is asked on: the entry page on the upload's own origin (the .cn
 * pattern on the .cn host) and the preview page. Uploads of the first version (ids that cannot be host
 * names) keep their report but have no player: both links are empty.
 */
export function playerLinks(report: PlayableReport, siteHost: string): PlayableLinks {
  const playable = UPLOAD_ID_PATTERN.test(report.id);
  return {
    ...report.links,
    player: playable ? playerUrl(patternForSiteHost(siteHost), report.id, report.entry) : '',
    preview: playable ? previewPath(report.id) : '',
  };
}

/** The report as answered to a request on `siteHost`. */
export function reportForHost(report: PlayableReport, siteHost: string): PlayableReport {
  return { ...report, links: playerLinks(report, siteHost) };
}

export type PlayerHealth = { status: 'ok' } | { status: 'degraded'; reason: string };

/**
 * `degraded` when the site's hosts are public names but the player is still on loopback (the embedded
 * default): the site works, but a phone that scans the preview QR code cannot reach the player.
 */
export function playerHealth(): PlayerHealth {
  const hosts = siteHosts();
  const loopback = playerPatterns().filter(isLoopbackPattern);
  const publicSite = [hosts.com, hosts.cn].some((host) => !isLoopbackHostname(host));
  if (loopback.length === 0 || !publicSite) return { status: 'ok' };
  return {
    status: 'degraded',
    reason:
      `The site's hosts (${hosts.com}, ${hosts.cn}) are public, but playables are served from ` +
      `${loopback.map((pattern) => pattern.source).join(', ')}, which only this machine can reach: ` +
      'set PLAYABLE_ORIGIN (and PLAYABLE_ORIGIN_CN) to a domain of their own (docs/DEPLOY.md).',
  };
}
