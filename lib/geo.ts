import 'server-only';
import { countryHeader } from '@/lib/config';
import { clientIp, isPrivateIp } from '@/lib/http/client-ip';
import { adnetApi, asCountry, offlineAdnet } from '@/lib/upstream/adnet';

// IP → country, in order of trust: the country header of a trusted CDN when
// TRUST_PROXY_COUNTRY_HEADER names one; else the ad-network API (/getIp, /getUserArea/ip_info
// reading data.cc, lib/upstream/adnet.ts) when ADNET_API_URL is set; else the offline geoip-country database.
// Any failure → null.

export interface GeoAnswer {
  ip: string | null;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
}

/** The country of an IP, or null. `ip` null or private means "this server's own network". */
export async function countryOfIp(ip: string | null): Promise<string | null> {
  try {
    const api = adnetApi();
    if (api !== offlineAdnet) {
      const lookupIp = ip && !isPrivateIp(ip) ? ip : await api.publicIp();
      if (lookupIp) {
        const country = await api.countryOf(lookupIp).catch(() => null);
        if (country) return country;
      }
    }
    return ip && !isPrivateIp(ip) ? await offlineAdnet.countryOf(ip) : null;
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
