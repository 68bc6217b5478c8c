import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { NotFoundView } from '@/components/layout/not-found-view';

// Shown with status 404 for an unknown language segment, an unmatched route and a failed page validation,
// inside the locale's layout (<html lang>), with the navbar and the footer.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

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
