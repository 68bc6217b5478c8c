import { describe, expect, it } from 'vitest';
import { blogTabView } from '@/components/blog/tabs';
import { privacyVersionView } from '@/components/legal/privacy-view';
import { caseFilterView } from '@/components/our-work/filter-view';
import {
  ANY_OF_VIEW,
  filterSegments,
  onePerFacet,
  prerenderedStates,
  NO_MATCH_VIEW,
  parseFilterSegments,
} from '@/components/our-work/filters';
import { getCases } from '@/lib/content/load';
import { CASE_TAGS, CASE_TYPES } from '@/lib/content/schema';
import { locales } from '@/lib/i18n/locales';
import { decideRoute, NOT_FOUND_PATH, type RouteInput } from '@/lib/proxy/rules';
import { publicPath, resolveQueryView, viewPath, type QueryView } from '@/lib/proxy/views';

// The query views through the real route rules with the pages' real registrations (proxy.ts lists the same
// three) and the real content: which generated route each query form is served from.

const hosts = { com: 'www.site.com', cn: 'www.site.cn' };
const views = [blogTabView, caseFilterView, privacyVersionView];
/** The route decision without its `varyCookie` mark (an unprefixed page read the cookie: rules.test.ts). */
function decide(pathname: string, search = '', extra: Partial<RouteInput> = {}) {
  const decision = decideRoute({ pathname, search, hostname: 'localhost', hosts, views, ...extra });
  if (decision.kind !== 'continue') return decision;
  const { varyCookie: _vary, ...rest } = decision;
  return rest;
}

describe('resolveQueryView', () => {
  const view: QueryView = { page: '/things', resolve: ({ search }) => search.get('v') };
  const request = (search: string) => ({
    locale: 'en' as const,
    search: new URLSearchParams(search),
    hostname: 'localhost',
    hosts,
  });

  it('rewrites the page to the view its query names, and leaves its own view alone', () => {
    expect(resolveQueryView([view], '/things', request('v=a'))).toEqual({ rewrite: '/things/query_view/a' });
    expect(resolveQueryView([view], '/things', request(''))).toBeNull();
    expect(resolveQueryView([view], '/other', request('v=a'))).toBeNull();
  });

  it('hides every generated view from direct requests, and only those', () => {
    for (const path of [
      '/things/query_view',
      '/things/query_view/a',
      '/other/query_view/b/c',
      '/query_view',
    ]) {
      expect(resolveQueryView([view], path, request('')), path).toEqual({ hidden: true });
    }
    expect(resolveQueryView([view], '/things/query_viewer', request(''))).toBeNull();
    expect(resolveQueryView([view], '/things/x_query_view', request(''))).toBeNull();
  });

  it('names the public page of a generated view, for the language menu', () => {
    expect(publicPath(viewPath('/our-work', 'all/ar'))).toBe('/our-work');
    expect(publicPath('/blog/query_view/insights')).toBe('/blog');
    expect(publicPath('/query_view/x')).toBe('/');
    expect(publicPath('/blog/some-post')).toBe('/blog/some-post');
    expect(publicPath('/')).toBe('/');
  });
});

describe('the blog tabs', () => {
  it('serve ?tab=<category> from the generated tab, in every locale', () => {
    expect(decide('/blog', '?tab=insights')).toEqual({
      kind: 'continue',
      locale: 'en',
      rewrite: '/blog/query_view/insights',
    });
    expect(decide('/cn/blog', '?tab=works&utm_source=x')).toEqual({
      kind: 'continue',
      locale: 'zh-CN',
      rewrite: '/blog/query_view/works',
    });
    expect(decide('/kr/blog', '?tab=academy&tab=works')).toMatchObject({
      rewrite: '/blog/query_view/academy',
    });
  });

  it('serve All Content, an unknown tab and the articles as they are', () => {
    for (const search of ['', '?tab=all', '?tab=Insights', '?tab=__proto__', '?x=1']) {
      expect(decide('/jp/blog', search), search).toEqual({ kind: 'continue', locale: 'ja' });
    }
    expect(decide('/blog/some-post', '?tab=insights')).toEqual({ kind: 'continue', locale: 'en' });
  });

  it('answer the generated routes by their own path with the 404 page', () => {
    expect(decide('/blog/query_view/insights')).toEqual({
      kind: 'continue',
      locale: 'en',
      rewrite: NOT_FOUND_PATH,
    });
    expect(decide('/cn/blog/query_view')).toEqual({
      kind: 'continue',
      locale: 'zh-CN',
      rewrite: NOT_FOUND_PATH,
    });
  });

  it('leave the locale rules first: a stored language redirects, keeping the query', () => {
    expect(decide('/blog', '?tab=insights', { storedLocale: 'ja' })).toMatchObject({
      kind: 'redirect',
      location: '/jp/blog?tab=insights',
    });
  });
});

