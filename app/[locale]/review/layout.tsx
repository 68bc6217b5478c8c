import { useTranslations } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { guideHref } from '@/components/review/guide';
import { ReviewFrameEffects } from '@/components/review/review-frame';
import { ReviewLanguageMenu } from '@/components/review/review-language-menu';
import { siteHosts } from '@/lib/config';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

// Review layout (spec §2): a white navbar with the guide download, no footer bottom bar. The `lang` query
// value is applied by proxy.ts; `testing_mod` and the hash scroll are handled by ReviewFrameEffects.
export default function ReviewLayout({ children, params }: LayoutProps<'/[locale]/review'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('ReviewLayout');
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label={t('nav')} className="mx-auto flex max-w-page items-center gap-6 px-4 py-3">
          <Link href="/" className="text-lg font-bold text-brand-700">
            PlayMind
          </Link>
          <span className="flex-1 font-semibold">{t('title')}</span>
          <a href={guideHref(locale as Locale)} download className="text-sm text-brand-700 underline">
            {t('guide')}
          </a>
          <ReviewLanguageMenu hosts={siteHosts()} />
        </nav>
      </header>
      <main id="main" className="flex-1 [[data-testing-mod=portal]_&]:bg-slate-50">
        {children}
      </main>
      <ReviewFrameEffects />
    </>
  );
}
