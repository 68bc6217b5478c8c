import type { Locale } from '@/lib/i18n/locales';
import type { LegalDoc } from './documents';

// The facts each legal document must state, as the words each locale states them in.
// The build fails (scripts/check-content.ts → validate.ts) when a document loses one of them.

export interface LegalFact {
  id: string;
  /** Every one of these strings must appear in the document's text in that locale. */
  text: Record<Locale, string[]>;
}

const updatedDate: LegalFact = {
  id: 'last updated 4 June 2025',
  text: { en: ['4 June 2025'], 'zh-CN': ['2025年6月4日'], ja: ['2025年6月4日'], ko: ['2025년 6월 4일'] },
};

const reviewed: LegalFact = {
  id: 'reviewed at least every 12 months',
  text: { en: ['every 12 months'], 'zh-CN': ['每 12 个月'], ja: ['12か月ごと'], ko: ['12개월마다'] },
};

const retention: LegalFact = {
  id: 'personal data kept 1 year',
  text: { en: ['1 year'], 'zh-CN': ['1 年'], ja: ['1年間'], ko: ['1년'] },
};

const singapore: LegalFact = {
  id: 'China data stored in Singapore',
  text: { en: ['Singapore'], 'zh-CN': ['新加坡'], ja: ['シンガポール'], ko: ['싱가포르'] },
};

const noSale: LegalFact = {
  id: 'personal information is not sold or shared',
  text: {
    en: ['do not sell or share'],
    'zh-CN': ['不出售也不共享'],
    ja: ['販売も共有もしません'],
    ko: ['판매하거나 공유하지 않습니다'],
  },
};

const mainlandChina: LegalFact = {
  id: 'mainland-China rights',
  text: { en: ['mainland China'], 'zh-CN': ['中国大陆'], ja: ['中国本土'], ko: ['중국 본토'] },
};

const privacyContact: LegalFact = {
  id: 'privacy contact address',
  text: {
    en: ['privacy@playmind-studio.com'],
    'zh-CN': ['privacy@playmind-studio.com'],
    ja: ['privacy@playmind-studio.com'],
    ko: ['privacy@playmind-studio.com'],
  },
};

const statesAndDates: LegalFact[] = [
  {
    id: 'EEA rights',
    text: {
      en: ['European Economic Area'],
      'zh-CN': ['欧洲经济区'],
      ja: ['欧州経済領域'],
      ko: ['유럽경제지역'],
    },
  },
  {
    id: 'California rights, requests cover the past 12 months',
    text: {
      en: ['California', 'past 12 months'],
      'zh-CN': ['加利福尼亚', '过去 12 个月'],
      ja: ['カリフォルニア', '過去12か月'],
      ko: ['캘리포니아', '지난 12개월'],
    },
  },
  {
    id: 'Virginia, effective 1 January 2023',
    text: {
      en: ['Virginia', '1 January 2023'],
      'zh-CN': ['弗吉尼亚', '2023年1月1日'],
      ja: ['バージニア', '2023年1月1日'],
      ko: ['버지니아', '2023년 1월 1일'],
    },
  },
  {
    id: 'Colorado and Connecticut, effective 1 July 2023',
    text: {
      en: ['Colorado', 'Connecticut', '1 July 2023'],
      'zh-CN': ['科罗拉多', '康涅狄格', '2023年7月1日'],
      ja: ['コロラド', 'コネチカット', '2023年7月1日'],
      ko: ['콜로라도', '코네티컷', '2023년 7월 1일'],
    },
  },
  {
    id: 'Utah, effective 31 December 2023',
    text: {
      en: ['Utah', '31 December 2023'],
      'zh-CN': ['犹他', '2023年12月31日'],
      ja: ['ユタ', '2023年12月31日'],
      ko: ['유타', '2023년 12월 31일'],
    },
  },
  {
    id: 'Texas and Oregon, effective 1 July 2024',
    text: {
      en: ['Texas', 'Oregon', '1 July 2024'],
      'zh-CN': ['得克萨斯', '俄勒冈', '2024年7月1日'],
      ja: ['テキサス', 'オレゴン', '2024年7月1日'],
      ko: ['텍사스', '오리건', '2024년 7월 1일'],
    },
  },
];

