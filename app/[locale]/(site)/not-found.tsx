import { NotFoundView } from '@/components/layout/not-found-view';

// Shown when a page's own check fails while it renders (notFound() in a page), inside this group's layout: the
// navbar, the message and the footer. Every path no page answers gets app/global-not-found.tsx. Its title
// comes from the page that found nothing (lib/seo.ts notFoundMetadata, which takes the locale from the route).
//
// A boundary of this group rather than of the locale: a not-found.tsx beside app/[locale]/layout.tsx would be
// a sibling of this group's layout, so its script (the navbar's and footer's client parts again) was loaded a
// second time with every page, 5 KB gzip.
export default function SiteNotFound() {
  return <NotFoundView />;
}
