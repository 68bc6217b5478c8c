import { create } from 'zustand';
import { readStored, writeStored } from '@/lib/client/storage';

// Domain-suggestion box (docs/PRODUCT.md, Layouts and chrome): the first check asks for the visitor's country
// (lib/client/geo.ts, which keeps it in storage, so later checks reuse it; loaded with the first check, after
// the page has hydrated, rather than with every page's first script). The box offers the other site when a
// non-China visitor is on the .cn host or a China visitor is on the .com host. A failed lookup shows nothing.

const DISMISSED_KEY = 'domain_box_dismissed';

export function shouldShowDomainBox(country: string | null | undefined, hostIsCn: boolean): boolean {
  if (!country || !/^[A-Z]{2}$/.test(country)) return false;
  return hostIsCn ? country !== 'CN' : country === 'CN';
}

interface DomainBoxState {
  showBox: boolean;
  userCountry: string | null;
  /** True until the first lookup of this page load has run. */
  firstReq: boolean;
  check(hostIsCn: boolean): Promise<void>;
  close(): void;
}

export const useDomainBoxStore = create<DomainBoxState>()((set) => ({
  showBox: false,
  userCountry: null,
  firstReq: true,
  async check(hostIsCn) {
    const { visitorCountry } = await import('@/lib/client/geo');
    const country = await visitorCountry();
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
