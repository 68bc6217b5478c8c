import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/chrome/site-chrome';
import { TipBar } from '@/components/chrome/tip-bar';
import { ChunkReloadGuard } from '@/components/layout/chunk-reload-guard';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { CONSENT_PRE_PAINT_SCRIPT } from '@/stores/consent';

/**
 * The site's document in one locale: <html lang>, the skip link, the tip bar, the page and the chrome. Every
 * page renders in it (app/[locale]/layout.tsx), and so does the not-found page (app/global-not-found.tsx).
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [messages, t] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return (
    // The pre-paint script below adds data-consent to <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col bg-white antialiased">
        <script dangerouslySetInnerHTML={{ __html: CONSENT_PRE_PAINT_SCRIPT }} />
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          <a
            href="#main"
            className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('skipToContent')}
          </a>
          <TipBar />
          {children}
          <SiteChrome />
          <ChunkReloadGuard />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
