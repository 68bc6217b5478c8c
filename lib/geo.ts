import 'server-only';
import { countryHeader, upstreamUrl } from '@/lib/config';
import { clientIp, isPrivateIp, normalizeIp } from '@/lib/http/client-ip';
import { isCountryCode } from '@/lib/schemas/countries';
import { callUpstream } from '@/lib/upstream/http';

// IP → country (DESIGN §1), in order of trust: the country header of a trusted CDN when
// TRUST_PROXY_COUNTRY_HEADER names one; else the ad-network API (spec §7: /getIp, /getUserArea/ip_info
// reading data.cc) when ADNET_API_URL is set; else the offline geoip-country database. Any failure → null.

export interface GeoAnswer {
  ip: string | null;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
}

const LOOKUP_TIMEOUT_MS = 2_000;

function asCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

function field(body: unknown, ...path: string[]): unknown {
  let value = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The public IP as the ad-network API sees it; used when the visitor shares this server's network. */
async function adnetPublicIp(): Promise<string | null> {
  const answer = await callUpstream('adnet', { method: 'GET', path: '/getIp', timeoutMs: LOOKUP_TIMEOUT_MS });
  if (answer.status !== 200) return null;
  return normalizeIp(String(field(answer.body, 'ip') ?? field(answer.body, 'data', 'ip') ?? ''));
}

async function adnetCountry(ip: string): Promise<string | null> {
  const answer = await callUpstream('adnet', {
    method: 'GET',
    path: '/getUserArea/ip_info',
    params: { ip },
    timeoutMs: LOOKUP_TIMEOUT_MS,
  });
  return answer.status === 200 ? asCountry(field(answer.body, 'data', 'cc')) : null;
}

async function offlineCountry(ip: string): Promise<string | null> {
  // Loaded on first use: the database is several megabytes.
  const geoip = await import('geoip-country');
  const lookup = (geoip.default ?? geoip).lookup(ip);
  return asCountry(lookup?.country);
}

/** The country of an IP, or null. `ip` null or private means "this server's own network". */
export async function countryOfIp(ip: string | null): Promise<string | null> {
  try {
    if (upstreamUrl('adnet')) {
      const lookupIp = ip && !isPrivateIp(ip) ? ip : await adnetPublicIp();
      if (lookupIp) {
        const country = await adnetCountry(lookupIp).catch(() => null);
        if (country) return country;
      }
    }
    return ip && !isPrivateIp(ip) ? await offlineCountry(ip) : null;
  } catch {
    return null;
  }
}

/** The visitor's IP and country for a request. */
export async function geoForRequest(request: Request): Promise<GeoAnswer> {
  const ip = clientIp(request);
  const header = countryHeader();
  if (header) {
    const country = asCountry(request.headers.get(header));
    if (country) return { ip, country };
  }
  return { ip, country: await countryOfIp(ip) };
}
