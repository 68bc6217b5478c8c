import { upstreamUrl } from '@/lib/config';
import { normalizeIp } from '@/lib/http/client-ip';
import { isCountryCode } from '@/lib/schemas/countries';
import { callUpstream } from './http';

// The ad-network API (docs/upstream.openapi.yaml: /getIp, /getUserArea/ip_info reading data.cc).
// One port, two implementations — HTTP when ADNET_API_URL is set, the offline geoip-country database
// otherwise — chosen in adnetApi() and nowhere else. Both answer null for "unknown"; the HTTP one throws when
// the API cannot be reached (the caller falls back to the offline database).

export interface AdnetApi {
  /** This server's public IP as the API sees it (for visitors on the server's own network); null offline. */
  publicIp(): Promise<string | null>;
  /** The ISO 3166-1 alpha-2 country of an IP, or null. */
  countryOf(ip: string): Promise<string | null>;
}

const LOOKUP_TIMEOUT_MS = 2_000;

export function asCountry(value: unknown): string | null {
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

const overHttp: AdnetApi = {
  async publicIp() {
    const answer = await callUpstream('adnet', {
      method: 'GET',
      path: '/getIp',
      timeoutMs: LOOKUP_TIMEOUT_MS,
    });
    if (answer.status !== 200) return null;
    return normalizeIp(String(field(answer.body, 'ip') ?? field(answer.body, 'data', 'ip') ?? ''));
  },
  async countryOf(ip) {
    const answer = await callUpstream('adnet', {
      method: 'GET',
      path: '/getUserArea/ip_info',
      params: { ip },
      timeoutMs: LOOKUP_TIMEOUT_MS,
    });
    return answer.status === 200 ? asCountry(field(answer.body, 'data', 'cc')) : null;
  },
};

export const offlineAdnet: AdnetApi = {
  publicIp: async () => null,
  async countryOf(ip) {
    // Loaded on first use: the database is several megabytes.
    const geoip = await import('geoip-country');
    return asCountry((geoip.default ?? geoip).lookup(ip)?.country);
  },
};

export function adnetApi(): AdnetApi {
  return upstreamUrl('adnet') ? overHttp : offlineAdnet;
}
