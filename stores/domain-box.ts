import { create } from 'zustand';
import { readStored, writeStored } from './storage';

// Domain-suggestion box (spec §3, §4): the first check asks GET /api/geo for the visitor's country and stores
// it; later checks reuse the stored country. The box offers the other site when a non-China visitor is on the
// .cn host or a China visitor is on the .com host. A failed lookup shows nothing.

export const COUNTRY_KEY = 'user_country';
const DISMISSED_KEY = 'domain_box_dismissed';

export function shouldShowDomainBox(country: string | null | undefined, hostIsCn: boolean): boolean {
  if (!country || !/^[A-Z]{2}$/.test(country)) return false;
  return hostIsCn ? country !== 'CN' : country === 'CN';
}

export type GeoFetcher = () => Promise<{ country: string | null } | null>;

export const fetchGeo: GeoFetcher = async () => {
  const response = await fetch('/api/geo', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) return null;
  return (await response.json()) as { country: string | null };
};

interface DomainBoxState {
  showBox: boolean;
  userCountry: string | null;
  /** True until the first lookup of this page load has run. */
  firstReq: boolean;
  check(hostIsCn: boolean, fetcher?: GeoFetcher): Promise<void>;
  close(): void;
}

export const useDomainBoxStore = create<DomainBoxState>()((set, get) => ({
  showBox: false,
  userCountry: null,
  firstReq: true,
  async check(hostIsCn, fetcher = fetchGeo) {
    let country = get().userCountry ?? readStored(COUNTRY_KEY) ?? null;
    if (!country) {
      try {
        country = (await fetcher())?.country ?? null;
        if (country) writeStored(COUNTRY_KEY, country);
      } catch {
        country = null;
      }
    }
    const dismissed = readStored(DISMISSED_KEY, 'sessionStorage') === '1';
    set({
      userCountry: country,
      firstReq: false,
      showBox: !dismissed && shouldShowDomainBox(country, hostIsCn),
    });
  },
  close() {
    writeStored(DISMISSED_KEY, '1', 'sessionStorage');
    set({ showBox: false });
  },
}));
