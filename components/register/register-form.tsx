'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/controls';
import { Form, FormAlert, Honeypot } from '@/components/ui/form';
import { type ApiAnswer, fieldErrorsFor, newIdempotencyKey, postJson } from '@/lib/client/api';
import { useErrorText } from '@/lib/forms/error-text';
import { preloadOn } from '@/lib/forms/lazy-resolver';
import type { CountryOption } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locales';
import type { PlatformLinks } from '@/lib/register/links';
import type { RegisterFormInput, RegisterSubmission } from '@/lib/schemas/register';
import { AboutSection } from './about-section';
import { AccountSection } from './account-section';
import { emptyRegisterForm, REGISTER_FIELD_PATHS } from './fields';
import { MoreSection } from './more-section';
import { ProductSection } from './product-section';
import { type RegisterResult, RegisterResultView } from './register-result';
import { useUsernameCheck } from './use-username-check';
import { registerValidation } from './validation';

// The trial registration form (docs/PRODUCT.md, Trial registration): the same zod schema as the API (loaded
// when the visitor first focuses or presses inside the form), four sections, then the outcome: the activated
// dialog, the manual-review message, or "pending" while the platform cannot be reached. One idempotency key
// per submission: a retry after a failure reuses it, a corrected form after a refusal gets a new one.

/** The server's refusals this form words itself (RegisterForm.errors); the schema's keys are FormErrors'. */
const OWN_ERRORS = new Set(['usernameTaken', 'emailRegistered', 'codeInvalid', 'codeExpired', 'codeLocked']);
const CODE_ERRORS: Record<string, string> = {
  code_invalid: 'codeInvalid',
  code_expired: 'codeExpired',
  code_locked: 'codeLocked',
};

export function RegisterForm({
  platform,
  qrCode,
  communityUrl,
  countries,
}: {
  platform: { com: PlatformLinks; cn: PlatformLinks };
  qrCode: string;
  /** The community the QR code leads to, linked beside it on phones. */
  communityUrl: string;
  /** Country names made on the server (lib/forms/options.ts), so server and browser render the same list. */
  countries: readonly CountryOption[];
}) {
  const t = useTranslations('RegisterForm');
  const forms = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const links = locale === 'zh-CN' ? platform.cn : platform.com;
  const ownText = useCallback(
    (key: string) => (OWN_ERRORS.has(key) ? t(`errors.${key as 'usernameTaken'}`) : undefined),
    [t],
  );
  const errorText = useErrorText(ownText);
  const [result, setResult] = useState<RegisterResult | null>(null);
  const [formError, setFormError] = useState<'submitFailed' | 'tooMany' | null>(null);
  const [emailRegistered, setEmailRegistered] = useState(false);

  const form = useForm<RegisterFormInput, unknown, RegisterSubmission>({
    resolver: registerValidation.resolver,
    mode: 'onTouched',
    defaultValues: emptyRegisterForm(locale),
  });
  const { control, setValue, setError, formState } = form;
  const username = useUsernameCheck(useWatch({ control, name: 'username' }));

  // The key is made in the browser (not during server rendering) and kept across retries of one submission.
  useEffect(() => {
    setValue('idempotencyKey', newIdempotencyKey());
  }, [setValue]);

  /** A definite refusal, put on the field it is about; false when no field can show it. */
  const showRefusal = (answer: ApiAnswer): boolean => {
    const error = answer.body.error;
    if (error === 'email_registered') {
      setEmailRegistered(true);
      setError('email', { type: 'server', message: 'emailRegistered' }, { shouldFocus: true });
    } else if (error === 'username_taken') {
      username.markTaken();
      setError('username', { type: 'server', message: 'usernameTaken' }, { shouldFocus: true });
    } else if (typeof error === 'string' && CODE_ERRORS[error]) {
      setError('validate_code', { type: 'server', message: CODE_ERRORS[error] }, { shouldFocus: true });
    } else {
      const fields = answer.kind === 'invalid' ? fieldErrorsFor(answer.fields, REGISTER_FIELD_PATHS) : null;
      if (!fields) return false;
      [...fields].forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
    }
    return true;
  };

  const onValid = async (data: RegisterSubmission) => {
    setFormError(null);
    const answer = await postJson('/api/register', { ...data, locale });
    const { body } = answer;
    if (answer.kind === 'ok' && answer.status === 202) return setResult({ kind: 'pending' });
    if (answer.kind === 'ok' && body.outcome === 'activated') {
      const trial = {
        daysValid: Number(body.daysValid),
        expiredDate: String(body.expiredDate),
        loginUrl: typeof body.loginUrl === 'string' ? body.loginUrl : links.login,
      };
      return setResult({ kind: 'activated', trial });
    }
    if (answer.kind === 'ok') return setResult({ kind: 'review' });
    if (answer.kind === 'rateLimited') return setFormError('tooMany');
    // No answer, or the server failed: the same key on the next try, so an application that did arrive is
    // not made twice.
    if (answer.kind === 'network' || answer.status >= 500) return setFormError('submitFailed');
    // A definite refusal: the corrected form is a new submission with a new key.
    setValue('idempotencyKey', newIdempotencyKey());
    if (!showRefusal(answer)) setFormError('submitFailed');
  };

  if (result) return <RegisterResultView result={result} qrCode={qrCode} communityUrl={communityUrl} />;

  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  return (
    <Form
      form={form}
      errorText={errorText}
      onSubmit={form.handleSubmit(onValid)}
      {...preloadOn(registerValidation.preload)}
      className="mt-8 space-y-8"
    >
      <Honeypot label={forms('honeypot')} />
      <AccountSection
        loginUrl={links.login}
        emailRegistered={emailRegistered}
        setEmailRegistered={setEmailRegistered}
        usernameStatus={username.status}
      />
      <AboutSection countries={countries} />
      <ProductSection />
      <MoreSection agreementUrl={links.agreement} />
      <FormAlert message={formError ? t(formError) : hasErrors ? t('errorSummary') : null} />
      <SubmitButton
        busy={formState.isSubmitting}
        busyLabel={t('submitting')}
        className="w-full text-lg sm:w-auto"
      >
        {t('submit')}
      </SubmitButton>
    </Form>
  );
}
