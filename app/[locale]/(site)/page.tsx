import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Home' });
  const meta = await getTranslations({ locale: locale as Locale, namespace: 'Metadata' });
  return pageMetadata({ locale: locale as Locale, path: '/', title: t('metaTitle'), description: meta('description') });
}

export default function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('Home');
  return (
    <section className="mx-auto max-w-page px-4 py-20">
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
      <p className="mt-6 max-w-2xl text-lg text-ink-muted">{t('intro')}</p>
      <Link
        href="/contact"
        className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('contact')}
      </Link>
    </section>
  );
}
