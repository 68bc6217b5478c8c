import { useTranslations } from 'next-intl';
import { type ChoiceLook, type LinkChoice, LinkChoices } from '@/components/ui/link-choices';
import { CASE_TAGS, CASE_TYPES, type CaseType } from '@/lib/content/schema';
import { filterQuery, toggleTag, withType, type CaseFilterState } from './filters';

const CHIP_LOOK: ChoiceLook = {
  base: 'inline-flex items-center rounded-full border px-4 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  current: 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700',
  other: 'border-slate-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700',
};

/** One row of the bar: its label, a heading that names the list of chips beside it. */
function FilterGroup({
  id,
  label,
  alignTop = false,
  choices,
}: {
  id: string;
  label: string;
  /** For a list that wraps: the label stays by its first row. */
  alignTop?: boolean;
  choices: LinkChoice[];
}) {
  return (
    <div className={`flex flex-col gap-2 sm:flex-row ${alignTop ? 'sm:items-start' : 'sm:items-center'}`}>
      <h2
        id={id}
        className={
          alignTop
            ? 'w-20 shrink-0 pt-1.5 text-sm font-semibold text-ink-muted'
            : 'w-20 shrink-0 text-sm font-semibold text-ink-muted'
        }
      >
        {label}
      </h2>
      <LinkChoices
        aria-labelledby={id}
        className="flex flex-wrap gap-2"
        look={CHIP_LOOK}
        ariaCurrent="true"
        scroll={false}
        choices={choices}
      />
    </div>
  );
}

/**
 * The format and tag filters as plain links: each one is the URL of the view it leads to, so filtering
 * works without JavaScript, can be bookmarked and survives a reload. The current choice has aria-current.
 */
export function FilterBar({ state }: { state: CaseFilterState }) {
  const t = useTranslations('OurWork');
  const types: (CaseType | undefined)[] = [undefined, ...CASE_TYPES];
  return (
    <nav aria-label={t('filtersLabel')} className="flex flex-col gap-4">
      <FilterGroup
        id="filter-type"
        label={t('typeLabel')}
        choices={types.map((type) => ({
          key: type ?? 'all',
          href: { pathname: '/our-work', query: filterQuery(withType(state, type)) },
          label: t(`types.${type ?? 'all'}`),
          current: state.type === type,
        }))}
      />
      <FilterGroup
        id="filter-tags"
        label={t('tagsLabel')}
        alignTop
        choices={CASE_TAGS.map((tag) => ({
          key: tag,
          href: { pathname: '/our-work', query: filterQuery(toggleTag(state, tag)) },
          label: t(`tags.${tag}`),
          current: state.tags.includes(tag),
        }))}
      />
    </nav>
  );
}