const pipl: LegalFact = {
  id: 'Personal Information Protection Law',
  text: {
    en: ['Personal Information Protection Law'],
    'zh-CN': ['个人信息保护法'],
    ja: ['個人情報保護法'],
    ko: ['개인정보 보호법'],
  },
};

const cookieTypes: LegalFact[] = [
  {
    id: 'four cookie types',
    text: {
      en: ['Strictly necessary', 'Preferences', 'Statistics', 'Marketing'],
      'zh-CN': ['严格必要', '偏好', '统计', '营销'],
      ja: ['厳密に必要', '設定', '統計', 'マーケティング'],
      ko: ['필수', '기본 설정', '통계', '마케팅'],
    },
  },
  {
    id: 'three types used, no marketing cookies, third-party analytics',
    text: {
      en: ['We do not use marketing cookies', 'third-party analytics'],
      'zh-CN': ['不使用营销 Cookie', '第三方分析'],
      ja: ['マーケティング Cookie は使用しません', '第三者の分析'],
      ko: ['마케팅 쿠키는 사용하지 않습니다', '제3자 분석'],
    },
  },
  {
    id: 'cookie names',
    text: {
      en: ['cookie_permission', 'NEXT_LOCALE'],
      'zh-CN': ['cookie_permission', 'NEXT_LOCALE'],
      ja: ['cookie_permission', 'NEXT_LOCALE'],
      ko: ['cookie_permission', 'NEXT_LOCALE'],
    },
  },
];

const hongKong: LegalFact = {
  id: 'copyright governed by Hong Kong SAR law',
  text: {
    en: ['Hong Kong Special Administrative Region'],
    'zh-CN': ['香港特别行政区'],
    ja: ['香港特別行政区'],
    ko: ['홍콩 특별행정구'],
  },
};

const legalContact: LegalFact = {
  id: 'copyright contact address',
  text: {
    en: ['legal@playmind-studio.com'],
    'zh-CN': ['legal@playmind-studio.com'],
    ja: ['legal@playmind-studio.com'],
    ko: ['legal@playmind-studio.com'],
  },
};

// What the playable tester stores: uploads kept 24 hours and played from a player domain of
// their own; server logs hold IP addresses.
const uploadsKept24Hours: LegalFact = {
  id: 'playable uploads kept 24 hours',
  text: { en: ['24 hours'], 'zh-CN': ['24 小时'], ja: ['24時間'], ko: ['24시간'] },
};

const playerDomain: LegalFact = {
  id: 'playables served from a player domain of their own',
  text: {
    en: ['player domain of its own'],
    'zh-CN': ['独立的播放域名'],
    ja: ['別のプレイヤー用ドメイン'],
    ko: ['플레이어 전용 도메인'],
  },
};

const serverLogs: LegalFact = {
  id: 'server logs hold IP addresses',
  text: {
    en: ['server logs', 'IP address'],
    'zh-CN': ['服务器日志', 'IP 地址'],
    ja: ['サーバーログ', 'IP アドレス'],
    ko: ['서버 로그', 'IP 주소'],
  },
};

const playableTesting = [uploadsKept24Hours, playerDomain, serverLogs];

export const LEGAL_FACTS: Record<LegalDoc, LegalFact[]> = {
  privacy: [
    updatedDate,
    reviewed,
    retention,
    ...statesAndDates,
    mainlandChina,
    singapore,
    noSale,
    privacyContact,
    ...playableTesting,
  ],
  'privacy-cn': [
    updatedDate,
    reviewed,
    retention,
    mainlandChina,
    pipl,
    singapore,
    noSale,
    privacyContact,
    ...playableTesting,
  ],
  'cookie-policy': [updatedDate, ...cookieTypes, noSale, privacyContact, ...playableTesting],
  copyright: [updatedDate, hongKong, legalContact],
};
