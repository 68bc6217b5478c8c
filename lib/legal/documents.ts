import { isCnHost } from '@/lib/hosts';
import { locales, type Locale } from '@/lib/i18n/locales';

// The legal documents (docs/PRODUCT.md, Legal texts and retention): the privacy policy in two versions
// (outside mainland China and mainland China), the cookie policy and the copyright notice. Each lives in
// content/legal/<doc>/<locale>.md.

export const LEGAL_DOCS = ['privacy', 'privacy-cn', 'cookie-policy', 'copyright'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

export const LEGAL_LOCALES = locales;

/** Front-matter fields every legal document must carry. */
export const LEGAL_FIELDS = ['title', 'updated', 'summary'] as const;

/** The privacy policy was last updated 4 Jun 2025; the other documents share the date. */
export const LEGAL_UPDATED = '2025-06-04';

export function isLegalDoc(value: unknown): value is LegalDoc {
  return typeof value === 'string' && (LEGAL_DOCS as readonly string[]).includes(value);
}

export function isLegalLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LEGAL_LOCALES as readonly string[]).includes(value);
}

/** The two versions of the privacy policy, as the `?version=` query value names them. */
export const PRIVACY_VERSIONS = ['global', 'cn'] as const;
export type PrivacyVersion = (typeof PRIVACY_VERSIONS)[number];

export const PRIVACY_DOC: Record<PrivacyVersion, LegalDoc> = { global: 'privacy', cn: 'privacy-cn' };

/**
 * Which privacy policy a request gets: an explicit `?version=` wins; otherwise the mainland-China version on
 * the .cn host (SITE_HOST_CN) and the version for outside mainland China everywhere else. Pure, so the
 * footer dialogs can reuse it with `location.hostname`.
 */
export function choosePrivacyVersion({
  version,
  hostname,
  cnHost,
}: {
  version?: string | string[] | null;
  hostname?: string | null;
  cnHost: string;
}): PrivacyVersion {
  const asked = Array.isArray(version) ? version[0] : version;
  if (asked === 'cn' || asked === 'global') return asked;
  return hostname && isCnHost(hostname, cnHost) ? 'cn' : 'global';
}
