import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PrivacyPolicy, privacyMetadata } from '@/components/legal/privacy-policy';
import { GENERATED_PRIVACY_VERSIONS } from '@/components/legal/privacy-view';
import type { Locale } from '@/lib/i18n/locales';
import type { PrivacyVersion } from '@/lib/legal/documents';

// The privacy policy's other version, generated at build time. proxy.ts rewrites `/privacy?version=cn` (and
// /privacy on the .cn host) here (components/legal/privacy-view.ts) and answers this path itself with the 404 page.

export const dynamicParams = false;

export function generateStaticParams() {
  return GENERATED_PRIVACY_VERSIONS.map((version) => ({ version }));
}

type Props = PageProps<'/[locale]/privacy/query_view/[version]'>;

function generated(version: string): PrivacyVersion {
  if (!(GENERATED_PRIVACY_VERSIONS as readonly string[]).includes(version)) notFound();
  return version as PrivacyVersion;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, version } = await params;
  return privacyMetadata(locale as Locale, generated(version));
}

export default async function PrivacyVersionPage({ params }: Props) {
  const { locale, version } = await params;
  setRequestLocale(locale as Locale);
  return <PrivacyPolicy locale={locale as Locale} version={generated(version)} />;
}
