'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { lineBreaks } from '@/lib/typography/wbr';
import { type ActivatedTrial, SuccessDialog } from './success-dialog';

// What replaces the form once the application is in: the activated trial (with its dialog
// open first), the manual-review message, or "pending" while the platform cannot be reached. Its heading
// takes focus once no dialog holds it.

export type RegisterResult =
  { kind: 'activated'; trial: ActivatedTrial } | { kind: 'review' } | { kind: 'pending' };

export function RegisterResultView({
  result,
  qrCode,
  communityUrl,
}: {
  result: RegisterResult;
  qrCode: string;
  communityUrl: string;
}) {
  const t = useTranslations('RegisterForm');
  const [dialogOpen, setDialogOpen] = useState(result.kind === 'activated');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!dialogOpen) heading.current?.focus();
  }, [dialogOpen]);

  const title = (text: ReactNode) => (
    <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
      {text}
    </h2>
  );

  return (
    <section className="mt-8 rounded-2xl bg-white p-6 shadow-sm sm:p-8" aria-labelledby={headingId}>
      {result.kind === 'activated' ? (
        <>
          {title(t.rich('dialog.title', lineBreaks))}
          <p className="mt-3 text-ink-muted">{t('dialog.daysValid', { days: result.trial.daysValid })}</p>
          <NewTabLink
            href={result.trial.loginUrl}
            className="mt-6 inline-block rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t('dialog.goToLogin')}
          </NewTabLink>
          <SuccessDialog
            trial={result.trial}
            qrCode={qrCode}
            communityUrl={communityUrl}
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
          />
        </>
      ) : (
        <div role="status">
          {title(t.rich(result.kind === 'review' ? 'result.reviewTitle' : 'result.pendingTitle', lineBreaks))}
          <p className="mt-3 text-ink-muted">
            {result.kind === 'review' ? t('result.reviewText') : t('result.pendingText')}
          </p>
        </div>
      )}
    </section>
  );
}
