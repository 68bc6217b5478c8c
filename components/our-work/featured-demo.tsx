import { getCase } from '@/lib/content/load';
import { demoOfCase } from '@/lib/demos/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { PageCover } from '@/components/marketing/page-cover';
import { CaseDemo } from './case-demo';

// A case's demo shown outside its case page (the home hero, the playable-ads product page): its poster, the
// same click-to-play player. Null when the case has no demo, so the caller keeps its own illustration.

export { FEATURED_DEMOS } from '@/lib/demos/featured';

export function hasFeaturedDemo(slug: string): boolean {
  return demoOfCase(slug) !== null;
}

export function FeaturedDemo({ slug, locale }: { slug: string; locale: Locale }) {
  const item = getCase(locale, slug);
  if (!item || !demoOfCase(slug)) return null;
  return (
    <div data-testid="featured-demo">
      <CaseDemo slug={slug} title={item.title} poster={<PageCover item={item} className="shadow-lg" />} />
    </div>
  );
}
