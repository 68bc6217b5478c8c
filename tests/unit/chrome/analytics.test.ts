// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GA_COOKIE_EXPIRES,
  isAnalyticsLoaded,
  loadAnalytics,
  measurementId,
  pageView,
  resetAnalyticsForTests,
} from '@/lib/analytics/ga';

// The navbar modules import next-intl's navigation, which needs the Next runtime: only their rules are tested here.
vi.mock('@/lib/i18n/navigation', () => ({ Link: () => null, usePathname: () => '/' }));
const { reviewLocaleFor, showPaidInfo, trialUrl } = await import('@/components/layout/navbar-client');

beforeEach(() => {
  resetAnalyticsForTests();
  delete window.dataLayer;
  delete window.gtag;
  document.head.innerHTML = '';
});
afterEach(() => vi.unstubAllEnvs());

describe('analytics', () => {
  it('has no measurement id unless one is configured', () => {
    vi.stubEnv('NEXT_PUBLIC_GA_ID', '');
    expect(measurementId()).toBeUndefined();
    vi.stubEnv('NEXT_PUBLIC_GA_ID', ' G-TEST123 ');
    expect(measurementId()).toBe('G-TEST123');
    vi.stubEnv('NEXT_PUBLIC_GA_ID', '"><script>');
    expect(measurementId()).toBeUndefined();
  });

  it('does nothing before it is loaded', () => {
    pageView('/blog');
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelector('script')).toBeNull();
    expect(isAnalyticsLoaded()).toBe(false);
  });

  it('loads gtag.js once with a one-year cookie and pushes page views', () => {
    loadAnalytics('G-TEST123');
    loadAnalytics('G-TEST123');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const entries = window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(entries[1]).toEqual([
      'config',
      'G-TEST123',
      expect.objectContaining({ cookie_expires: GA_COOKIE_EXPIRES, send_page_view: false }),
    ]);
    expect(GA_COOKIE_EXPIRES).toBe(31_536_000);
    pageView('/jp/blog');
    const last = Array.from(window.dataLayer!.at(-1) as ArrayLike<unknown>);
    expect(last).toEqual(['event', 'page_view', expect.objectContaining({ page_path: '/jp/blog' })]);
  });
});

describe('navbar rules', () => {
  it('shows the paid-information anchor only on the cn host in Chinese', () => {
    expect(showPaidInfo(true, 'zh-CN')).toBe(true);
    expect(showPaidInfo(true, 'en')).toBe(false);
    expect(showPaidInfo(false, 'zh-CN')).toBe(false);
  });

  it('sends jp and kr visitors to the English review page', () => {
    expect(reviewLocaleFor('ja')).toBe('en');
    expect(reviewLocaleFor('ko')).toBe('en');
    expect(reviewLocaleFor('zh-CN')).toBe('zh-CN');
    expect(reviewLocaleFor('en')).toBe('en');
  });

  it('builds the trial link on the platform of the site the visitor is on', () => {
    const config = {
      hosts: { com: 'www.example.com', cn: 'www.example.cn' },
      platform: { com: 'https://app.example.com', cn: 'https://app.example.cn' },
      showTrial: true,
    };
    expect(trialUrl(config, false)).toBe('https://app.example.com/register?referer=www.example.com');
    expect(trialUrl(config, true)).toBe('https://app.example.cn/register?referer=www.example.cn');
  });
});
