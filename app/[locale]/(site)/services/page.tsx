import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { Consultation } from '@/components/marketing/consultation';
import { Section } from '@/components/marketing/section';
import { brand } from '@/lib/brand';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

export async function generateMetadata({ params }: PageProps<'/[locale]/services'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Services' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/services',
    title: t('metaTitle'),
    description: t('metaDescription', { platform: brand.platform.name }),
  });
}

// The section ids are link targets: the navbar's paid-information anchor points at /services#<platform slug>,
// and the old site's copy links to #MarketingPlanning and #CreativeVideos.
const sections = [
  {
    id: 'MarketingPlanning',
    key: 'planning',
    href: '/contact',
    image: '/images/marketing/services-planning.svg',
  },
  {
    id: 'InteractiveAds',
    key: 'interactive',
    href: '/product/playable-ads',
    image: '/images/marketing/product-playable-ads.svg',
  },
  {
    id: 'CreativeVideos',
    key: 'videos',
    href: '/product/video-ads',
    image: '/images/marketing/product-video-ads.svg',
  },
  {
    id: brand.platform.slug,
    key: 'platform',
    href: `/${brand.platform.slug}`,
    image: '/images/marketing/platform.svg',
  },
] as const;

export default function ServicesPage({ params }: PageProps<'/[locale]/services'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('Services');
  const name = { platform: brand.platform.name };
  const points = ['one', 'two', 'three'] as const;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-page px-4 py-14 md:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            <Phrases text={t('title')} />
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-muted">{t('intro', name)}</p>
          <nav aria-label={t('jump')} className="mt-8">
            <ul className="flex flex-wrap gap-3">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-block rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t(`${section.key}.title`, name)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          title={t(`${section.key}.title`, name)}
          tone={index % 2 ? 'tinted' : 'plain'}
        >
          <div className="grid items-center gap-10 md:grid-cols-2">
            <div>
              <p className="text-lg text-ink-muted">{t(`${section.key}.text`, name)}</p>
              <ul className="mt-6 space-y-3">
                {points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-600" />
                    <span>{t(`${section.key}.points.${point}`, name)}</span>
                  </li>
                ))}
              </ul>
              <Link
                href={section.href}
                className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t(`${section.key}.link`, name)}
              </Link>
            </div>
            <Image
              src={section.image}
              alt={t(`${section.key}.alt`, name)}
              width={960}
              height={640}
              className="h-auto w-full rounded-2xl"
            />
          </div>
        </Section>
      ))}
      <Consultation />
    </>
  );
}
