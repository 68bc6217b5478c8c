import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { SearchTab } from '@/lib/search/params';

/** What a search box's <form> carries: its role, label, action and layout. */
export function searchFormProps(locale: Locale, label: string) {
  return {
    role: 'search',
    'aria-label': label,
    action: getPathname({ locale, href: '/search' }),
    className: 'flex flex-col gap-3 sm:flex-row',
  } as const;
}

/**
 * The search box's fields: the query, the chosen tab (kept for the next query) and the button. Inside a GET
 * form to this locale's /search (./search-form.tsx with next/form, or a plain <form>), so the query lands in
 * the URL (`/search?q=...&tab=work`).
 */
export function SearchFields({ query, tab }: { query: string; tab?: SearchTab }): ReactNode {
  const t = useTranslations('Search');
  return (
    <>
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
    </>
  );
}
