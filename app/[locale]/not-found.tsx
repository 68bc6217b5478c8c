import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { NotFoundView } from '@/components/layout/not-found-view';

// Shown with status 404 for an unknown language segment, an unmatched route and a failed page validation.
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
