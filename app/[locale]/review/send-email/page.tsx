import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SendEmailForm } from '@/components/review/send-email-form';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/review/send-email'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'ReviewSendEmail' });
  return {
    ...pageMetadata({
      locale: locale as Locale,
      path: '/review/send-email',
      title: t('metaTitle'),
      description: t('intro'),
    }),
    robots: { index: false },
  };
}

export default function ReviewSendEmailPage({ params }: PageProps<'/[locale]/review/send-email'>) {
  const { locale } = use(params);
  setRequestLocale(locale as Locale);
  const t = useTranslations('ReviewSendEmail');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 text-ink-muted">{t('intro')}</p>
      <div className="mt-8">
        <ClientMessages namespaces={['ReviewSendEmail']}>
          <SendEmailForm />
        </ClientMessages>
      </div>
    </div>
  );
}
