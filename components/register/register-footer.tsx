import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/**
 * The register page's own footer (the site footer's bottom bar is not shown on register pages). Its copyright
 * line is the site footer's own message (Footer.copyright, components/layout/footer.tsx): one wording.
 */
export function RegisterFooter() {
  const t = useTranslations('RegisterPage');
  const footer = useTranslations('Footer');
  return (
    <footer className="border-t border-ink/10 bg-brand-50">
      <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          {t('footerNote')}{' '}
          <Link href="/contact" className="font-medium text-brand-700 underline hover:text-brand-900">
            {t('contact')}
          </Link>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href="/privacy" className="whitespace-nowrap text-brand-700 underline hover:text-brand-900">
            {t('privacy')}
          </Link>
          <span data-copyright>{footer('copyright', { year: new Date().getFullYear() })}</span>
        </p>
      </div>
    </footer>
  );
}
