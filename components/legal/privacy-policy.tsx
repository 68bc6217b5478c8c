import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { PRIVACY_DOC, type PrivacyVersion } from '@/lib/legal/documents';
import { LegalPage, legalMetadata } from './legal-page';
import { PrivacyVersionSwitch } from './privacy-version-switch';

// The privacy policy has two versions: outside mainland China and mainland China. Each is a static
// page; proxy.ts picks the one a request asks for (components/legal/privacy-view.ts), from `?version=` or
// else the host, before the page is served, so the right version is in the HTML with or without JavaScript.

/** The canonical URL names the version explicitly for the mainland-China text, so both versions are indexable. */
function canonicalPath(version: PrivacyVersion): string {
  return version === 'cn' ? '/privacy?version=cn' : '/privacy';
}

export function privacyMetadata(locale: Locale, version: PrivacyVersion): Metadata {
  return legalMetadata(PRIVACY_DOC[version], locale, canonicalPath(version));
}

export function PrivacyPolicy({ locale, version }: { locale: Locale; version: PrivacyVersion }) {
  return (
    <LegalPage doc={PRIVACY_DOC[version]} locale={locale}>
      <PrivacyVersionSwitch locale={locale} current={version} />
    </LegalPage>
  );
}
