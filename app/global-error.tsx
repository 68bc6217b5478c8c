'use client';

import { useReloadOnChunkError } from '@/lib/client/chunk-reload';
import { globalErrorLocale, globalErrorText } from '@/lib/i18n/global-error-text';
import './globals.css';

/** Shown when the error page itself fails. It replaces the whole document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // Rendered in the browser after the app failed; the address is the only locale source left.
  const where = globalErrorLocale(typeof window === 'undefined' ? '/' : window.location.pathname);

  useReloadOnChunkError(error);

  const text = globalErrorText[where.locale];
  return (
    <html lang={where.locale} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col items-center justify-center gap-6 p-8 text-center">
        <h1 className="text-2xl font-bold" suppressHydrationWarning>
          {text.title}
        </h1>
        {/* A full page load: the client router may be the thing that broke. */}
        <a href={where.home} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
          {text.home}
        </a>
      </body>
    </html>
  );
}
