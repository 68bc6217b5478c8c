import { choosePrivacyVersion, PRIVACY_VERSIONS, type PrivacyVersion } from '@/lib/legal/documents';
import type { QueryView } from '@/lib/proxy/views';

// /privacy shows the version for outside mainland China; the mainland-China version is generated at
// /privacy/query_view/cn, and the proxy serves it for `?version=cn` and, without a `version`, on the .cn host.

/** The version /privacy itself shows. */
export const DEFAULT_PRIVACY_VERSION: PrivacyVersion = 'global';

/** The versions generated as views of /privacy. */
export const GENERATED_PRIVACY_VERSIONS = PRIVACY_VERSIONS.filter(
  (version) => version !== DEFAULT_PRIVACY_VERSION,
);

export const privacyVersionView: QueryView = {
  page: '/privacy',
  resolve({ search, hostname, hosts }) {
    const version = choosePrivacyVersion({ version: search.get('version'), hostname, cnHost: hosts.cn });
    return version === DEFAULT_PRIVACY_VERSION ? null : version;
  },
};
