import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PrivacyPolicy, privacyMetadata } from '@/components/legal/privacy-policy';
import { DEFAULT_PRIVACY_VERSION } from '@/components/legal/privacy-view';
import type { Locale } from '@/lib/i18n/locales';

// The privacy policy for outside mainland China. The mainland-China version (`?version=cn`, and the .cn host's
// default) is generated under ./query_view/[version] and reached through proxy.ts; both are static.

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  return privacyMetadata((await params).locale as Locale, DEFAULT_PRIVACY_VERSION);
}

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <PrivacyPolicy locale={locale} version={DEFAULT_PRIVACY_VERSION} />;
}
