import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ReviewFlow } from '@/components/review/review-flow';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { Phrases } from '@/components/marketing/phrases';

export async function generateMetadata({ params }: PageProps<'/[locale]/review'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Review' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/review',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default function ReviewPage({ params }: PageProps<'/[locale]/review'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('Review');
  return (
    <div className="mx-auto max-w-page px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">
        <Phrases text={t('title')} />
      </h1>
      <p className="mt-3 max-w-3xl text-ink-muted">{t('intro')}</p>
      <div className="mt-8">
        <ClientMessages
          namespaces={[
            'Review',
            'ReviewPreview',
            'PlayableRules',
            'ReviewCompliance',
            'ComplianceRules',
            'ComplianceFindings',
          ]}
        >
          <ReviewFlow />
        </ClientMessages>
      </div>
    </div>
  );
}
