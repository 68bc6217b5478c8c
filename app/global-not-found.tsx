import type { Metadata } from 'next';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteDocument } from '@/components/layout/site-document';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/seo';
import './globals.css';

// The 404 page of every path no page answers (next.config.ts experimental.globalNotFound): an unknown path in
// a locale, an unknown post, case or language segment (their routes generate a fixed set of paths), a file-like
// path outside every locale. Next renders it as a page of its own with status 404, so the server sends the whole
// document (its <html lang>, the navbar, the message, the footer). A notFound() thrown while a page renders
// would instead send an empty shell the browser fills in (app/[locale]/not-found.tsx).
//
// Its locale is the one proxy.ts routed the request to (next-intl passes it in a request header); a path
// outside every locale is English.

async function requestLocale(): Promise<Locale> {
  return (await getLocale()) as Locale;
}

export async function generateMetadata(): Promise<Metadata> {
  // Next itself marks a 404 answer noindex: only the title is ours.
  const { title } = await notFoundMetadata(await requestLocale());
  return { title };
}

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale}>
      <Navbar />
      <main id="main" className="flex-1">
        <NotFoundView />
      </main>
      <Footer />
    </SiteDocument>
  );
}
