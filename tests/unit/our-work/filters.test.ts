import { filterQuery, parseCaseFilter, toggleTag, withType } from '@/components/our-work/filters';
import { getCases } from '@/lib/content/load';
import { CASE_TAGS, CASE_TYPES } from '@/lib/content/schema';

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
    expect(getCases('en', { tags: ['casino', 'ecommerce'] })).toEqual([]);
  });
});
