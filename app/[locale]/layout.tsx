import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteChrome } from '@/components/chrome/site-chrome';
import { TipBar } from '@/components/chrome/tip-bar';
import { ChunkReloadGuard } from '@/components/layout/chunk-reload-guard';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { CONSENT_PRE_PAINT_SCRIPT } from '@/stores/consent';
import '../globals.css';

/**
 * The element the first paint waits for: globals.css hides a `data-paint-whole` body until this element, the
 * last of its visible content, is parsed (`<link rel="expect" blocking="render">` would say the same, but the
 * Nu checker rejects it). On a busy phone Chromium otherwise paints a half-parsed page, and what is parsed
 * next (the navbar's actions, the footer's last row) moves what was painted: a layout shift on an unchanged
 * page. Everything up to this element is 6–9 KB gzip on the largest pages (the RSC payload follows it),
 * within a connection's first round trip, so the wait costs the parse of that part only.
 */
const PAGE_END_ID = 'page-end';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// A first segment that is not a locale (`/x.js`, `/..%2fetc` that the proxy passes through as files) is a 404
// before any page below renders with it: a page would otherwise read content for a locale that does not exist.
export const dynamicParams = false;

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, t] = await Promise.all([getMessages(), getTranslations('Common')]);

  return (
    // The pre-paint script below adds data-consent to <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col bg-white antialiased" data-paint-whole>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_PRE_PAINT_SCRIPT }} />
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
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
        <div id={PAGE_END_ID} hidden />
      </body>
    </html>
  );
}
