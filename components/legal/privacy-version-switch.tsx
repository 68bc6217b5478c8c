import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { PRIVACY_VERSIONS, type PrivacyVersion } from '@/lib/legal/documents';

/**
 * The visible switch between the two privacy policies. Plain links with `?version=`, so the choice lives in
 * the URL (a shared link shows the same version) and works without JavaScript.
 */
export async function PrivacyVersionSwitch({ locale, current }: { locale: Locale; current: PrivacyVersion }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const label = { global: t('versionGlobal'), cn: t('versionCn') } satisfies Record<PrivacyVersion, string>;
  return (
    <nav aria-labelledby="privacy-version" className="mt-6">
      <p id="privacy-version" className="text-sm font-medium text-ink-muted">
        {t('versionLabel')}
      </p>
      <ul className="mt-2 inline-flex flex-wrap gap-1 rounded-full bg-brand-50 p-1">
        {PRIVACY_VERSIONS.map((version) => {
          const active = version === current;
          return (
            <li key={version}>
              <Link
                href={{ pathname: '/privacy', query: { version } }}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'block rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white'
                    : 'block rounded-full px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100'
                }
                data-version={version}
              >
                {label[version]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
