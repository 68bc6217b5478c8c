import { CASE_TAGS, CASE_TYPES, type CaseTag, type CaseType } from '@/lib/content/schema';

// The our-work view in the URL (DESIGN §2): `/our-work?type=interactive&tag=casual&tag=ar`. No type = All;
// several tags combine with AND (a case must carry each). Unknown values are ignored, so an old or edited
// link still shows a page.

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
