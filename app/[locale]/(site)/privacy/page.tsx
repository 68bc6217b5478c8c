import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { LegalPage, legalMetadata } from '@/components/legal/legal-page';
import { PrivacyVersionSwitch } from '@/components/legal/privacy-version-switch';
import { siteHosts } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { choosePrivacyVersion, PRIVACY_DOC, type PrivacyVersion } from '@/lib/legal/documents';

// The privacy policy has two versions (spec §2): outside mainland China and mainland China. The default
// depends on the request's Host (the .cn host, SITE_HOST_CN, gets the mainland-China version) and the visitor
// can switch with `?version=global|cn`. Neither the Host nor the query exists when a page is prerendered, so
// this one page is rendered per request; that is the simplest approach that is correct without JavaScript
// (the alternatives — shipping both texts and choosing in the browser, or rewriting in proxy.ts to two hidden
// static routes — either flash the wrong version or add a second routing path). The cost is small: the
// Markdown is parsed once per process (lib/legal/load.ts). /cookie-policy and /copyright stay static.

async function currentVersion(searchParams: Promise<Record<string, string | string[] | undefined>>) {
  const [{ version }, requestHeaders] = await Promise.all([searchParams, headers()]);
  return choosePrivacyVersion({ version, hostname: requestHeaders.get('host'), cnHost: siteHosts().cn });
}

/** The canonical URL names the version explicitly for the mainland-China text, so both versions are indexable. */
function canonicalPath(version: PrivacyVersion): string {
  return version === 'cn' ? '/privacy?version=cn' : '/privacy';
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  const [{ locale }, version] = await Promise.all([params, currentVersion(searchParams)]);
  return legalMetadata(PRIVACY_DOC[version], locale as Locale, canonicalPath(version));
}

export default async function PrivacyPage({ params, searchParams }: PageProps<'/[locale]/privacy'>) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const version = await currentVersion(searchParams);
  return (
    <LegalPage doc={PRIVACY_DOC[version]} locale={locale as Locale}>
      <PrivacyVersionSwitch locale={locale as Locale} current={version} />
    </LegalPage>
  );
}
