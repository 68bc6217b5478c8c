import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { NotFoundView } from '@/components/layout/not-found-view';

// Shown when a page's own check fails while it renders (notFound() in a page), inside the locale's layout
// (<html lang>), with the navbar and the footer; every path no page answers gets app/global-not-found.tsx.
// Its title comes from the page that found nothing (lib/seo.ts notFoundMetadata, which takes the locale from
// the route).
export default function LocaleNotFound() {
  return (
    <>
      <Navbar />
      <main id="main" className="flex-1">
        <NotFoundView />
      </main>
      <Footer />
    </>
  );
}
