import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { use } from 'react';
import { CardGrid } from '@/components/marketing/card-grid';
import { Consultation } from '@/components/marketing/consultation';
import { LinkButton } from '@/components/marketing/link-button';
import { PageHero } from '@/components/marketing/page-hero';
import { Section } from '@/components/marketing/section';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';

// The platform's page lives at /<slug>, the slug being one configuration value (lib/brand.ts). Only that
// slug is built; any other single segment is not a page (404), and static segments (/blog, /contact…)
// always win over this dynamic one.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ platform: brand.platform.slug }];
}

type Props = PageProps<'/[locale]/[platform]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, platform } = await params;
  if (platform !== brand.platform.slug) return notFoundMetadata(locale as Locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Platform' });
  const name = { platform: brand.platform.name };
  return pageMetadata({
    locale: locale as Locale,
    path: `/${brand.platform.slug}`,
    title: t('metaTitle', name),
    description: t('metaDescription', name),
  });
}

export default function PlatformPage({ params }: Props) {
  const { locale, platform } = use(params);
  setRequestLocale(locale as Locale);
  if (platform !== brand.platform.slug) notFound();
  return <PlatformView />;
}

function PlatformView() {
  const t = useTranslations('Platform');
  const name = { platform: brand.platform.name };
  const features = ['playable', 'video', 'templates', 'translation'] as const;
  const steps = ['pick', 'edit', 'test', 'export'] as const;
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow', name)}
        title={t('title', name)}
        intro={t('intro', name)}
        image="/images/marketing/platform.svg"
        imageAlt={t('heroAlt', name)}
      >
        <LinkButton href="/register">{t('trial')}</LinkButton>
        <LinkButton href="/review" variant="secondary">
          {t('testing')}
        </LinkButton>
      </PageHero>
      <Section id="features" title={t('features.title', name)} intro={t('features.intro')}>
        <CardGrid
          columns={4}
          cards={features.map((key) => ({
            key,
            badge: t(`features.${key}.figure`),
            title: t(`features.${key}.title`),
            text: t(`features.${key}.text`),
          }))}
        />
      </Section>
      <Section id="how" title={t('steps.title')} tone="tinted">
        <CardGrid
          ordered
          columns={4}
          cards={steps.map((key, index) => ({
            key,
            badge: String(index + 1).padStart(2, '0'),
            title: t(`steps.${key}.title`),
            text: t(`steps.${key}.text`),
          }))}
        />
      </Section>
      <Consultation title={t('cta.title', name)} text={t('cta.text', name)} />
    </>
  );
}
