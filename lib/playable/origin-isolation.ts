import { getDomain } from 'tldts';
import type { PlayableOriginSources, SiteHosts } from '@/lib/config';
import {
  hostnameOf,
  OriginPatternError,
  type OriginPattern,
  parseOriginPattern,
  uploadHostLabel,
} from './origin';

// The rule that makes the player origin a real boundary (docs/ARCHITECTURE.md, The playable tester): its
// hosts live on a registrable domain of their own. A player host on the site's registrable domain could set
// cookies for the whole site (a `Domain=playmind-studio.com` cookie reaches www.playmind-studio.com), which
// no CSP or sandbox prevents. The registrable domain comes from the Public Suffix List (tldts), private
// section included, as browsers use it for cookies: `{id}.github.io` is a site of its own, `{id}.example.com`
// is not.

const SAMPLE_ID = 'a'.repeat(26);

/** The registrable domain ("eTLD+1") of a host name; the name itself when it has none (localhost, an IP). */
export function registrableDomain(hostname: string): string {
  const name = hostnameOf(hostname);
  return getDomain(name, { allowPrivateDomains: true }) ?? name;
}

const SITE_VARIABLES = { com: 'SITE_HOST_COM', cn: 'SITE_HOST_CN' } as const;

/**
 * What is wrong with the player origin patterns for these site hosts, one sentence each (empty when
 * nothing): a malformed pattern, a pattern on a site host's registrable domain, or a site host that the
 * pattern would take for an upload host.
 */
export function playerOriginProblems(sources: PlayableOriginSources, hosts: SiteHosts): string[] {
  const problems: string[] = [];
  const variables = { com: 'PLAYABLE_ORIGIN', cn: 'PLAYABLE_ORIGIN_CN' } as const;
  const seen = new Set<string>();
  for (const which of ['com', 'cn'] as const) {
    if (seen.has(sources[which])) continue;
    seen.add(sources[which]);
    let pattern: OriginPattern;
    try {
      pattern = parseOriginPattern(sources[which], variables[which]);
    } catch (error) {
      if (error instanceof OriginPatternError) {
        problems.push(error.message);
        continue;
      }
      throw error;
    }
    const playerDomain = registrableDomain(`${SAMPLE_ID}.${pattern.suffix}`);
    for (const site of ['com', 'cn'] as const) {
      const host = hosts[site];
      const where = `${variables[which]} (${pattern.source}) and ${SITE_VARIABLES[site]} (${host})`;
      if (registrableDomain(host) === playerDomain) {
        problems.push(
          `${where} share the registrable domain ${playerDomain}: an uploaded playable could set cookies for the site. Serve playables from a domain of their own, e.g. https://{id}.example-playables.net (docs/DEPLOY.md).`,
        );
      } else if (uploadHostLabel(host, [pattern]) !== null) {
        problems.push(
          `${where}: the site host has the form of an upload host, so the site could not be served there. Give the player a domain of its own.`,
        );
      }
    }
  }
  return problems;
}
