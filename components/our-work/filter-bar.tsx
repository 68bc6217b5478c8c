import { useTranslations } from 'next-intl';
import { CASE_TAGS, CASE_TYPES, type CaseType } from '@/lib/content/schema';
import { Link } from '@/lib/i18n/navigation';
import { filterQuery, toggleTag, withType, type CaseFilterState } from './filters';

const chip =
  'inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const chipOff = 'border-slate-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700';
const chipOn = 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700';

/**
 * The format and tag filters as plain links: each one is the URL of the view it leads to, so filtering
 * works without JavaScript, can be bookmarked and survives a reload. The current choice has aria-current.
 */
export function FilterBar({ state }: { state: CaseFilterState }) {
  const t = useTranslations('OurWork');
  const types: (CaseType | undefined)[] = [undefined, ...CASE_TYPES];
  return (
    <nav aria-label={t('filtersLabel')} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <h2 id="filter-type" className="w-20 shrink-0 text-sm font-semibold text-ink-muted">
          {t('typeLabel')}
        </h2>
        <ul aria-labelledby="filter-type" className="flex flex-wrap gap-2">
          {types.map((type) => {
            const current = state.type === type;
            return (
              <li key={type ?? 'all'}>
                <Link
                  href={{ pathname: '/our-work', query: filterQuery(withType(state, type)) }}
                  aria-current={current ? 'true' : undefined}
                  className={`${chip} ${current ? chipOn : chipOff}`}
                  scroll={false}
                >
                  {t(`types.${type ?? 'all'}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <h2 id="filter-tags" className="w-20 shrink-0 pt-1.5 text-sm font-semibold text-ink-muted">
          {t('tagsLabel')}
        </h2>
        <ul aria-labelledby="filter-tags" className="flex flex-wrap gap-2">
          {CASE_TAGS.map((tag) => {
            const current = state.tags.includes(tag);
            return (
              <li key={tag}>
                <Link
                  href={{ pathname: '/our-work', query: filterQuery(toggleTag(state, tag)) }}
                  aria-current={current ? 'true' : undefined}
                  className={`${chip} ${current ? chipOn : chipOff}`}
                  scroll={false}
                >
                  {t(`tags.${tag}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
