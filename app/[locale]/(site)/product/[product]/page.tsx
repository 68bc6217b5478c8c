import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { type ReactNode, use } from 'react';
import { CardGrid } from '@/components/marketing/card-grid';
import { Consultation } from '@/components/marketing/consultation';
import { LinkButton } from '@/components/marketing/link-button';
import { PageHero } from '@/components/marketing/page-hero';
import { FEATURED_DEMOS, FeaturedDemo, hasFeaturedDemo } from '@/components/our-work/featured-demo';
import { Section } from '@/components/marketing/section';
import type { Locale } from '@/lib/i18n/locales';
import { isProductSlug, productSlugs, products } from '@/lib/products';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';

// An unknown product is the 404 page, not a render with missing texts.
export const dynamicParams = false;

export function generateStaticParams() {
  return productSlugs.map((product) => ({ product }));
}

type Props = PageProps<'/[locale]/product/[product]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await params;
  if (!isProductSlug(product)) return notFoundMetadata(locale as Locale);
  const { key } = products[product];
  const t = await getTranslations({ locale: locale as Locale, namespace: `Product.${key}` });
  return pageMetadata({
    locale: locale as Locale,
    path: `/product/${product}`,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default function ProductPage({ params }: Props) {
  const { locale, product } = use(params);
  setRequestLocale(locale as Locale);
  if (!isProductSlug(product)) notFound();
  const { key, image } = products[product];
  // The playable-ads page lets the visitor play one of the studio's demos in place of its illustration.
  const demo = product === 'playable-ads' && hasFeaturedDemo(FEATURED_DEMOS.playableAds);
  return (
    <ProductView
      productKey={key}
      image={image}
      media={demo ? <FeaturedDemo slug={FEATURED_DEMOS.playableAds} locale={locale as Locale} /> : undefined}
    />
  );
}

function ProductView({
  productKey,
  image,
  media,
}: {
  productKey: (typeof products)[keyof typeof products]['key'];
  image: string;
  media?: ReactNode;
}) {
  const shared = useTranslations('Product');
  const t = useTranslations(`Product.${productKey}`);
  const audiences = ['one', 'two', 'three'] as const;
  const steps = ['create', 'analyze', 'iterate'] as const;
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        image={image}
        imageAlt={t('heroAlt')}
        media={media}
      >
        <LinkButton href="/contact">{shared('talk')}</LinkButton>
        <LinkButton href="/our-work" variant="secondary">
          {shared('work')}
        </LinkButton>
      </PageHero>
      <Section id="audiences" title={t('audiences.title')} intro={t('audiences.intro')}>
        <CardGrid
          cards={audiences.map((audience) => ({
            key: audience,
            title: t(`audiences.${audience}.title`),
            text: t(`audiences.${audience}.text`),
          }))}
        />
      </Section>
      <Section id="flow" title={shared('flowTitle')} intro={t('flowIntro')} tone="tinted">
        <CardGrid
          ordered
          cards={steps.map((step, index) => ({
            key: step,
            badge: shared('step', { number: index + 1 }),
            title: shared(`steps.${step}`),
            text: t(`flow.${step}`),
          }))}
        />
      </Section>
      <Consultation title={t('cta.title')} text={t('cta.text')} />
    </>
  );
}
