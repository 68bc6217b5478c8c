import { useTranslations } from 'next-intl';
import { brand } from '@/lib/brand';
import { Link } from '@/lib/i18n/navigation';

/** The register page's logo: the studio's wordmark, back to the home page. */
export function RegisterLogo() {
  const t = useTranslations('RegisterPage');
  return (
    <Link
      href="/"
      aria-label={t('logo')}
      className="inline-flex items-center gap-2 rounded text-xl font-bold tracking-tight text-ink"
    >
      <span aria-hidden="true" className="inline-block h-7 w-7 rounded-lg bg-brand-600" />
      <span aria-hidden="true">{brand.studio}</span>
    </Link>
  );
}
