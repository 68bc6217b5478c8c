import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The register page's own footer (the site footer's bottom bar is not shown on register pages, spec §2). */
export function RegisterFooter() {
  const t = useTranslations('RegisterPage');
  return (
    <footer className="border-t border-ink/10 bg-brand-50">
      <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          {t('footerNote')}{' '}
          <Link href="/contact" className="font-medium text-brand-700 underline hover:text-brand-900">
            {t('contact')}
          </Link>
        </p>
        <p className="flex gap-4">
          <Link href="/privacy" className="text-brand-700 underline hover:text-brand-900">
            {t('privacy')}
          </Link>
          <span>{t('rights', { year: new Date().getFullYear() })}</span>
        </p>
      </div>
    </footer>
  );
}
