import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { NotFoundView } from '@/components/layout/not-found-view';

// Shown with status 404 for an unknown language segment, an unmatched route and a failed page validation,
// inside the locale's layout (<html lang>), with the navbar and the footer. Its title comes from the page
// that found nothing (lib/seo.ts notFoundMetadata, which takes the locale from the route): metadata here
// would have to read the locale from the request headers, which makes the static not-found page dynamic.
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
