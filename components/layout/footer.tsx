import { useTranslations } from 'next-intl';
import { icpRecord } from '@/lib/config';
import { FooterPolicyLinks, IcpRecord } from './footer-client';

// The footer bottom bar (spec §2): the copyright line (with the record-filing number on the cn host) and the
// privacy, copyright and cookie-policy links, which open as dialogs (each a real link to its page without JS).
export function Footer() {
  const t = useTranslations('Footer');
  const record = icpRecord();
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-ink-muted">
        <p>
          <span data-copyright>{t('copyright', { year: new Date().getFullYear() })}</span>
          {record && <IcpRecord record={record} />}
        </p>
        <FooterPolicyLinks
          label={t('legal')}
          links={{ privacy: t('privacy'), copyright: t('copyrightNotice'), cookiePrivacy: t('cookiePolicy') }}
        />
      </div>
    </footer>
  );
}