describe('the our-work filters', () => {
  it('serve a state some case matches from its generated view, whatever the order and spelling', () => {
    const expected = {
      kind: 'continue',
      locale: 'en',
      rewrite: '/our-work/query_view/interactive/ecommerce_ar',
    };
    expect(getCases('en', { type: 'interactive', tags: ['ecommerce', 'ar'] }).length).toBeGreaterThan(0);
    expect(decide('/our-work', '?type=interactive&tag=ecommerce&tag=ar')).toEqual(expected);
    expect(decide('/our-work', '?tag=ar&type=interactive&tag=ecommerce&tag=ar')).toEqual(expected);
    expect(decide('/our-work', '?type=interactive&tag=ar,ecommerce&tag=nonsense')).toEqual(expected);
    expect(decide('/our-work', '?type=video')).toMatchObject({ rewrite: '/our-work/query_view/video/any' });
    expect(decide('/jp/our-work', '?tag=ar')).toMatchObject({ rewrite: '/our-work/query_view/all/ar' });
  });

  it('serve several tags of one facet from the any-of view, which reads the query', () => {
    expect(decide('/jp/our-work', '?tag=casino&tag=ecommerce')).toEqual({
      kind: 'continue',
      locale: 'ja',
      rewrite: '/our-work/query_view/any-of',
    });
  });

  it('serve a state no case matches from the one no-match view', () => {
    expect(getCases('ko', { type: 'video', tags: ['casino'] })).toEqual([]);
    expect(decide('/kr/our-work', '?type=video&tag=casino')).toEqual({
      kind: 'continue',
      locale: 'ko',
      rewrite: '/our-work/query_view/no-match',
    });
  });

  it('serve no filter, and only unknown values, as the page itself', () => {
    for (const search of ['', '?type=nonsense&tag=nothing', '?tag=', '?type=']) {
      expect(decide('/our-work', search), search).toEqual({ kind: 'continue', locale: 'en' });
    }
  });

  it('cover all 3 × 2^11 states in every locale: generated exactly when some case matches one tag per facet', () => {
    for (const locale of locales) {
      const generated = new Set(
        prerenderedStates(getCases(locale)).map((state) => Object.values(filterSegments(state)).join('/')),
      );
      const request = { locale, hostname: 'localhost', hosts };
      let rewrites = 0;
      for (const type of [undefined, ...CASE_TYPES]) {
        for (let subset = 0; subset < 1 << CASE_TAGS.length; subset += 1) {
          const tags = CASE_TAGS.filter((_, index) => subset & (1 << index));
          const search = new URLSearchParams([
            ...(type ? [['type', type]] : []),
            ...tags.map((tag) => ['tag', tag]),
          ]);
          const target = caseFilterView.resolve({ ...request, search });
          if (!type && tags.length === 0) {
            expect(target).toBeNull();
            continue;
          }
          const matches = getCases(locale, { type, tags }).length;
          if (matches === 0) {
            expect(target, `${locale} ${search}`).toBe(NO_MATCH_VIEW);
            continue;
          }
          if (!onePerFacet({ type, tags })) {
            expect(target, `${locale} ${search}`).toBe(ANY_OF_VIEW);
            continue;
          }
          const [first, second] = target!.split('/');
          expect(generated.has(`${first}/${second}`), `${locale} ${search}`).toBe(true);
          expect(parseFilterSegments(first!, second!)).toEqual({ type, tags });
          rewrites += 1;
        }
      }
      // Every generated view is some query's target, and nothing else is.
      expect(rewrites).toBe(generated.size);
    }
  });

  it('answer the generated routes by their own path with the 404 page', () => {
    expect(decide('/our-work/query_view/all/ar')).toMatchObject({ rewrite: NOT_FOUND_PATH });
    expect(decide('/jp/our-work/query_view/no-match')).toMatchObject({ rewrite: NOT_FOUND_PATH });
    expect(decide('/our-work/some-case')).toEqual({ kind: 'continue', locale: 'en' });
  });
});

describe('the privacy versions', () => {
  it('serve the mainland-China version for ?version=cn and on the .cn host', () => {
    const cn = { kind: 'continue', locale: 'zh-CN', rewrite: '/privacy/query_view/cn' };
    expect(decide('/cn/privacy', '?version=cn')).toEqual(cn);
    expect(decide('/cn/privacy', '', { hostname: 'www.site.cn' })).toEqual(cn);
    expect(decide('/privacy', '?version=cn')).toMatchObject({
      locale: 'en',
      rewrite: '/privacy/query_view/cn',
    });
  });

  it('serve the other version as the page itself: elsewhere, for ?version=global and unknown values', () => {
    expect(decide('/cn/privacy')).toEqual({ kind: 'continue', locale: 'zh-CN' });
    expect(decide('/cn/privacy', '?version=global', { hostname: 'www.site.cn' })).toEqual({
      kind: 'continue',
      locale: 'zh-CN',
    });
    expect(decide('/jp/privacy', '?version=mars')).toEqual({ kind: 'continue', locale: 'ja' });
  });

  it('answer the generated route by its own path with the 404 page', () => {
    expect(decide('/privacy/query_view/cn')).toMatchObject({ rewrite: NOT_FOUND_PATH });
  });
});
