// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsAllowed, CONSENT_COOKIE, parseConsent, useConsentStore } from '@/stores/consent';
import { dialogNames, useDialogStore } from '@/stores/dialogs';
import { COUNTRY_KEY, forgetVisitorCountry } from '@/lib/client/geo';
import { readCookie, writeCookie } from '@/lib/client/cookies';
import { readStored, removeStored, writeStored } from '@/lib/client/storage';
import { isCnHost } from '@/lib/hosts';
import { shouldShowDomainBox, useDomainBoxStore } from '@/stores/domain-box';
import { useSiteStore } from '@/stores/site';

const initial = {
  consent: useConsentStore.getState(),
  dialogs: useDialogStore.getState(),
  domain: useDomainBoxStore.getState(),
  site: useSiteStore.getState(),
};

beforeEach(() => {
  useConsentStore.setState(initial.consent, true);
  useDialogStore.setState(initial.dialogs, true);
  useDomainBoxStore.setState(initial.domain, true);
  useSiteStore.setState(initial.site, true);
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  forgetVisitorCountry();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** GET /api/geo answering `country` (or failing), counting its calls. */
function geoAnswers(country: string | null | Error) {
  const fetch = vi.fn(async (url: string) => {
    if (url !== '/api/geo') throw new Error(`unexpected fetch ${url}`);
    if (country instanceof Error) throw country;
    return new Response(JSON.stringify({ ip: '203.0.113.9', country }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('consent rule', () => {
  it('reads only "1" as accepted; the default is 2', () => {
    expect(parseConsent(undefined)).toBe(2);
    expect(parseConsent('')).toBe(2);
    expect(parseConsent('2')).toBe(2);
    expect(parseConsent('true')).toBe(2);
    expect(parseConsent('11')).toBe(2);
    expect(parseConsent('1')).toBe(1);
  });

  it('allows analytics only with permission 1 and a measurement id', () => {
    expect(analyticsAllowed(1, 'G-ABC')).toBe(true);
    expect(analyticsAllowed(2, 'G-ABC')).toBe(false);
    expect(analyticsAllowed(1, undefined)).toBe(false);
    expect(analyticsAllowed(1, '  ')).toBe(false);
  });

  it('opens the banner on a first visit, and Agree stores 1 and closes it', () => {
    useConsentStore.getState().load();
    expect(useConsentStore.getState()).toMatchObject({ permission: 2, popupVisible: true, loaded: true });
    expect(useDialogStore.getState().open.cookiePermission).toBe(true);
    useConsentStore.getState().agree();
    expect(useConsentStore.getState()).toMatchObject({ permission: 1, popupVisible: false });
    expect(useDialogStore.getState().open.cookiePermission).toBe(false);
    expect(Cookies.get(CONSENT_COOKIE)).toBe('1');
    // A later page load reads the stored value: no banner.
    useConsentStore.setState(initial.consent, true);
    useConsentStore.getState().load();
    expect(useConsentStore.getState()).toMatchObject({ permission: 1, popupVisible: false });
  });

  it('"Not now" closes the banner without accepting, so it opens again on the next load', () => {
    useConsentStore.getState().load();
    useConsentStore.getState().dismiss();
    expect(useConsentStore.getState()).toMatchObject({ permission: 2, popupVisible: false });
    expect(Cookies.get(CONSENT_COOKIE)).toBeUndefined();
    useConsentStore.getState().load();
    expect(useConsentStore.getState().popupVisible).toBe(true);
  });

  it('a stored value other than 1 opens the banner', () => {
    Cookies.set(CONSENT_COOKIE, '2');
    useConsentStore.getState().load();
    expect(useConsentStore.getState().popupVisible).toBe(true);
  });
});

describe('site store', () => {
  it('has the documented defaults', () => {
    expect(useSiteStore.getState()).toMatchObject({ viewWidth: 1280, domainIsCn: false, online: true });
  });

  it('recognises the cn host (the one rule of the proxy, the privacy page and the chrome)', () => {
    expect(isCnHost('www.playmind-studio.cn', 'www.playmind-studio.cn')).toBe(true);
    expect(isCnHost('WWW.PLAYMIND-STUDIO.CN.', 'www.playmind-studio.cn')).toBe(true);
    expect(isCnHost('www.playmind-studio.cn:443', 'www.playmind-studio.cn')).toBe(true);
    expect(isCnHost('preview.example.cn', 'www.playmind-studio.cn')).toBe(true);
    expect(isCnHost('staging.example.com', 'staging.example.com:8443')).toBe(true);
    expect(isCnHost('www.playmind-studio.com', 'www.playmind-studio.cn')).toBe(false);
    expect(isCnHost('localhost', 'www.playmind-studio.cn')).toBe(false);
    expect(isCnHost('cn.example.com', 'www.playmind-studio.cn')).toBe(false);
    expect(isCnHost('www.playmind-studio.cn.example', 'www.playmind-studio.cn')).toBe(false);
  });

  it('keeps a sane view width', () => {
    useSiteStore.getState().setViewWidth(750.4);
    expect(useSiteStore.getState().viewWidth).toBe(750);
    useSiteStore.getState().setViewWidth(Number.NaN);
    expect(useSiteStore.getState().viewWidth).toBe(750);
  });
});

describe('dialog store', () => {
  it('opens and closes each dialog on its own', () => {
    const { show, hide } = useDialogStore.getState();
    show('privacy');
    show('copyright');
    expect(useDialogStore.getState().open).toEqual({
      privacy: true,
      copyright: true,
      cookiePrivacy: false,
      cookiePermission: false,
    });
    hide('privacy');
    expect(useDialogStore.getState().open).toMatchObject({ privacy: false, copyright: true });
    show('cookiePrivacy');
    hide('copyright');
    expect(useDialogStore.getState().open).toMatchObject({
      privacy: false,
      copyright: false,
      cookiePrivacy: true,
    });
    expect(dialogNames).toHaveLength(4);
  });
});

describe('domain box', () => {
  it('shows for a China visitor on the .com host and a non-China visitor on the .cn host only', () => {
    expect(shouldShowDomainBox('CN', false)).toBe(true);
    expect(shouldShowDomainBox('US', true)).toBe(true);
    expect(shouldShowDomainBox('CN', true)).toBe(false);
    expect(shouldShowDomainBox('US', false)).toBe(false);
    expect(shouldShowDomainBox(null, true)).toBe(false);
    expect(shouldShowDomainBox(null, false)).toBe(false);
    expect(shouldShowDomainBox('zz', true)).toBe(false);
  });

  it('asks once, stores the country and reuses it on later checks', async () => {
    const fetch = geoAnswers('CN');
    expect(useDomainBoxStore.getState()).toMatchObject({ showBox: false, userCountry: null, firstReq: true });
    await useDomainBoxStore.getState().check(false);
    expect(useDomainBoxStore.getState()).toMatchObject({ showBox: true, userCountry: 'CN', firstReq: false });
    expect(localStorage.getItem(COUNTRY_KEY)).toBe('CN');
    // A later page load: the stored country, no second lookup.
    useDomainBoxStore.setState(initial.domain, true);
    forgetVisitorCountry();
    await useDomainBoxStore.getState().check(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useDomainBoxStore.getState()).toMatchObject({ showBox: false, userCountry: 'CN' });
  });

  it('shows nothing when the lookup fails or knows no country', async () => {
    geoAnswers(new TypeError('Failed to fetch'));
    await useDomainBoxStore.getState().check(true);
    expect(useDomainBoxStore.getState()).toMatchObject({
      showBox: false,
      userCountry: null,
      firstReq: false,
    });
    forgetVisitorCountry();
    geoAnswers(null);
    await useDomainBoxStore.getState().check(true);
    expect(useDomainBoxStore.getState().showBox).toBe(false);
    expect(localStorage.getItem(COUNTRY_KEY)).toBeNull();
  });

  it('stays closed for the session once closed', async () => {
    geoAnswers('US');
    await useDomainBoxStore.getState().check(true);
    expect(useDomainBoxStore.getState().showBox).toBe(true);
    useDomainBoxStore.getState().close();
    expect(useDomainBoxStore.getState().showBox).toBe(false);
    await useDomainBoxStore.getState().check(true);
    expect(useDomainBoxStore.getState().showBox).toBe(false);
  });
});

describe('storage helpers', () => {
  it('read and write when storage works', () => {
    writeCookie('a', 'b');
    expect(readCookie('a')).toBe('b');
    writeStored('k', 'v');
    expect(readStored('k')).toBe('v');
    writeStored('s', 'w', 'sessionStorage');
    expect(readStored('s', 'sessionStorage')).toBe('w');
    expect(readStored('s')).toBeUndefined();
    removeStored('s', 'sessionStorage');
    expect(readStored('s', 'sessionStorage')).toBeUndefined();
  });

  it('silently return nothing when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStored('k', 'v')).not.toThrow();
    expect(readStored('k')).toBeUndefined();
    expect(() => removeStored('k', 'sessionStorage')).not.toThrow();
    const cookie = vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readCookie('a')).toBeUndefined();
    cookie.mockRestore();
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeCookie('a', 'b')).not.toThrow();
  });
});
