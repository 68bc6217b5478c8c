import { setRequestLocale } from 'next-intl/server';
import { use } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import type { Locale } from '@/lib/i18n/locales';

// Default layout (docs/PRODUCT.md, Layouts and chrome): navbar, the page, and the footer bottom bar. Pages
// without the bottom bar (register, video and review pages) live outside this route group.
export default function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Layouts render in parallel with pages: each one sets the locale for static rendering.
  setRequestLocale(use(params).locale as Locale);
  return (
    <>
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </>
  );
}
