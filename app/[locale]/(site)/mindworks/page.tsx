import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { CardGrid } from '@/components/marketing/card-grid';
import { Consultation } from '@/components/marketing/consultation';
import { LinkButton } from '@/components/marketing/link-button';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/mindworks'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Mindworks' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/mindworks',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default function MindworksPage({ params }: PageProps<'/[locale]/mindworks'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('Mindworks');
  const services = ['strategy', 'production', 'localization', 'growth'] as const;
  const figures = ['team', 'conversion', 'users', 'languages'] as const;
  const principles = ['one', 'two', 'three'] as const;
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        image="/images/marketing/mindworks.svg"
        imageAlt={t('heroAlt')}
      >
        <LinkButton href="/contact">{t('contact')}</LinkButton>
        <LinkButton href="/our-work" variant="secondary">
          {t('work')}
        </LinkButton>
      </PageHero>
      <Section id="services" title={t('services.title')} intro={t('services.intro')}>
        <CardGrid
          columns={4}
          cards={services.map((key) => ({
            key,
            title: t(`services.${key}.title`),
            text: t(`services.${key}.text`),
          }))}
        />
      </Section>
      <Section id="figures" title={t('figures.title')} intro={t('figures.intro')} tone="tinted">
        <CardGrid
          columns={4}
          cards={figures.map((key) => ({
            key,
            badge: t(`figures.${key}.value`),
            title: t(`figures.${key}.title`),
            text: t(`figures.${key}.text`),
          }))}
        />
      </Section>
      <Section id="principles" title={t('principles.title')}>
        <CardGrid
          cards={principles.map((key) => ({
            key,
            title: t(`principles.${key}.title`),
            text: t(`principles.${key}.text`),
          }))}
        />
      </Section>
      <Consultation title={t('cta.title')} text={t('cta.text')} />
    </>
  );
}
