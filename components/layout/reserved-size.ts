import type { Locale } from '@/lib/i18n/locales';

// The browser paints a page while it is still parsing it. A row or a button whose later children or text
// are not parsed yet is painted narrower, and what it already shows moves when they arrive (a layout shift
// on an unchanged page: the navbar's actions grew from 100 to 451 px, a demo's play button from 112 to
// 216 px, the footer's last row). These elements get their final size from the start, in each language:
// what is painted first is where it stays. (Sizes that do not depend on the language are given where the
// element is drawn: the navbar's row, the hero's text beside its picture.) The widths are the elements' own in Chromium with the site's fonts, rounded up;
// tests/e2e/layout-defects.spec.ts fails when a translation makes one wider than its reservation, and
// measures the layout shift of a slowly streamed page.

type Reserved = Readonly<Record<Locale, string>>;

/**
 * The navbar's right-hand side: at 1280 px and wider the language menu, the review, platform and trial
 * buttons and search; below, search and the menu button.
 */
export const NAV_END_WIDTH: Reserved = {
  en: 'min-w-[185px] desk:min-w-[640px]',
  'zh-CN': 'min-w-[150px] desk:min-w-[504px]',
  ja: 'min-w-[192px] desk:min-w-[602px]',
  ko: 'min-w-[150px] desk:min-w-[588px]',
};

/** A demo's play button over its poster. */
export const PLAY_BUTTON_WIDTH: Reserved = {
  en: 'min-w-[230px]',
  'zh-CN': 'min-w-[177px]',
  ja: 'min-w-[192px]',
  ko: 'min-w-[172px]',
};

/**
 * The footer: 68 px and its border for one row (768 px and wider), two rows below that; the Japanese links
 * take two lines of their own on a phone.
 */
export const FOOTER_HEIGHT: Reserved = {
  en: 'min-h-[105px] md:min-h-[69px]',
  'zh-CN': 'min-h-[105px] md:min-h-[69px]',
  ja: 'min-h-[141px] md:min-h-[69px]',
  ko: 'min-h-[105px] md:min-h-[69px]',
};

/** The footer's policy links; on a narrow screen no more than the row (they wrap there). */
export const FOOTER_LINKS_WIDTH: Reserved = {
  en: 'min-w-[min(100%,338px)]',
  'zh-CN': 'min-w-[min(100%,221px)]',
  ja: 'min-w-[min(100%,374px)]',
  ko: 'min-w-[min(100%,263px)]',
};
