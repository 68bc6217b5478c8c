import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo';
import { CopyButton } from '@/components/ui/copy';
import { HeadedSection } from '@/components/ui/headed-section';

// Share an article: the canonical address with a copy button
// and a QR code drawn on the server as inline SVG, so no QR library ships to the browser. The copy button is
// the site's own (components/ui/copy), which shows the site-wide "Successfully copied" / "Copy failed" message.

export async function ShareBlock({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const url = absoluteUrl(locale, path);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', width: 128 });
  return (
    <HeadedSection
      headingId="share-title"
      title={t('shareTitle')}
      headingClassName="text-lg font-bold"
      className="rounded-2xl border border-slate-200 p-6"
    >
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        <figure className="shrink-0">
          <div
            role="img"
            aria-label={t('qrAlt')}
            className="size-32 [&_svg]:size-full"
            data-testid="share-qr"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <figcaption className="sr-only">{t('qrCaption')}</figcaption>
        </figure>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-ink-muted">{t('qrCaption')}</p>
          <p className="mt-2 truncate font-mono text-sm" data-testid="share-url">
            {url}
          </p>
          <div className="mt-3">
            <CopyButton
              text={url}
              className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('copyLink')}
            </CopyButton>
          </div>
        </div>
      </div>
    </HeadedSection>
  );
}
