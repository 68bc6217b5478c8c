'use client';

import { useSearchParams } from 'next/navigation';
import { FilterBar } from './filter-bar';
import { parseCaseFilter } from './filters';

/** The filter bar of the state in the address bar, for the one static page that serves every empty state. */
export function FilterBarFromUrl() {
  const search = useSearchParams();
  return <FilterBar state={parseCaseFilter({ type: search.getAll('type'), tag: search.getAll('tag') })} />;
}
