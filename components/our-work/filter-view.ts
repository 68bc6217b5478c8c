import { getCases } from '@/lib/content/load';
import type { QueryView } from '@/lib/proxy/views';
import {
  ANY_OF_VIEW,
  filterSegments,
  isFiltered,
  NO_MATCH_VIEW,
  onePerFacet,
  parseCaseFilter,
} from './filters';

/**
 * Our work's registration with the proxy: `/our-work?type=interactive&tag=casual` is served from
 * `/our-work/query_view/interactive/casual`, several genres from the any-of view (which reads the query), a
 * state no case matches from the one no-match view. The cases are read from content/ once per process (the
 * same loader the pages were generated with).
 */
export const caseFilterView: QueryView = {
  page: '/our-work',
  resolve({ locale, search }) {
    const state = parseCaseFilter({ type: search.getAll('type'), tag: search.getAll('tag') });
    if (!isFiltered(state)) return null;
    if (getCases(locale, state).length === 0) return NO_MATCH_VIEW;
    if (!onePerFacet(state)) return ANY_OF_VIEW;
    const { type, tags } = filterSegments(state);
    return `${type}/${tags}`;
  },
};
