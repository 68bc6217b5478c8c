// Every legal document in every locale states the facts of docs/PRODUCT.md, Legal texts and retention. The table below is written apart from
// lib/legal/facts.ts on purpose: it checks the texts, not the validator's own list, and pairs each US state
// with its effective date in the same table row.
import { htmlToText } from '@/lib/content/markdown';
import type { Locale } from '@/lib/i18n/locales';
import { LEGAL_DOCS, LEGAL_LOCALES, type LegalDoc } from '@/lib/legal/documents';
import { loadLegalDocument } from '@/lib/legal/load';

interface LocaleFacts {
  updated: string;
  reviewed: string;
  retention: string;
  california12Months: string;
  regions: string[];
  /** [state, effective date] pairs that must share one line (one table row). */
  stateDates: [string, string][];
  mainlandChina: string;
  singapore: string;
  noSale: string;
  pipl: string;
  cookieTypes: string[];
  noMarketing: string;
  thirdPartyAnalytics: string;
  hongKong: string;
}

const FACTS: Record<Locale, LocaleFacts> = {
  en: {
    updated: '4 June 2025',
    reviewed: 'at least every 12 months',
    retention: 'for 1 year',
    california12Months: 'in the past 12 months',
    regions: ['European Economic Area', 'California'],
    stateDates: [
      ['Virginia', '1 January 2023'],
      ['Colorado', '1 July 2023'],
      ['Connecticut', '1 July 2023'],
      ['Utah', '31 December 2023'],
      ['Texas', '1 July 2024'],
      ['Oregon', '1 July 2024'],
    ],
    mainlandChina: 'mainland China',
    singapore: 'in Singapore',
    noSale: 'We do not sell or share your personal information',
    pipl: 'Personal Information Protection Law',
    cookieTypes: ['Strictly necessary', 'Preferences', 'Statistics', 'Marketing'],
    noMarketing: 'We do not use marketing cookies',
    thirdPartyAnalytics: 'third-party analytics service',
    hongKong: 'Hong Kong Special Administrative Region',
  },
  'zh-CN': {
    updated: '2025年6月4日',
    reviewed: '至少每 12 个月审查一次',
    retention: '保存 1 年',
    california12Months: '过去 12 个月内',
    regions: ['欧洲经济区', '加利福尼亚州'],
    stateDates: [
      ['弗吉尼亚州', '2023年1月1日'],
      ['科罗拉多州', '2023年7月1日'],
      ['康涅狄格州', '2023年7月1日'],
      ['犹他州', '2023年12月31日'],
      ['得克萨斯州', '2024年7月1日'],
      ['俄勒冈州', '2024年7月1日'],
    ],
    mainlandChina: '中国大陆',
    singapore: '新加坡',
    noSale: '我们不出售也不共享您的个人信息',
    pipl: '《个人信息保护法》',
    cookieTypes: ['严格必要', '偏好', '统计', '营销'],
    noMarketing: '我们不使用营销 Cookie',
    thirdPartyAnalytics: '第三方分析服务',
    hongKong: '香港特别行政区法律',
  },
  ja: {
    updated: '2025年6月4日',
    reviewed: '少なくとも12か月ごとに',
    retention: '1年間保存',
    california12Months: '過去12か月間',
    regions: ['欧州経済領域', 'カリフォルニア州'],
    stateDates: [
      ['バージニア州', '2023年1月1日'],
      ['コロラド州', '2023年7月1日'],
      ['コネチカット州', '2023年7月1日'],
      ['ユタ州', '2023年12月31日'],
      ['テキサス州', '2024年7月1日'],
      ['オレゴン州', '2024年7月1日'],
    ],
    mainlandChina: '中国本土',
    singapore: 'シンガポール',
    noSale: '販売も共有もしません',
    pipl: '個人情報保護法',
    cookieTypes: ['厳密に必要', '設定', '統計', 'マーケティング'],
    noMarketing: 'マーケティング Cookie は使用しません',
    thirdPartyAnalytics: '第三者の分析サービス',
    hongKong: '香港特別行政区の法律',
  },
  ko: {
    updated: '2025년 6월 4일',
    reviewed: '최소 12개월마다',
    retention: '1년 동안 보관',
    california12Months: '지난 12개월 동안',
    regions: ['유럽경제지역', '캘리포니아'],
    stateDates: [
      ['버지니아', '2023년 1월 1일'],
      ['콜로라도', '2023년 7월 1일'],
      ['코네티컷', '2023년 7월 1일'],
      ['유타', '2023년 12월 31일'],
      ['텍사스', '2024년 7월 1일'],
      ['오리건', '2024년 7월 1일'],
    ],
    mainlandChina: '중국 본토',
    singapore: '싱가포르',
    noSale: '판매하거나 공유하지 않습니다',
    pipl: '개인정보 보호법',
    cookieTypes: ['필수', '기본 설정', '통계', '마케팅'],
    noMarketing: '마케팅 쿠키는 사용하지 않습니다',
    thirdPartyAnalytics: '제3자 분석 서비스',
    hongKong: '홍콩 특별행정구의 법률',
  },
};

