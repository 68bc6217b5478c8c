import { describe, expect, it } from 'vitest';
import { REVIEW_LOCALES, reviewLanguageTarget } from '@/lib/i18n/review-language';

// The review pages' language menu (docs/PRODUCT.md, Playable testing page: English and Chinese; the review doc page, on the cn
// host only for a visitor in China who chose Chinese). One rule, used by the review layout's menu.

const hosts = { com: 'www.site.com', cn: 'www.site.cn' };

describe('review language menu target', () => {
  it('offers English and Chinese only', () => {
    expect(REVIEW_LOCALES).toEqual(['en', 'zh-CN']);
  });

  it('sends a visitor in China who chose Chinese to the cn host, everyone else to the com host', () => {
    expect(reviewLanguageTarget({ locale: 'zh-CN', country: 'CN', hosts, currentHost: 'www.site.com' })).toBe(
      'https://www.site.cn/cn/review/doc?lang=cn',
    );
    expect(reviewLanguageTarget({ locale: 'en', country: 'CN', hosts, currentHost: 'www.site.cn' })).toBe(
      'https://www.site.com/review/doc?lang=en',
    );
    expect(reviewLanguageTarget({ locale: 'zh-CN', country: 'DE', hosts, currentHost: 'www.site.cn' })).toBe(
      'https://www.site.com/cn/review/doc?lang=cn',
    );
    expect(reviewLanguageTarget({ locale: 'en', country: null, hosts, currentHost: 'WWW.SITE.COM' })).toBe(
      'https://www.site.com/review/doc?lang=en',
    );
  });

  it('stays on the current host off the production hosts', () => {
    expect(
      reviewLanguageTarget({ locale: 'zh-CN', country: 'CN', hosts, currentHost: 'localhost:3117' }),
    ).toBe('/cn/review/doc?lang=cn');
    expect(reviewLanguageTarget({ locale: 'en', country: 'US', hosts, currentHost: 'evil.example' })).toBe(
      '/review/doc?lang=en',
    );
  });

  it("keeps a results page and its report (and the tester's choices) in the other language", () => {
    const target = (
      path: string,
      search: string,
      currentHost = 'localhost:3117',
      country: string | null = null,
    ) => reviewLanguageTarget({ locale: 'zh-CN', country, hosts, currentHost, page: { path, search } });
    expect(target('/review', '?report=abc&networks=meta,studio&utm_source=x')).toBe(
      '/cn/review?report=abc&networks=meta%2Cstudio&lang=cn',
    );
    expect(target('/review/send-email', '?id=abc')).toBe('/cn/review/send-email?id=abc&lang=cn');
    expect(target('/review/send-email', '?report=abc&lang=en')).toBe(
      '/cn/review/send-email?report=abc&lang=cn',
    );
    expect(target('/review', '?report=abc', 'www.site.com', 'CN')).toBe(
      'https://www.site.cn/cn/review?report=abc&lang=cn',
    );
    expect(
      reviewLanguageTarget({
        locale: 'en',
        country: null,
        hosts,
        currentHost: 'x',
        page: { path: '/review', search: '?report=abc' },
      }),
    ).toBe('/review?report=abc&lang=en');
    // No report to keep (the Guidance step, the doc, the error page): the doc page, as before.
    expect(target('/review', '')).toBe('/cn/review/doc?lang=cn');
    expect(target('/review', '?networks=meta')).toBe('/cn/review/doc?lang=cn');
    expect(target('/review/error', '?report=abc')).toBe('/cn/review/doc?lang=cn');
  });
});
