'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Input, SubmitButton } from '@/components/ui/controls';
import { errorIdOf, Field, FieldError } from '@/components/ui/field';
import { postJson } from '@/lib/client/api';
import { preloadOn } from '@/lib/forms/lazy-resolver';

// The blog's e-mail subscription box (docs/PRODUCT.md, Newsletter). Validated in the browser with the same
// zod schema as POST /api/newsletter; the answer decides the message: 201 subscribed, 409 already subscribed,
// 400 invalid address, 429 too many attempts, anything else (or no answer) a generic failure. Messages are
// announced through a polite live region; the button is disabled while the request is on its way.
// One field needs no form library: the box keeps its value in state, checks it on submit (and, once
// submitted, on every change), and loads the schema (and zod with it) when the reader first focuses or
// presses inside the box rather than with the page.

export type SubscribeOutcome = 'success' | 'already' | 'invalid' | 'rateLimited' | 'failed';

/** Maps the API's answer (0: none) to the message shown. */
export function outcomeOf(status: number): SubscribeOutcome {
  if (status === 201 || status === 200) return 'success';
  if (status === 409) return 'already';
  if (status === 400) return 'invalid';
  if (status === 429) return 'rateLimited';
  return 'failed';
}

const loadSchema = () => import('@/lib/schemas/newsletter');

const preloadSchema = () => {
  loadSchema().catch(() => undefined);
};

/** The address as the API takes it (trimmed), or null when the schema refuses it. */
async function parseEmail(email: string): Promise<string | null> {
  const { newsletterSchema } = await loadSchema();
  const result = newsletterSchema.safeParse({ email });
  return result.success ? result.data.email : null;
}

export function SubscribeForm() {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  const inputId = `${useId()}-email`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  // After a submission that did not succeed, every change checks the address again (so the message goes
  // away once it is right); a successful one clears the box and starts over.
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const check = useRef(0);

  // Anything typed before the page hydrated is in the box but not yet in state.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setEmail(value);
    if (!submitted) return;
    const current = ++check.current;
    parseEmail(value).then(
      (parsed) => {
        if (current === check.current) setInvalid(parsed === null);
      },
      () => undefined,
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = ++check.current;
    setSubmitting(true);
    try {
      let address: string | null;
      try {
        address = await parseEmail(email);
      } catch {
        // The schema could not be downloaded: nothing was checked, nothing is sent.
        setOutcome('failed');
        return;
      }
      if (current === check.current) setInvalid(address === null);
      if (address === null) {
        setSubmitted(true);
        inputRef.current?.focus();
        return;
      }
      setOutcome(null);
      const result = outcomeOf((await postJson('/api/newsletter', { email: address, locale })).status);
      setOutcome(result);
      if (result === 'success') {
        check.current++;
        setEmail('');
        setInvalid(false);
        setSubmitted(false);
      } else {
        setSubmitted(true);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const emailError = invalid ? t('invalid') : undefined;
  return (
    <form onSubmit={onSubmit} {...preloadOn(preloadSchema)} noValidate className="mt-5">
      <Field
        id={inputId}
        label={t('emailLabel')}
        invalid={invalid}
        // The error is shown in the live region below, so that it is announced.
        describedBy={[emailError && errorIdOf(inputId)]}
        below={
          <div aria-live="polite" className="mt-3 min-h-6 text-sm" data-testid="newsletter-status">
            {emailError ? (
              <FieldError id={inputId}>{emailError}</FieldError>
            ) : outcome ? (
              <p className={outcome === 'success' ? 'font-semibold text-green-800' : 'text-red-700'}>
                {t(outcome)}
              </p>
            ) : null}
          </div>
        }
      >
        {(control) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Input
              ref={inputRef}
              {...control}
              shape="pill"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('placeholder')}
              value={email}
              onChange={onChange}
            />
            <SubmitButton size="compact" busy={submitting} busyLabel={t('sending')}>
              {t('submit')}
            </SubmitButton>
          </div>
        )}
      </Field>
    </form>
  );
}
