'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
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
import { runStored } from './stored-run';

// Send by e-mail (docs/PRODUCT.md, Playable testing page): product URL, product name, advertiser name, the developer's e-mail (the
// studio's mail answers to it, and it gets a copy in the page's language), special remarks. The report is the
// server's, with the live run the Test step stored (read once a store request of this page has finished): the
// page says whether the mail carries a live run. Success counts down in seconds and returns to the results; a
// failure offers to resend. The schema (and zod with it) loads when the tester first focuses or presses inside
// the form, not with the page.

export const RETURN_AFTER_SECONDS = 5;

type SendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; seconds: number } | { kind: 'failed' };

const noSubscription = () => () => undefined;
const currentSearch = () => window.location.search;
const serverSearch = () => null;

const OWN_ERRORS = new Set(['required', 'url', 'email', 'tooLong']);

const sendEmailValidation = lazyZodResolver(() =>
  import('@/lib/schemas/review').then((schemas) => schemas.sendEmailFormSchema),
);

/** The report id of the address (`?report=`, or `?id=` of the Test step's link), else the one in the store. */
function reportIdOf(search: string, stored: PlayableReport | null): string | null {
  const params = new URLSearchParams(search);
  return params.get('report') ?? params.get('id') ?? stored?.id ?? null;
}

/** Whether the mail carries a live run: the stored one, with when it was stored, or none. */
function LiveRunNote({ report }: { report: PlayableReport }) {
  const t = useTranslations('ReviewSendEmail');
  const locale = useLocale();
  if (!report.live) {
    return (
      <p
        data-testid="live-run"
        data-stored="false"
        className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        {t('liveRun.none')}
      </p>
    );
  }
  const at = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(report.live.at));
  return (
    <p
      data-testid="live-run"
      data-stored="true"
      className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      {t('liveRun.stored', { time: at })}
    </p>
  );
}

export function SendEmailForm() {
  const t = useTranslations('ReviewSendEmail');
  const locale = useLocale();
  const router = useRouter();
  const storedReport = useReviewStore((state) => state.report);
  const search = useSyncExternalStore(noSubscription, currentSearch, serverSearch);
  const [fetched, setFetched] = useState<{ id: string; report: PlayableReport | null } | null>(null);
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  // One key per filled-in form: a resend after a failure repeats it, so the studio never gets the mail twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The form's own wording for its errors; any other key reads as "required".
  const ownError = useCallback(
    (key: string) => t(`errors.${OWN_ERRORS.has(key) ? key : 'required'}` as 'errors.required'),
    [t],
  );
  const errorText = useErrorText(ownError);
  const form = useForm<SendEmailFormValues>({
    resolver: sendEmailValidation.resolver,
    defaultValues: { product_url: '', product_name: '', advertiser_name: '', email: '', remarks: '' },
  });

  // The report is always read from the server (with its stored live run): the one the address names (a new
  // tab, a reload, a shared link), else the one in the store. The store only decides where "back" goes.
  const id = search === null ? null : reportIdOf(search, storedReport);
  const valid = id !== null && REVIEW_ID_PATTERN.test(id);
  const report: PlayableReport | null | 'loading' =
    search === null || (valid && fetched?.id !== id) ? 'loading' : valid ? fetched!.report : null;
  const inStore = storedReport !== null && storedReport.id === id;
  const results = useMemo(
    () => (inStore || !id ? '/review' : { pathname: '/review', query: { report: id } }),
    [inStore, id],
  );

  useEffect(() => {
    if (!valid || !id) return;
    let alive = true;
    void runStored(id)
      .then(() => getJson(`/api/review/report/${encodeURIComponent(id)}`))
      .then((answer) => {
        if (!alive) return;
        if (answer.status === 404) return router.replace('/review/error');
        setFetched({ id, report: answer.kind === 'ok' ? (answer.body as unknown as PlayableReport) : null });
      });
    return () => {
      alive = false;
    };
  }, [valid, id, router]);

  useEffect(() => {
    if (state.kind === 'sent' || state.kind === 'failed') statusRef.current?.focus();
  }, [state.kind]);

  // Success: count down, then back to the results (the store's, else the stored report reopened).
  useEffect(() => {
    if (state.kind !== 'sent') return;
    if (state.seconds <= 0) {
      router.push(results);
      return;
    }
    const timer = setTimeout(() => setState({ kind: 'sent', seconds: state.seconds - 1 }), 1000);
    return () => clearTimeout(timer);
  }, [state, router, results]);

  async function send(values: SendEmailFormValues) {
    if (!report || report === 'loading') return;
    setState({ kind: 'sending' });
    const answer = await postJson('/api/review/send-email', {
      ...values,
      reportId: report.id,
      locale,
      idempotencyKey,
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
      <LiveRunNote report={report} />
      <TextField
        name="product_url"
        label={t('fields.product_url')}
        input={{ type: 'url', autoComplete: 'off' }}
      />
      <TextField name="product_name" label={t('fields.product_name')} input={{ autoComplete: 'off' }} />
      <TextField name="advertiser_name" label={t('fields.advertiser_name')} input={{ autoComplete: 'off' }} />
      <TextField
        name="email"
        label={t('fields.email')}
        input={{ type: 'email', autoComplete: 'email' }}
        below={<p className="mt-1 text-sm text-ink-muted">{t('emailHint')}</p>}
      />
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
        <Link href={results} className="rounded-full px-6 py-2.5 font-semibold text-brand-700 underline">
          {t('back')}
        </Link>
      </div>
    </Form>
  );
}
