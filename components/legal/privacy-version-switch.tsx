import { getTranslations } from 'next-intl/server';
import { type ChoiceLook, LinkChoices } from '@/components/ui/link-choices';
import type { Locale } from '@/lib/i18n/locales';
import { PRIVACY_VERSIONS, type PrivacyVersion } from '@/lib/legal/documents';
import { HeadedSection } from '@/components/ui/headed-section';

const SWITCH_LOOK: ChoiceLook = {
  base: 'block rounded-full',
  current: 'bg-brand-700 px-4 py-2 text-sm font-semibold text-white',
  other: 'px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100',
};

/**
 * The visible switch between the two privacy policies. Plain links with `?version=`, so the choice lives in
 * the URL (a shared link shows the same version) and works without JavaScript.
 */
export async function PrivacyVersionSwitch({ locale, current }: { locale: Locale; current: PrivacyVersion }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const label = { global: t('versionGlobal'), cn: t('versionCn') } satisfies Record<PrivacyVersion, string>;
  return (
    <HeadedSection
      as="nav"
      headingId="privacy-version"
      heading="p"
      title={t('versionLabel')}
      headingClassName="text-sm font-medium text-ink-muted"
      className="mt-6"
    >
      <LinkChoices
        className="mt-2 inline-flex flex-wrap gap-1 rounded-full bg-brand-50 p-1"
        look={SWITCH_LOOK}
        choices={PRIVACY_VERSIONS.map((version) => ({
          key: version,
          href: { pathname: '/privacy', query: { version } },
          label: label[version],
          current: version === current,
          data: { 'data-version': version },
        }))}
      />
    </HeadedSection>
  );
}
