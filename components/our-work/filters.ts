import { CASE_TAG_FACETS, CASE_TAGS, CASE_TYPES, type CaseTag, type CaseType } from '@/lib/content/schema';

// The our-work view in the URL: `/our-work?type=interactive&tag=casual&tag=ar`. No type = All; tags of one
// facet combine with OR, facets with AND (lib/content/schema.ts CASE_TAG_FACETS). Unknown values are ignored,
// so an old or edited link still shows a page.

export interface CaseFilterState {
  type?: CaseType;
  tags: CaseTag[];
}

type RawParam = string | string[] | undefined;

function values(value: RawParam): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function parseCaseFilter(params: { type?: RawParam; tag?: RawParam }): CaseFilterState {
  const type = values(params.type).find((value): value is CaseType =>
    (CASE_TYPES as readonly string[]).includes(value),
  );
  const wanted = new Set(values(params.tag).flatMap((value) => value.split(',')));
  // Filter-bar order, no repeats.
  const tags = CASE_TAGS.filter((tag) => wanted.has(tag));
  return { type, tags };
}

/** The query of a filter state, for links; empty for All without tags. */
export function filterQuery(state: CaseFilterState): Record<string, string | string[]> {
  return {
    ...(state.type ? { type: state.type } : {}),
    ...(state.tags.length === 1 ? { tag: state.tags[0] } : state.tags.length > 1 ? { tag: state.tags } : {}),
  };
}

/** The state after choosing a type (undefined = All); the tags stay. */
export function withType(state: CaseFilterState, type: CaseType | undefined): CaseFilterState {
  return { type, tags: state.tags };
}

/** The state after clicking a tag: it is added when absent and removed when present; the type stays. */
export function toggleTag(state: CaseFilterState, tag: CaseTag): CaseFilterState {
  const tags = state.tags.includes(tag) ? state.tags.filter((other) => other !== tag) : [...state.tags, tag];
  return { type: state.type, tags: CASE_TAGS.filter((other) => tags.includes(other)) };
}

// Generated views. A state with at most one tag of each facet that some case matches is generated at build
// time as /our-work/query_view/<type|all>/<tag_tag|any>; a state with several tags of one facet (thousands:
// any set of genres) is rendered per request from its query by the any-of view; every state no case matches
// is served by the one no-match view, whose filter bar reads the state from the URL. The proxy
// (./filter-view.ts) rewrites the query form to these paths.

/** The view rendered per request for several tags of one facet. */
export const ANY_OF_VIEW = 'any-of';

/** The generated view for a state no case matches. */
export const NO_MATCH_VIEW = 'no-match';

const ANY_TYPE = 'all';
const ANY_TAG = 'any';
const TAG_SEPARATOR = '_';

/** The two path segments of a state: `interactive` / `casual_ar`, `all` / `any` for no choice. */
export function filterSegments(state: CaseFilterState): { type: string; tags: string } {
  return {
    type: state.type ?? ANY_TYPE,
    tags: state.tags.length > 0 ? state.tags.join(TAG_SEPARATOR) : ANY_TAG,
  };
}

/** The state of two path segments, or null unless they are exactly what filterSegments() writes. */
export function parseFilterSegments(type: string, tags: string): CaseFilterState | null {
  const state = parseCaseFilter({
    type: type === ANY_TYPE ? undefined : type,
    tag: tags === ANY_TAG ? undefined : tags.split(TAG_SEPARATOR),
  });
  const canonical = filterSegments(state);
  return canonical.type === type && canonical.tags === tags ? state : null;
}

/** Whether a state chooses at most one tag of each facet (the states generated at build time). */
export function onePerFacet(state: CaseFilterState): boolean {
  return CASE_TAG_FACETS.every(
    (facet: readonly CaseTag[]) => state.tags.filter((tag) => facet.includes(tag)).length <= 1,
  );
}

/** Whether a state narrows the list at all (the unfiltered list is /our-work itself). */
export function isFiltered(state: CaseFilterState): boolean {
  return Boolean(state.type) || state.tags.length > 0;
}

/**
 * The filtered states generated at build time: every state with at most one tag of each facet that at least
 * one of these cases matches, i.e. for each case its type or any type with each choice of one or none of its
 * tags per facet. A choice of several tags in a facet matches the union of its single-tag states.
 */
export function prerenderedStates(
  cases: readonly { type: CaseType; tags: readonly CaseTag[] }[],
): CaseFilterState[] {
  const states = new Map<string, CaseFilterState>();
  for (const item of cases) {
    const choices = CASE_TAG_FACETS.map((facet: readonly CaseTag[]) => [
      undefined,
      ...facet.filter((tag) => item.tags.includes(tag)),
    ]);
    const picks = choices.reduce<(CaseTag | undefined)[][]>(
      (partial, choice) => partial.flatMap((picked) => choice.map((tag) => [...picked, tag])),
      [[]],
    );
    for (const picked of picks) {
      const chosen = CASE_TAGS.filter((tag) => picked.includes(tag));
      for (const type of [undefined, item.type]) {
        const state = { type, tags: chosen };
        if (!isFiltered(state)) continue;
        const { type: first, tags: second } = filterSegments(state);
        states.set(`${first}/${second}`, state);
      }
    }
  }
  return [...states.values()];
}
