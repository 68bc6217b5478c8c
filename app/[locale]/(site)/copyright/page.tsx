import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/legal/legal-page';
import type { Locale } from '@/lib/i18n/locales';

// Statically generated for every locale (the [locale] layout's generateStaticParams); the text is
// content/legal/copyright/<locale>.md, the same one the footer dialog fetches from /api/legal/copyright/<locale>.

export async function generateMetadata({ params }: PageProps<'/[locale]/copyright'>): Promise<Metadata> {
  const { locale } = await params;
  return legalMetadata('copyright', locale as Locale, '/copyright');
}

export default async function CopyrightPage({ params }: PageProps<'/[locale]/copyright'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <LegalPage doc="copyright" locale={locale as Locale} />;
}
