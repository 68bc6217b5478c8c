import { getTranslations } from 'next-intl/server';
import './globals.css';

// Requests outside every locale (e.g. /unknown.txt) land here; they have no locale, so English is shown.
export default async function RootNotFound() {
  const t = await getTranslations({ locale: 'en', namespace: 'NotFound' });
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col items-start justify-center gap-4 p-8">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p>{t('description')}</p>
        {/* Outside every locale there is no locale-aware Link; a plain link home is right here. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
          {t('back')}
        </a>
      </body>
    </html>
  );
}
