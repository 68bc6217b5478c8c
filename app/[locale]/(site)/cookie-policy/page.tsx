import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/legal/legal-page';
import type { Locale } from '@/lib/i18n/locales';

// Statically generated for every locale (the [locale] layout's generateStaticParams); the text is
// content/legal/cookie-policy/<locale>.md, the same one the footer dialog fetches from /api/legal/cookie-policy/<locale>.

export async function generateMetadata({ params }: PageProps<'/[locale]/cookie-policy'>): Promise<Metadata> {
  const { locale } = await params;
  return legalMetadata('cookie-policy', locale as Locale, '/cookie-policy');
}

export default async function CookiePolicyPage({ params }: PageProps<'/[locale]/cookie-policy'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <LegalPage doc="cookie-policy" locale={locale as Locale} />;
}
