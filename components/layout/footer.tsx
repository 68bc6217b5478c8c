import { useLocale, useTranslations } from 'next-intl';
import { icpRecord } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { FooterPolicyLinks, IcpRecord } from './footer-client';
import { FOOTER_HEIGHT, FOOTER_LINKS_WIDTH } from './reserved-size';

// The footer bottom bar (docs/PRODUCT.md, Layouts and chrome): the copyright line (with the record-filing number on the cn host) and the
// privacy, copyright and cookie-policy links, which open as dialogs (each a real link to its page without JS).
export function Footer() {
  const t = useTranslations('Footer');
  const locale = useLocale() as Locale;
  const record = icpRecord();
  return (
    // Its final height from the start (./reserved-size.ts): at the foot of a short page it is drawn upwards
    // from the bottom of the window, and would move up as its rows were parsed. Below 768 px the copyright
    // and the links are two rows, one row from there.
    <footer className={`mt-auto border-t border-slate-200 bg-slate-50 ${FOOTER_HEIGHT[locale]}`}>
      <div className="mx-auto flex max-w-page flex-col items-start gap-4 px-4 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
        <p>
          <span data-copyright>{t('copyright', { year: new Date().getFullYear() })}</span>
          {record && <IcpRecord record={record} />}
        </p>
        <FooterPolicyLinks
          // Its final width from the start (./reserved-size.ts): the row does not wrap, nor the links move,
          // when the last link is parsed.
          className={FOOTER_LINKS_WIDTH[locale]}
          label={t('legal')}
          links={{ privacy: t('privacy'), copyright: t('copyrightNotice'), cookiePrivacy: t('cookiePolicy') }}
        />
      </div>
    </footer>
  );
}
