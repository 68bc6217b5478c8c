import type { Locale } from '@/lib/i18n/locales';

/** The testing-guide document: Chinese on the Chinese site, English otherwise (docs/PRODUCT.md, Playable testing page). */
export function guideHref(locale: Locale): string {
  return locale === 'zh-CN'
    ? '/guides/playable-testing-guide.zh-CN.html'
    : '/guides/playable-testing-guide.en.html';
}
