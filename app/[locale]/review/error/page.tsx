import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

// Where the review pages send a tester when a test cannot go on (an expired or unknown report link).

export async function generateMetadata({ params }: PageProps<'/[locale]/review/error'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ReviewError' });
  return {
    ...pageMetadata({
      locale: locale as Locale,
      path: '/review/error',
      title: t('metaTitle'),
      description: t('body'),
    }),
    robots: { index: false },
  };
}

export default function ReviewErrorPage({ params }: PageProps<'/[locale]/review/error'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('ReviewError');
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-ink-muted">{t('body')}</p>
      <ul className="mt-4 space-y-1 text-left text-ink-muted">
        <li>{t('reasonExpired')}</li>
        <li>{t('reasonLink')}</li>
      </ul>
      <div className="mt-8 flex justify-center gap-3">
        <Link
          href="/review"
          className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('back')}
        </Link>
        <Link href="/review/doc" className="rounded-full px-6 py-2.5 font-semibold text-brand-700 underline">
          {t('doc')}
        </Link>
      </div>
    </div>
  );
}
