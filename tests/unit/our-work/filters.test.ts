import {
  filterQuery,
  filterSegments,
  parseCaseFilter,
  parseFilterSegments,
  prerenderedStates,
  toggleTag,
  withType,
} from '@/components/our-work/filters';
import { getCases } from '@/lib/content/load';
import { CASE_TAG_FACETS, CASE_TAGS, CASE_TYPES, tagsMatch } from '@/lib/content/schema';

describe('our-work filter state in the URL', () => {
  it('reads type and tags, ignoring unknown values, repeats and order', () => {
    expect(parseCaseFilter({})).toEqual({ type: undefined, tags: [] });
    expect(parseCaseFilter({ type: 'interactive', tag: 'casual' })).toEqual({
      type: 'interactive',
      tags: ['casual'],
    });
    expect(parseCaseFilter({ type: 'videos', tag: ['ar', 'nonsense', 'casual', 'ar'] })).toEqual({
      type: undefined,
      tags: ['casual', 'ar'],
    });
    expect(parseCaseFilter({ type: ['video', 'interactive'], tag: 'brand,3d-animation' })).toEqual({
      type: 'video',
      tags: ['brand', '3d-animation'],
    });
  });

  it('builds the query of a state: none for All, one tag as a string, several as a list', () => {
    expect(filterQuery({ tags: [] })).toEqual({});
    expect(filterQuery({ type: 'interactive', tags: ['casual'] })).toEqual({
      type: 'interactive',
      tag: 'casual',
    });
    expect(filterQuery({ type: 'video', tags: ['brand', 'ar'] })).toEqual({
      type: 'video',
      tag: ['brand', 'ar'],
    });
  });

  it('combines: a type keeps the tags, a tag toggles and keeps the type', () => {
    const state = { type: 'interactive' as const, tags: ['casual' as const] };
    expect(withType(state, 'video')).toEqual({ type: 'video', tags: ['casual'] });
    expect(withType(state, undefined)).toEqual({ type: undefined, tags: ['casual'] });
    expect(toggleTag(state, 'casual')).toEqual({ type: 'interactive', tags: [] });
    expect(toggleTag(state, 'ar')).toEqual({ type: 'interactive', tags: ['casual', 'ar'] });
    expect(toggleTag({ tags: ['ar'] }, 'casual').tags).toEqual(['casual', 'ar']);
  });

  it('round-trips through URLSearchParams', () => {
    const state = { type: 'video' as const, tags: ['brand' as const, 'ar' as const] };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filterQuery(state))) {
      for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
    }
    expect(params.toString()).toBe('type=video&tag=brand&tag=ar');
    expect(parseCaseFilter({ type: params.getAll('type'), tag: params.getAll('tag') })).toEqual(state);
  });
});

