'use client';

import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CopyButton } from '@/components/ui/copy';

/** The QR code of a URL as an SVG data URL, generated in the browser (no third-party service). */
export async function qrDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Share by QR code: a button opening a dialog with the QR code of `url` (the current page when omitted)
 * and a copy-link button. Generic: used by blog articles and anywhere else a page is shared.
 */
export function ShareQr({
  url,
  title,
  className = 'rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50',
}: {
  url?: string;
  /** What is shared, shown above the code. */
  title?: string;
  className?: string;
}) {
  const t = useTranslations('Chrome');
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(url ?? '');
  const [state, setState] = useState<{ for: string; src?: string; failed?: boolean } | null>(null);

  useEffect(() => {
    if (!open || !target) return;
    let live = true;
    qrDataUrl(target).then(
      (src) => live && setState({ for: target, src }),
      () => live && setState({ for: target, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [open, target]);

  const ready = state && state.for === target;
  return (
    <>
      <button type="button" aria-haspopup="dialog" className={className} onClick={() => {
          setTarget(url ?? window.location.href);
          setOpen(true);
        }}>
        {t('share')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('shareTitle')} closeLabel={t('close')} testId="share-dialog" className="!w-[min(22rem,calc(100vw-2rem))]">
        <div className="flex flex-col items-center gap-4">
          {title && <p className="text-center font-semibold text-ink">{title}</p>}
          {!ready && (
            <p role="status" className="text-ink-muted">
              …
            </p>
          )}
          {ready && state.src && (
            // eslint-disable-next-line @next/next/no-img-element -- a generated data URL, nothing to optimise
            <img src={state.src} alt={t('shareQrAlt', { url: target })} width={200} height={200} data-testid="share-qr" />
          )}
          {ready && state.failed && <p role="alert">{t('shareError')}</p>}
          <p className="max-w-full text-xs break-all text-ink-muted">{target}</p>
          <CopyButton text={target}>{t('shareCopyLink')}</CopyButton>
        </div>
      </Dialog>
    </>
  );
}
