'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

// The Trial Activated Successfully dialog (spec §4): Go to Login, the days valid, the expiry date in the
// visitor's locale, and the community QR code. An accessible modal: role=dialog with aria-modal, focus moved
// in and kept inside (Tab wraps), Esc and the close button close it, focus returns to where it was.
// (Built here because components/ui/dialog was not on main yet when this page was written.)

export interface ActivatedTrial {
  daysValid: number;
  expiredDate: string;
  loginUrl: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function formatExpiry(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(isoDate));
}

export function SuccessDialog({
  trial,
  qrCode,
  onClose,
}: {
  trial: ActivatedTrial;
  qrCode: string;
  onClose: () => void;
}) {
  const t = useTranslations('RegisterForm.dialog');
  const form = useTranslations('RegisterForm');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const loginLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    loginLink.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4" onMouseDown={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => event.stopPropagation()}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-xl sm:p-8"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 rounded-full px-2 py-1 text-2xl leading-none text-ink-muted hover:bg-slate-100"
          aria-label={t('close')}
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={titleId} className="text-2xl font-bold text-ink">
          {t('title')}
        </h2>
        <div id={textId} className="mt-3 space-y-1 text-ink-muted">
          <p>{t('daysValid', { days: trial.daysValid })}</p>
          <p className="font-medium text-ink">
            {t('expires', { date: formatExpiry(trial.expiredDate, locale) })}
          </p>
        </div>
        <a
          ref={loginLink}
          href={trial.loginUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-block rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t('goToLogin')}
          <span className="sr-only"> {form('newTab')}</span>
        </a>
        <div className="mt-8 border-t border-ink/10 pt-6">
          <h3 className="font-semibold text-ink">{t('community')}</h3>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn at build time */}
          <img src={qrCode} alt={t('qrAlt')} width={176} height={176} className="mx-auto mt-3" />
          <p className="mt-2 text-sm text-ink-muted">{t('communityText')}</p>
        </div>
      </div>
    </div>
  );
}
