import { choosePrivacyVersion, PRIVACY_VERSIONS, type PrivacyVersion } from '@/lib/legal/documents';
import type { QueryView } from '@/lib/proxy/views';

// /privacy shows the version for outside mainland China; the mainland-China version is generated at
// /privacy/version/cn, and the proxy serves it for `?version=cn` and, without a `version`, on the .cn host.

/** Locale-free prefix of the generated privacy versions. */
export const PRIVACY_VERSION_ROUTE = '/privacy/version';

/** The version /privacy itself shows. */
export const DEFAULT_PRIVACY_VERSION: PrivacyVersion = 'global';

/** The versions generated under PRIVACY_VERSION_ROUTE. */
export const GENERATED_PRIVACY_VERSIONS = PRIVACY_VERSIONS.filter(
  (version) => version !== DEFAULT_PRIVACY_VERSION,
);

export const privacyVersionView: QueryView = {
  page: '/privacy',
  internal: PRIVACY_VERSION_ROUTE,
  resolve({ search, hostname, hosts }) {
    const version = choosePrivacyVersion({ version: search.get('version'), hostname, cnHost: hosts.cn });
    return version === DEFAULT_PRIVACY_VERSION ? null : `${PRIVACY_VERSION_ROUTE}/${version}`;
  },
};
