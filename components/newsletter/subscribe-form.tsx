'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  newsletterSchema,
  type NewsletterInput,
  type NewsletterSubscription,
} from '@/lib/schemas/newsletter';

// The blog's e-mail subscription box (spec §2, §8). Validated in the browser with the same zod schema as
// POST /api/newsletter; the answer decides the message: 201 subscribed, 409 already subscribed, 400 invalid
// address, 429 too many attempts, anything else (or no answer) a generic failure. Messages are announced
// through a polite live region; the button is disabled while the request is on its way.

export type SubscribeOutcome = 'success' | 'already' | 'invalid' | 'rateLimited' | 'failed';

/** Maps the API's answer to the message shown. */
export function outcomeOf(status: number): SubscribeOutcome {
  if (status === 201 || status === 200) return 'success';
  if (status === 409) return 'already';
  if (status === 400) return 'invalid';
  if (status === 429) return 'rateLimited';
  return 'failed';
}

export function SubscribeForm() {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  const id = useId();
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterSubscription>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    let result: SubscribeOutcome;
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: values.email, locale }),
      });
      result = outcomeOf(response.status);
    } catch {
      result = 'failed';
    }
    setOutcome(result);
    if (result === 'success') reset({ email: '' });
  });

  const emailError = errors.email ? t('invalid') : null;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const ok = outcome === 'success';

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {t('emailLabel')}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('placeholder')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-ink placeholder:text-slate-500 aria-[invalid=true]:border-red-600"
          {...register('email')}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
      <div
        aria-live="polite"
        className="mt-3 min-h-6 text-sm"
        id={`${id}-status`}
        data-testid="newsletter-status"
      >
        {emailError ? (
          <p id={errorId} className="text-red-700">
            {emailError}
          </p>
        ) : outcome ? (
          <p className={ok ? 'font-semibold text-green-800' : 'text-red-700'}>{t(outcome)}</p>
        ) : null}
      </div>
    </form>
  );
}
