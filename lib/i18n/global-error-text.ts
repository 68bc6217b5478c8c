import { type Locale, localizedPath, splitLocalePrefix } from './locales';

// The global error page renders when the root layout itself failed, so no message provider exists there.
// Its two lines stay here, in all four languages, so the page needs nothing that might have failed (nor
// next-intl's navigation, which would ride along in every page's first script).
export const globalErrorText: Record<Locale, { title: string; home: string }> = {
  en: { title: 'An error occurred while showing the error page', home: 'Go back to home' },
  'zh-CN': { title: '显示错误页面时出错', home: '返回首页' },
  ja: { title: 'エラーページの表示中にエラーが発生しました', home: 'ホームに戻る' },
  ko: { title: '오류 페이지를 표시하는 중 오류가 발생했습니다', home: '홈으로 돌아가기' },
};

/** The locale and home path for the global error page, read from the address the visitor is on. */
export function globalErrorLocale(pathname: string): { locale: Locale; home: string } {
  const locale = splitLocalePrefix(pathname).locale ?? 'en';
  return { locale, home: localizedPath(locale, '/') };
}
