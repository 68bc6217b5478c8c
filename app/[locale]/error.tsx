'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useReloadOnChunkError } from '@/lib/client/chunk-reload';
import { type Locale, localizedPath } from '@/lib/i18n/locales';

type PageError = Error & { digest?: string; status?: number; statusCode?: number };

/**
 * The generic error page (docs/PRODUCT.md, Error keys): the error's message, its status (500 unless the error
 * names one).
 */
export default function ErrorPage({ error, reset }: { error: PageError; reset: () => void }) {
  const t = useTranslations('Error');
  const locale = useLocale() as Locale;
  const status = error.status ?? error.statusCode ?? 500;

  useReloadOnChunkError(error);

  return (
    <main id="main" className="mx-auto flex max-w-page flex-1 flex-col items-start px-4 py-24">
      <p className="text-sm font-semibold text-brand-600">{t('status', { status })}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-ink-muted" role="alert">
        {error.message}
      </p>
      <div className="mt-8 flex gap-4">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t('retry')}
        </button>
        {/* A full page load, as on the global error page: the client router may be what broke. It also keeps
            next-intl's navigation out of this boundary's script, which every page loads. */}
        <a
          href={localizedPath(locale, '/')}
          className="rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700"
        >
          {t('back')}
        </a>
      </div>
    </main>
  );
}
