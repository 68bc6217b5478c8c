import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

// The footer bottom bar frame; the site-chrome issue turns the policy links into dialogs.
export function Footer() {
  const t = useTranslations('Footer');
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-ink-muted">
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('legal')}>
          <ul className="flex gap-4">
            <li>
              <Link href="/privacy">{t('privacy')}</Link>
            </li>
            <li>
              <Link href="/copyright">{t('copyrightNotice')}</Link>
            </li>
            <li>
              <Link href="/cookie-policy">{t('cookiePolicy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
