import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Phrases } from '@/components/marketing/phrases';

/** The 404 message of spec §8, in the current locale. */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  return (
    <section className="mx-auto flex max-w-page flex-col items-start px-4 py-24">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold">
        <Phrases text={t('title')} />
      </h1>
      <p className="mt-4 text-ink-muted">{t('description')}</p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('back')}
      </Link>
    </section>
  );
}
