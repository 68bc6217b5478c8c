'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { lineBreaks } from '@/lib/typography/wbr';

// The Trial Activated Successfully dialog: Go to Login (focused when it opens), the days valid, the
// expiry date in the visitor's locale, and the community QR code, on the site's accessible modal. A phone
// cannot scan its own screen: below the `sm` breakpoint the code gets a link to the community beside it, and
// the text says to open the link instead of scanning.

export interface ActivatedTrial {
  daysValid: number;
  expiredDate: string;
  loginUrl: string;
}

export function formatExpiry(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(isoDate));
}

export function SuccessDialog({
  trial,
  qrCode,
  communityUrl,
  open,
  onClose,
}: {
  trial: ActivatedTrial;
  qrCode: string;
  /** Where the QR code leads (lib/register/links.ts communityUrl). */
  communityUrl: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('RegisterForm.dialog');
  const locale = useLocale();
  const textId = useId();
  const loginLink = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.rich('title', lineBreaks)}
      closeLabel={t('close')}
      initialFocus={loginLink}
      descriptionId={textId}
      className="max-w-md text-center"
    >
      <div id={textId} className="space-y-1 text-ink-muted">
        <p>{t('daysValid', { days: trial.daysValid })}</p>
        <p className="font-medium text-ink">
          {t('expires', { date: formatExpiry(trial.expiredDate, locale) })}
        </p>
      </div>
      <NewTabLink
        ref={loginLink}
        href={trial.loginUrl}
        className="mt-6 inline-block rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('goToLogin')}
      </NewTabLink>
      <div className="mt-8 border-t border-ink/10 pt-6">
        <h3 className="font-semibold text-ink">{t('community')}</h3>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn at build time */}
        <img src={qrCode} alt={t('qrAlt')} width={176} height={176} className="mx-auto mt-3" />
        <p className="mt-2 hidden text-sm text-ink-muted sm:block">{t('communityText')}</p>
        <div className="sm:hidden" data-testid="community-small">
          <p className="mt-2 text-sm text-ink-muted">{t('communityTextSmall')}</p>
          <NewTabLink
            href={communityUrl}
            className="mt-3 inline-block rounded-full border border-brand-600 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('communityLink')}
          </NewTabLink>
        </div>
      </div>
    </Dialog>
  );
}