describe('our-work filters over the real cases', () => {
  it('every type and every tag finds at least one case, in every locale alike', () => {
    for (const type of CASE_TYPES) expect(getCases('en', { type }).length).toBeGreaterThan(0);
    for (const tag of CASE_TAGS) {
      const english = getCases('en', { tags: [tag] }).map((item) => item.slug);
      expect(english.length, tag).toBeGreaterThan(0);
      expect(getCases('ko', { tags: [tag] }).map((item) => item.slug)).toEqual(english);
    }
  });

  it('type and tag narrow together, and an impossible combination finds nothing', () => {
    const casual = getCases('en', { tags: ['casual'] });
    const interactiveCasual = getCases('en', { type: 'interactive', tags: ['casual'] });
    expect(interactiveCasual.length).toBeGreaterThan(0);
    expect(interactiveCasual.length).toBeLessThanOrEqual(casual.length);
    expect(
      interactiveCasual.every((item) => item.type === 'interactive' && item.tags.includes('casual')),
    ).toBe(true);
    expect(getCases('en', { type: 'video', tags: ['casino'] })).toEqual([]);
  });

  it('two genres give the union of their cases (a case has one genre)', () => {
    for (const item of getCases('en')) {
      expect(
        item.tags.filter((tag) => CASE_TAG_FACETS[0].includes(tag as never)),
        item.slug,
      ).toHaveLength(1);
    }
    const slugs = (tags: Parameters<typeof getCases>[1]) => getCases('en', tags).map((item) => item.slug);
    const casino = slugs({ tags: ['casino'] });
    const ecommerce = slugs({ tags: ['ecommerce'] });
    expect(casino.length).toBeGreaterThan(0);
    expect(ecommerce.length).toBeGreaterThan(0);
    expect(slugs({ tags: ['casino', 'ecommerce'] }).sort()).toEqual([...casino, ...ecommerce].sort());
  });

  it('a technique narrows the chosen genres: OR within a facet, AND across facets', () => {
    const found = getCases('en', { tags: ['ecommerce', 'utility', 'ar'] });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(getCases('en', { tags: ['ecommerce', 'utility'] }).length);
    for (const item of found) {
      expect(item.tags).toContain('ar');
      expect(item.tags.some((tag) => tag === 'ecommerce' || tag === 'utility')).toBe(true);
    }
    expect(
      getCases('en', { tags: ['ar', '3d-animation'] })
        .map((item) => item.slug)
        .sort(),
    ).toEqual(
      getCases('en')
        .filter((item) => item.tags.includes('ar') || item.tags.includes('3d-animation'))
        .map((item) => item.slug)
        .sort(),
    );
  });

  it('tagsMatch: no choice matches everything; each facet needs one of its choices', () => {
    expect(tagsMatch(['casual'], [])).toBe(true);
    expect(tagsMatch(['casual'], ['casual', 'casino'])).toBe(true);
    expect(tagsMatch(['casual'], ['casino'])).toBe(false);
    expect(tagsMatch(['casual'], ['casual', 'ar'])).toBe(false);
    expect(tagsMatch(['utility', 'ar'], ['casual', 'utility', 'ar', '3d-animation'])).toBe(true);
  });
});

describe('generated filter views', () => {
  const allStates = () =>
    [undefined, ...CASE_TYPES].flatMap((type) =>
      Array.from({ length: 1 << CASE_TAGS.length }, (_, subset) => ({
        type,
        tags: CASE_TAGS.filter((__, index) => subset & (1 << index)),
      })),
    );

  it('name each state by two path segments that read back to it, and nothing else', () => {
    expect(filterSegments({ tags: [] })).toEqual({ type: 'all', tags: 'any' });
    expect(filterSegments({ type: 'video', tags: ['brand', '3d-animation'] })).toEqual({
      type: 'video',
      tags: 'brand_3d-animation',
    });
    const seen = new Set<string>();
    for (const state of allStates()) {
      const { type, tags } = filterSegments(state);
      expect(parseFilterSegments(type, tags)).toEqual(state);
      seen.add(`${type}/${tags}`);
    }
    expect(seen.size).toBe(3 * 2 ** CASE_TAGS.length);
    // Other spellings of a state are not its name: one address per generated view.
    for (const [type, tags] of [
      ['interactive', 'ar_casual'],
      ['interactive', 'casual_casual'],
      ['all', ''],
      ['videos', 'any'],
      ['video', 'nonsense'],
      ['video', 'any_ar'],
    ]) {
      expect(parseFilterSegments(type!, tags!), `${type}/${tags}`).toBeNull();
    }
  });

  it('are generated at build time for exactly the matched states with one tag per facet at most', () => {
    const onePerFacet = (tags: readonly string[]) =>
      CASE_TAG_FACETS.every((facet) => tags.filter((tag) => facet.includes(tag as never)).length <= 1);
    for (const locale of ['en', 'ko'] as const) {
      const cases = getCases(locale);
      const key = (state: { type?: string; tags: readonly string[] }) =>
        Object.values(filterSegments(state as never)).join('/');
      const matched = allStates()
        .filter((state) => state.type || state.tags.length > 0)
        .filter((state) => getCases(locale, state).length > 0);
      const expected = matched
        .filter((state) => onePerFacet(state.tags))
        .map(key)
        .sort();
      expect(prerenderedStates(cases).map(key).sort()).toEqual(expected);
      expect(expected.length).toBeGreaterThan(CASE_TYPES.length);
      // The rest, rendered when first asked for, are many more.
      expect(matched.length).toBeGreaterThan(10 * expected.length);
    }
  });
});
