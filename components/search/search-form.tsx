import { useTranslations } from 'next-intl';
import Form from 'next/form';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchTab } from '@/lib/search/params';
import { SearchFields, searchFormProps } from './search-fields';

/**
 * The search box: a GET form to this locale's /search, so the query lands in the URL
 * (`/search?q=...&tab=work`); with JavaScript it navigates inside the app (next/form), without it the browser
 * submits it. The chosen tab is kept for the next query.
 */
export function SearchForm({ locale, query, tab }: { locale: Locale; query: string; tab?: SearchTab }) {
  const t = useTranslations('Search');
  return (
    <Form {...searchFormProps(locale, t('formLabel'))} prefetch={false}>
      <SearchFields query={query} tab={tab} />
    </Form>
  );
}
