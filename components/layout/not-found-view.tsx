import { useLocale, useTranslations } from 'next-intl';
import { Phrases } from '@/components/marketing/phrases';
import { SearchFields, searchFormProps } from '@/components/search/search-fields';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The 404 message (docs/PRODUCT.md, Pages and routes), in the current locale, with the way home and a search box: a plain GET form
 * (the browser submits it), not the search page's next/form, whose script every page would otherwise load
 * with this view's boundary (app/[locale]/(site)/not-found.tsx).
 */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  const search = useTranslations('Search');
  const locale = useLocale() as Locale;
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
      <p className="mt-12 text-ink-muted">{t('search')}</p>
      <div className="mt-4 w-full max-w-xl">
        <form {...searchFormProps(locale, search('formLabel'))}>
          <SearchFields query="" />
        </form>
      </div>
    </section>
  );
}