function textOf(doc: LegalDoc, locale: Locale): string {
  const document = loadLegalDocument(doc, locale);
  return `${document.title}\n${document.summary}\n${htmlToText(document.html)}`;
}

describe.each(LEGAL_LOCALES.map((locale) => [locale]))('legal documents in %s', (locale) => {
  const facts = FACTS[locale];

  it.each(LEGAL_DOCS.map((doc) => [doc]))(
    '%s: updated 2025-06-04, stated in the text, with a table of contents',
    (doc) => {
      const document = loadLegalDocument(doc, locale);
      expect(document.updated).toBe('2025-06-04');
      expect(document.title.trim()).not.toBe('');
      expect(document.summary.trim()).not.toBe('');
      expect(textOf(doc, locale)).toContain(facts.updated);
      expect(document.html).not.toMatch(/<h1[\s>]/);
      expect(document.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(4);
      for (const heading of document.headings) expect(document.html).toContain(`id="${heading.id}"`);
    },
  );

  it('privacy (outside mainland China): review, retention, no sale, every region and effective date', () => {
    const text = textOf('privacy', locale);
    for (const fact of [
      facts.reviewed,
      facts.retention,
      facts.california12Months,
      facts.noSale,
      facts.singapore,
    ])
      expect(text).toContain(fact);
    for (const region of [...facts.regions, facts.mainlandChina]) expect(text).toContain(region);
    const rows = [...loadLegalDocument('privacy', locale).html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
      row[1].replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '),
    );
    for (const [state, date] of facts.stateDates) {
      expect(
        rows.some((row) => row.includes(state) && row.includes(date)),
        `${state} ${date}`,
      ).toBe(true);
    }
    expect(text).toContain('privacy@playmind-studio.com');
  });

  it('privacy (mainland China): PIPL rights, data stored in Singapore, retention, review, no sale', () => {
    const text = textOf('privacy-cn', locale);
    for (const fact of [
      facts.pipl,
      facts.singapore,
      facts.retention,
      facts.reviewed,
      facts.noSale,
      facts.mainlandChina,
    ])
      expect(text).toContain(fact);
    expect(text).toContain('privacy@playmind-studio.com');
  });

  it('cookie policy: four types, the three used, no marketing cookies, third-party analytics, no sale', () => {
    const text = textOf('cookie-policy', locale);
    for (const type of facts.cookieTypes) expect(text).toContain(type);
    for (const fact of [
      facts.noMarketing,
      facts.thirdPartyAnalytics,
      facts.noSale,
      'cookie_permission',
      'NEXT_LOCALE',
    ])
      expect(text).toContain(fact);
  });

  it('copyright: governed by Hong Kong SAR law, with a contact address', () => {
    const text = textOf('copyright', locale);
    expect(text).toContain(facts.hongKong);
    expect(text).toContain('PlayMind');
    expect(text).toContain('legal@playmind-studio.com');
  });

  it('links to the other privacy version carry the locale prefix and the version in the URL', () => {
    const prefix = { en: '', 'zh-CN': '/cn', ja: '/jp', ko: '/kr' }[locale];
    expect(loadLegalDocument('privacy', locale).html).toContain(`href="${prefix}/privacy?version=cn"`);
    expect(loadLegalDocument('privacy-cn', locale).html).toContain(`href="${prefix}/privacy?version=global"`);
  });
});
