import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import QRCode from 'qrcode';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Phrases } from '@/components/marketing/phrases';
import { RegisterForm } from '@/components/register/register-form';
import { countryOptions } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locales';
import { allPlatformLinks, communityUrl } from '@/lib/register/links';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]/register'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'RegisterPage' });
  return pageMetadata({
    locale: locale as Locale,
    path: '/register',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function RegisterPage({ params }: PageProps<'/[locale]/register'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations('RegisterPage');
  // The community QR code is drawn here, at build time: no third-party QR service sees the link.
  const community = communityUrl();
  const qrSvg = await QRCode.toString(community, {
    type: 'svg',
    margin: 1,
    width: 176,
    errorCorrectionLevel: 'M',
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        <Phrases text={t('title')} />
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{t('intro')}</p>
      <ClientMessages namespaces={['RegisterForm', 'Forms', 'FormErrors']}>
        <RegisterForm
          countries={countryOptions(locale as Locale)}
          platform={allPlatformLinks()}
          qrCode={`data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`}
          communityUrl={community}
        />
      </ClientMessages>
    </div>
  );
}
