// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsAllowed, CONSENT_COOKIE, parseConsent, useConsentStore } from '@/stores/consent';
import { dialogNames, useDialogStore } from '@/stores/dialogs';
import { COUNTRY_KEY, shouldShowDomainBox, useDomainBoxStore } from '@/stores/domain-box';
import { isCnHostname, pageNameOf, resolveLocale, useSiteStore } from '@/stores/site';
import { readCookie, readStored, writeCookie, writeStored } from '@/stores/storage';

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
});
afterEach(() => vi.restoreAllMocks());

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

describe('locale rule', () => {
  it('takes the URL prefix first, then the stored locale, then the host fallback', () => {
    expect(resolveLocale({ prefix: 'jp', stored: 'kr', hostIsCn: true })).toBe('ja');
    expect(resolveLocale({ prefix: null, stored: 'kr', hostIsCn: true })).toBe('ko');
    expect(resolveLocale({ prefix: null, stored: null, hostIsCn: true })).toBe('zh-CN');
    expect(resolveLocale({ prefix: null, stored: null, hostIsCn: false })).toBe('en');
  });

  it('ignores values other than en, cn, jp, kr (and their real codes)', () => {
    expect(resolveLocale({ prefix: 'fr', stored: 'de', hostIsCn: false })).toBe('en');
    expect(resolveLocale({ prefix: 'zh', stored: 'cn', hostIsCn: false })).toBe('zh-CN');
    expect(resolveLocale({ prefix: undefined, stored: 'zh-CN', hostIsCn: false })).toBe('zh-CN');
  });

  it("lets the review pages' lang query value override", () => {
    expect(resolveLocale({ prefix: 'jp', stored: null, hostIsCn: false, reviewLang: 'cn' })).toBe('zh-CN');
    expect(resolveLocale({ prefix: 'jp', stored: null, hostIsCn: false, reviewLang: 'xx' })).toBe('ja');
  });

  it('the site store keeps the spec names and ignores unknown values', () => {
    useSiteStore.getState().setLocale('zh-CN');
    expect(useSiteStore.getState().locale).toBe('cn');
    useSiteStore.getState().setLocale('kr');
    expect(useSiteStore.getState().locale).toBe('kr');
    useSiteStore.getState().setLocale('fr');
    expect(useSiteStore.getState().locale).toBe('kr');
  });
});

describe('site store', () => {
  it('has the spec defaults', () => {
    expect(useSiteStore.getState()).toMatchObject({ locale: 'en', pageName: 'index', domainIsCn: false });
  });

  it('names pages and recognises the cn host', () => {
    expect(pageNameOf('/')).toBe('index');
    expect(pageNameOf('/blog/some-post')).toBe('blog');
    expect(isCnHostname('www.playmind-studio.cn', 'www.playmind-studio.cn')).toBe(true);
    expect(isCnHostname('WWW.PLAYMIND-STUDIO.CN.', 'www.playmind-studio.cn')).toBe(true);
    expect(isCnHostname('preview.example.cn', 'www.playmind-studio.cn')).toBe(true);
    expect(isCnHostname('www.playmind-studio.com', 'www.playmind-studio.cn')).toBe(false);
    expect(isCnHostname('localhost', 'www.playmind-studio.cn')).toBe(false);
    expect(isCnHostname('cn.example.com', 'www.playmind-studio.cn')).toBe(false);
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
    const fetcher = vi.fn(async () => ({ country: 'CN' }));
    expect(useDomainBoxStore.getState()).toMatchObject({ showBox: false, userCountry: null, firstReq: true });
    await useDomainBoxStore.getState().check(false, fetcher);
    expect(useDomainBoxStore.getState()).toMatchObject({ showBox: true, userCountry: 'CN', firstReq: false });
    expect(localStorage.getItem(COUNTRY_KEY)).toBe('CN');
    useDomainBoxStore.setState(initial.domain, true);
    await useDomainBoxStore.getState().check(true, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(useDomainBoxStore.getState()).toMatchObject({ showBox: false, userCountry: 'CN' });
  });

  it('shows nothing when the lookup fails or knows no country', async () => {
    await useDomainBoxStore.getState().check(true, async () => {
      throw new Error('network');
    });
    expect(useDomainBoxStore.getState()).toMatchObject({
      showBox: false,
      userCountry: null,
      firstReq: false,
    });
    await useDomainBoxStore.getState().check(true, async () => ({ country: null }));
    expect(useDomainBoxStore.getState().showBox).toBe(false);
    expect(localStorage.getItem(COUNTRY_KEY)).toBeNull();
  });

  it('stays closed for the session once closed', async () => {
    await useDomainBoxStore.getState().check(true, async () => ({ country: 'US' }));
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
  });

  it('silently return nothing when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStored('k', 'v')).not.toThrow();
    expect(readStored('k')).toBeUndefined();
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
