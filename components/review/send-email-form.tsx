'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/controls';
import { Form, TextField } from '@/components/ui/form';
import { getJson, newIdempotencyKey, postJson } from '@/lib/client/api';
import { useErrorText } from '@/lib/forms/error-text';
import { lazyZodResolver, preloadOn } from '@/lib/forms/lazy-resolver';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { PlayableReport } from '@/lib/playable/types';
import type { SendEmailFormValues } from '@/lib/schemas/review';
import { REVIEW_ID_PATTERN } from '@/lib/schemas/review-options';
import { useReviewStore } from '@/stores/review';
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

const OWN_ERRORS = new Set(['required', 'url', 'tooLong']);

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
  // The form's own wording for its three errors; any other key reads as "required".
  const ownError = useCallback(
    (key: string) => t(`errors.${OWN_ERRORS.has(key) ? key : 'required'}` as 'errors.required'),
    [t],
  );
  const errorText = useErrorText(ownError);
  const form = useForm<SendEmailFormValues>({
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
    void getJson(`/api/review/report/${id}`).then((answer) => {
      if (!alive) return;
      if (answer.status === 404) return router.replace('/review/error');
      if (answer.kind === 'ok') setReport(answer.body as unknown as PlayableReport);
      else setFetched({ id, report: null });
    });
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
    const currentLive =
      live && useReviewStore.getState().report?.id === report.id ? liveSummary(live) : undefined;
    const answer = await postJson('/api/review/send-email', {
      ...values,
      reportId: report.id,
      idempotencyKey,
      ...(currentLive ? { live: currentLive } : {}),
    });
    if (answer.status === 404) {
      router.replace('/review/error');
      return;
    }
    setState(answer.status === 202 ? { kind: 'sent', seconds: RETURN_AFTER_SECONDS } : { kind: 'failed' });
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
    <Form
      form={form}
      errorText={errorText}
      onSubmit={form.handleSubmit(send)}
      {...preloadOn(sendEmailValidation.preload)}
      className="space-y-5"
    >
      <p className="text-sm text-ink-muted">{t('about', { name: report.name })}</p>
      <TextField
        name="product_url"
        label={t('fields.product_url')}
        input={{ type: 'url', autoComplete: 'off' }}
      />
      <TextField name="product_name" label={t('fields.product_name')} input={{ autoComplete: 'off' }} />
      <TextField name="advertiser_name" label={t('fields.advertiser_name')} input={{ autoComplete: 'off' }} />
      <TextField name="remarks" label={t('fields.remarks')} required={false} textarea={{ rows: 4 }} />
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
          <Button size="compact" onClick={() => void send(form.getValues())}>
            {t('resend')}
          </Button>
        ) : (
          <SubmitButton
            size="compact"
            busy={sending}
            busyLabel={t('sending')}
            disabled={state.kind === 'sent'}
          >
            {t('submit')}
          </SubmitButton>
        )}
        <Link href="/review" className="rounded-full px-6 py-2.5 font-semibold text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    </Form>
  );
}
