import type { MetadataRoute } from 'next';
import { getAllSlugs, getCases, getPosts } from '@/lib/content/load';
import { locales } from '@/lib/i18n/locales';
import { pageRoutes } from '@/lib/routes';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

// sitemap.xml: every page route, blog post and case in every locale, each with its hreflang alternates
// (the real language codes plus x-default), on the canonical .com origin.
export default function sitemap(): MetadataRoute.Sitemap {
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages: languageAlternates(path) },
    }));

  const { posts, cases } = getAllSlugs();
  const postDates = new Map(getPosts('en').map((post) => [post.slug, post.date]));
  const caseDates = new Map(getCases('en').map((item) => [item.slug, item.date]));
  return [
    ...pageRoutes.flatMap((route) => entry(route)),
    ...posts.flatMap((slug) => entry(`/blog/${slug}`, postDates.get(slug))),
    ...cases.flatMap((slug) => entry(`/our-work/${slug}`, caseDates.get(slug))),
  ];
}
