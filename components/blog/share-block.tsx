import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo';
import { CopyLinkButton } from './copy-link-button';

// Share an article (spec §2: share by QR, copy success message): the canonical address with a copy button
// and a QR code drawn on the server as inline SVG, so no QR library ships to the browser.

export async function ShareBlock({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const url = absoluteUrl(locale, path);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', width: 128 });
  return (
    <section aria-labelledby="share-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="share-title" className="text-lg font-bold">
        {t('shareTitle')}
      </h2>
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
            <CopyLinkButton url={url} labels={{ copy: t('copyLink'), copied: t('copied'), failed: t('copyFailed') }} />
          </div>
        </div>
      </div>
    </section>
  );
}
