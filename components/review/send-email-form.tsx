'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { PlayableReport } from '@/lib/playable/types';
import { lazyZodResolver, preloadOn } from '@/lib/forms/lazy-resolver';
import type { SendEmailFormValues } from '@/lib/schemas/review';
import { REVIEW_ID_PATTERN } from '@/lib/schemas/review-options';
import { useReviewStore } from '@/stores/review';
import { newIdempotencyKey } from '@/lib/client/api';
import { liveSummary } from './summary';

// Send by e-mail (spec §2, §4): product URL, product name, advertiser name, special remarks. Success counts
// down in seconds and returns to the testing page; a failure offers to resend. The schema (and zod with it)
// loads when the tester first focuses or presses inside the form, not with the page.

export const RETURN_AFTER_SECONDS = 5;

type SendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; seconds: number } | { kind: 'failed' };

const noSubscription = () => () => undefined;
const currentSearch = () => window.location.search;
const serverSearch = () => null;

const FIELDS = ['product_url', 'product_name', 'advertiser_name', 'remarks'] as const;

const sendEmailValidation = lazyZodResolver(() =>
  import('@/lib/schemas/review').then((schemas) => schemas.sendEmailFormSchema),
);

export function SendEmailForm() {
  const t = useTranslations('ReviewSendEmail');
  const router = useRouter();
  const storedReport = useReviewStore((state) => state.report);
  const live = useReviewStore((state) => state.live);
  const setReport = useReviewStore((state) => state.setReport);
  const search = useSyncExternalStore(noSubscription, currentSearch, serverSearch);
  const [fetched, setFetched] = useState<{ id: string; report: PlayableReport | null } | null>(null);
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  // One key per filled-in form: a resend after a failure repeats it, so the studio never gets the mail twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const baseId = useId();
  const { register, handleSubmit, getValues, formState } = useForm<SendEmailFormValues>({
    resolver: sendEmailValidation.resolver,
    defaultValues: { product_url: '', product_name: '', advertiser_name: '', remarks: '' },
  });

  // The report: the one in the store, else the one named by ?id= (a reload or a shared link).
  const id = search === null ? null : new URLSearchParams(search).get('id');
  const fromStore = storedReport && (!id || id === storedReport.id) ? storedReport : null;
  const needsFetch = search !== null && !fromStore && id !== null && REVIEW_ID_PATTERN.test(id);
  const report: PlayableReport | null | 'loading' =
    search === null
      ? 'loading'
      : (fromStore ?? (needsFetch ? (fetched?.id === id ? fetched.report : 'loading') : null));

  useEffect(() => {
    if (!needsFetch || !id) return;
    let alive = true;
    fetch(`/api/review/report/${id}`)
      .then(async (response) => {
        if (!alive) return;
        if (response.status === 404) return router.replace('/review/error');
        if (!response.ok) throw new Error(String(response.status));
        setReport((await response.json()) as PlayableReport);
      })
      .catch(() => alive && setFetched({ id, report: null }));
    return () => {
      alive = false;
    };
  }, [needsFetch, id, router, setReport]);

  useEffect(() => {
    if (state.kind === 'sent' || state.kind === 'failed') statusRef.current?.focus();
  }, [state.kind]);

  // Success: count down, then back to the testing page (the store still holds the results).
  useEffect(() => {
    if (state.kind !== 'sent') return;
    if (state.seconds <= 0) {
      router.push('/review');
      return;
    }
    const timer = setTimeout(() => setState({ kind: 'sent', seconds: state.seconds - 1 }), 1000);
    return () => clearTimeout(timer);
  }, [state, router]);

  async function send(values: SendEmailFormValues) {
    if (!report || report === 'loading') return;
    setState({ kind: 'sending' });
    try {
      const currentLive =
        live && useReviewStore.getState().report?.id === report.id ? liveSummary(live) : undefined;
      const response = await fetch('/api/review/send-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...values,
          reportId: report.id,
          idempotencyKey,
          ...(currentLive ? { live: currentLive } : {}),
        }),
      });
      if (response.status === 404) {
        router.replace('/review/error');
        return;
      }
      setState(
        response.status === 202 ? { kind: 'sent', seconds: RETURN_AFTER_SECONDS } : { kind: 'failed' },
      );
    } catch {
      setState({ kind: 'failed' });
    }
  }

  if (report === 'loading') return <p role="status">{t('loading')}</p>;
  if (report === null) {
    return (
      <div className="space-y-4">
        <p>{t('noReport')}</p>
        <Link
          href="/review"
          className="inline-block rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white"
        >
          {t('toTesting')}
        </Link>
      </div>
    );
  }

  const sending = state.kind === 'sending';
  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      {...preloadOn(sendEmailValidation.preload)}
      className="space-y-5"
    >
      <p className="text-sm text-ink-muted">{t('about', { name: report.name })}</p>
      {FIELDS.map((field) => {
        const id = `${baseId}-${field}`;
        const error = formState.errors[field]?.message;
        const errorId = `${id}-error`;
        const common = {
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className:
            'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100',
          ...register(field),
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="block font-medium">
              {t(`fields.${field}`)}
              {field !== 'remarks' && <span aria-hidden="true"> *</span>}
            </label>
            {field === 'remarks' ? (
              <textarea rows={4} {...common} />
            ) : (
              <input
                type={field === 'product_url' ? 'url' : 'text'}
                required
                autoComplete="off"
                {...common}
              />
            )}
            {error && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {t(`errors.${error === 'url' || error === 'tooLong' ? error : 'required'}`)}
              </p>
            )}
          </div>
        );
      })}
      <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite" className="outline-none">
        {state.kind === 'sent' && (
          <p className="rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900">
            {t('success', { seconds: state.seconds })}
          </p>
        )}
        {state.kind === 'failed' && (
          <p className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">{t('failure')}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        {state.kind === 'failed' ? (
          <button
            type="button"
            onClick={() => void send(getValues())}
            className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t('resend')}
          </button>
        ) : (
          <button
            type="submit"
            disabled={sending || state.kind === 'sent'}
            className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {sending ? t('sending') : t('submit')}
          </button>
        )}
        <Link href="/review" className="rounded-full px-6 py-2.5 font-semibold text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    </form>
  );
}
