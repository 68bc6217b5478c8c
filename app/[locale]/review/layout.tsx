import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { guideHref } from '@/components/review/guide';
import { ReviewFrameEffects } from '@/components/review/review-frame';
import { ReviewLanguageMenu } from '@/components/review/review-language-menu';
import { siteHosts } from '@/lib/config';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

// Review layout (docs/PRODUCT.md, Layouts and chrome): a white navbar with the guide download, no footer bottom bar. The `lang` query
// value is applied by proxy.ts; `testing_mod` and the hash scroll are handled by ReviewFrameEffects.
export default function ReviewLayout({ children, params }: LayoutProps<'/[locale]/review'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('ReviewLayout');
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        {/* Nothing here wraps inside a label: on a phone the guide and the languages move to a second
            row, and the page title (the same as the page's heading) shows from 768 px. */}
        <nav
          aria-label={t('nav')}
          className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 whitespace-nowrap"
        >
          <Link href="/" className="text-lg font-bold text-brand-700">
            PlayMind
          </Link>
          <span className="hidden min-w-0 flex-1 truncate font-semibold md:block">{t('title')}</span>
          <div className="ml-auto flex items-center gap-4">
            <a href={guideHref(locale as Locale)} download className="text-sm text-brand-700 underline">
              {t('guide')}
            </a>
            <ReviewLanguageMenu hosts={siteHosts()} />
          </div>
        </nav>
      </header>
      <main id="main" className="flex-1 [[data-testing-mod=portal]_&]:bg-slate-50">
        {children}
      </main>
      <ReviewFrameEffects />
    </>
  );
}
