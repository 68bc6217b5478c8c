import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { Consultation } from '@/components/marketing/consultation';
import {
  AdFormats,
  ClientCases,
  FeatureList,
  LatestArticles,
  ToolTabs,
} from '@/components/marketing/home-sections';
import { LinkButton } from '@/components/marketing/link-button';
import { LogoWall } from '@/components/marketing/logo-wall';
import { PageHero } from '@/components/marketing/page-hero';
import { FEATURED_DEMOS, FeaturedDemo, hasFeaturedDemo } from '@/components/our-work/featured-demo';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Home' });
  const meta = await getTranslations({ locale: locale as Locale, namespace: 'Metadata' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/',
    title: t('metaTitle'),
    description: meta('description'),
  });
}

export default function HomePage({ params }: PageProps<'/[locale]'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('Home');
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        image="/images/marketing/home-hero.svg"
        imageAlt={t('heroAlt')}
        media={
          hasFeaturedDemo(FEATURED_DEMOS.home) ? (
            <FeaturedDemo slug={FEATURED_DEMOS.home} locale={locale as Locale} />
          ) : undefined
        }
      >
        <LinkButton href="/contact">{t('contact')}</LinkButton>
        <LinkButton href="/our-work" variant="secondary">
          {t('work')}
        </LinkButton>
      </PageHero>
      <LogoWall />
      <FeatureList />
      <AdFormats />
      <ToolTabs />
      <ClientCases />
      <LatestArticles />
      <Consultation />
    </>
  );
}
