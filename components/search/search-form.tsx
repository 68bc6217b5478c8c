import { useTranslations } from 'next-intl';
import Form from 'next/form';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { SearchTab } from '@/lib/search/params';

/**
 * The search box: a GET form to this locale's /search, so the query lands in the URL
 * (`/search?q=...&tab=work`); with JavaScript it navigates inside the app (next/form), without it the browser
 * submits it. The chosen tab is kept for the next query.
 */
export function SearchForm({ locale, query, tab }: { locale: Locale; query: string; tab?: SearchTab }) {
  const t = useTranslations('Search');
  return (
    <Form
      role="search"
      aria-label={t('formLabel')}
      action={getPathname({ locale, href: '/search' })}
      prefetch={false}
      className="flex flex-col gap-3 sm:flex-row"
    >
      <label htmlFor="search-q" className="sr-only">
        {t('inputLabel')}
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        defaultValue={query}
        placeholder={t('placeholder')}
        maxLength={200}
        required
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-ink placeholder:text-slate-500"
      />
      {tab ? <input type="hidden" name="tab" value={tab} /> : null}
      <button
        type="submit"
        className="rounded-full bg-brand-600 px-7 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('submit')}
      </button>
    </Form>
  );
}
