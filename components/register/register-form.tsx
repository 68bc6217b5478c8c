'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { PlatformLinks } from '@/lib/register/links';
import { type CountryOption, imTypesFor } from '@/lib/forms/options';
import { lazyZodResolver, preloadOn } from '@/lib/forms/lazy-resolver';
import { isMessageKey } from '@/lib/schemas/message-keys';
import type { RegisterFormInput, RegisterSubmission } from '@/lib/schemas/register';
import {
  INTERESTS,
  isUsernameFormat,
  PRODUCT_TYPES,
  REGISTER_COMPANY_TYPES,
  TEAM_SIZES,
  WILL_FEATURES,
} from '@/lib/schemas/register-options';
import { isEmailRegistered, isUsernameAvailable, newIdempotencyKey, postJson } from './register-api';
import { SuccessDialog, type ActivatedTrial } from './success-dialog';

// The trial registration form (spec §3–§5): the same zod schema as the API, the e-mail checked on blur,
// the code sent with a 60 s countdown, the username checked while typing, then the outcome: the activated
// dialog, the manual-review message, or "pending" while the platform cannot be reached. The schemas (and zod
// with them) load when the visitor first focuses or presses inside the form, not with the page.

type Schemas = typeof import('@/lib/schemas/register');
let loadedSchemas: Schemas | undefined;
const loadSchemas = async (): Promise<Schemas> => (loadedSchemas ??= await import('@/lib/schemas/register'));
const registerValidation = lazyZodResolver(() => loadSchemas().then((schemas) => schemas.registerSchema));

const SERVER_KEYS = ['usernameTaken', 'emailRegistered', 'codeInvalid', 'codeExpired', 'codeLocked'] as const;
const serverKeys: ReadonlySet<string> = new Set(SERVER_KEYS);
const CODE_ERRORS: Record<string, (typeof SERVER_KEYS)[number]> = {
  code_invalid: 'codeInvalid',
  code_expired: 'codeExpired',
  code_locked: 'codeLocked',
};
export const USERNAME_DEBOUNCE_MS = 400;
export const RESEND_SECONDS = 60;

type Result = { kind: 'activated'; trial: ActivatedTrial } | { kind: 'review' } | { kind: 'pending' };
type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'failed';
type CodeNotice =
  | { kind: 'sent'; email: string }
  | { kind: 'tooSoon'; seconds: number }
  | { kind: 'tooMany' }
  | { kind: 'failed' }
  | { kind: 'emailNeeded' };

const inputClass =
  'mt-1 block w-full rounded-lg border border-ink/20 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none aria-[invalid=true]:border-red-600';

export function RegisterForm({
  platform,
  qrCode,
  countries,
}: {
  platform: { com: PlatformLinks; cn: PlatformLinks };
  qrCode: string;
  /** Country names made on the server (lib/forms/options.ts), so server and browser render the same list. */
  countries: readonly CountryOption[];
}) {
  const t = useTranslations('RegisterForm');
  const formErrors = useTranslations('FormErrors');
  const locale = useLocale() as Locale;
  const links = locale === 'zh-CN' ? platform.cn : platform.com;
  const [result, setResult] = useState<Result | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [formError, setFormError] = useState<'submitFailed' | 'tooMany' | null>(null);
  const [emailRegistered, setEmailRegistered] = useState(false);
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>('idle');
  const [codeNotice, setCodeNotice] = useState<CodeNotice | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setError,
    trigger,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<RegisterFormInput, unknown, RegisterSubmission>({
    resolver: registerValidation.resolver,
    mode: 'onTouched',
    defaultValues: {
      email: '',
      validate_code: '',
      username: '',
      password: '',
      repassword: '',
      region: '',
      company: '',
      company_type: '' as RegisterFormInput['company_type'],
      job_title: '',
      team_size: '' as RegisterFormInput['team_size'],
      fullName: '',
      phone: '',
      product_type: '' as RegisterFormInput['product_type'],
      app_url: '',
      contact_type: { method: '' as RegisterFormInput['contact_type']['method'], account: '' },
      isMtg: false,
      m_username: '',
      ga_username: '',
      willFeature: '' as RegisterFormInput['willFeature'],
      interested_in: [],
      representative: '',
      message: '',
      company_address: '',
      is_cooperate_with_mws: undefined as unknown as RegisterFormInput['is_cooperate_with_mws'],
      agreement: false as unknown as true,
      locale,
      idempotencyKey: '',
      website: '',
    },
  });

  // The key is made in the browser (not during server rendering) and kept across retries of one submission.
  useEffect(() => {
    setValue('idempotencyKey', newIdempotencyKey());
  }, [setValue]);

  // Resend countdown.
  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  // Username availability while typing, after a pause.
  const username = useWatch({ control, name: 'username' });
  useEffect(() => {
    const value = (username ?? '').trim();
    if (!isUsernameFormat(value)) {
      setUsernameStatus('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setUsernameStatus('checking');
      const answer = await isUsernameAvailable(value, controller.signal);
      if (controller.signal.aborted) return;
      setUsernameStatus(answer.ok ? (answer.value ? 'available' : 'taken') : 'failed');
    }, USERNAME_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username]);

  const imTypes = imTypesFor(locale);

  // Schema keys are shared by every form (FormErrors); the server's own refusals are this form's.
  const message = (key: string | undefined) => {
    if (!key) return undefined;
    if (serverKeys.has(key)) return t(`errors.${key as (typeof SERVER_KEYS)[number]}`);
    return formErrors(isMessageKey(key) ? key : 'required');
  };

  const checkEmail = async () => {
    const email = getValues('email');
    // Once loaded (the first focus starts it), checked at once, so the lookup leaves before anything else.
    const schemas = loadedSchemas ?? (await loadSchemas().catch(() => null));
    if (!schemas?.registerEmailQuery.safeParse({ email }).success) {
      setEmailRegistered(false);
      return;
    }
    const answer = await isEmailRegistered(email.trim());
    setEmailRegistered(answer.ok && answer.value);
  };

  const sendCode = async () => {
    if (!(await trigger('email'))) {
      setCodeNotice({ kind: 'emailNeeded' });
      return;
    }
    const email = getValues('email').trim();
    setSendingCode(true);
    const answer = await postJson('/api/register/code', { email, locale });
    setSendingCode(false);
    if (answer?.status === 202) {
      setCodeNotice({ kind: 'sent', email });
      setCountdown(RESEND_SECONDS);
    } else if (answer?.status === 429 && answer.body.error === 'resend_too_soon') {
      const seconds = Number(answer.body.retryAfter) || RESEND_SECONDS;
      setCodeNotice({ kind: 'tooSoon', seconds });
      setCountdown(seconds);
    } else if (answer?.status === 429) {
      setCodeNotice({ kind: 'tooMany' });
    } else if (answer?.status === 400) {
      await trigger('email');
      setCodeNotice(null);
    } else {
      setCodeNotice({ kind: 'failed' });
    }
  };

  const showResult = (next: Result) => {
    setResult(next);
    setDialogOpen(next.kind === 'activated');
  };

  useEffect(() => {
    if (result && !dialogOpen) resultHeading.current?.focus();
  }, [result, dialogOpen]);

  const onValid = async (data: RegisterSubmission) => {
    setFormError(null);
    const answer = await postJson('/api/register', { ...data, locale });
    if (!answer || answer.status >= 500) {
      // The same key on the next try: a submission that did arrive is not made twice.
      setFormError('submitFailed');
      return;
    }
    const body = answer.body;
    if (answer.status === 201 && body.outcome === 'activated') {
      showResult({
        kind: 'activated',
        trial: {
          daysValid: Number(body.daysValid),
          expiredDate: String(body.expiredDate),
          loginUrl: typeof body.loginUrl === 'string' ? body.loginUrl : links.login,
        },
      });
      return;
    }
    if (answer.status === 201) return showResult({ kind: 'review' });
    if (answer.status === 202) return showResult({ kind: 'pending' });
    if (answer.status === 429) {
      setFormError('tooMany');
      return;
    }
    // A definite refusal: the corrected form is a new submission with a new key.
    setValue('idempotencyKey', newIdempotencyKey());
    if (body.error === 'email_registered') {
      setEmailRegistered(true);
      setError('email', { type: 'server', message: 'emailRegistered' }, { shouldFocus: true });
    } else if (body.error === 'username_taken') {
      setUsernameStatus('taken');
      setError('username', { type: 'server', message: 'usernameTaken' }, { shouldFocus: true });
    } else if (typeof body.error === 'string' && CODE_ERRORS[body.error]) {
      setError('validate_code', { type: 'server', message: CODE_ERRORS[body.error] }, { shouldFocus: true });
    } else if (body.error === 'validation' && body.fields && typeof body.fields === 'object') {
      Object.entries(body.fields as Record<string, string>).forEach(([field, key], index) =>
        setError(
          field as FieldPath<RegisterFormInput>,
          { type: 'server', message: key },
          { shouldFocus: index === 0 },
        ),
      );
    } else {
      setFormError('submitFailed');
    }
  };

  if (result) {
    return (
      <section className="mt-8 rounded-2xl bg-white p-6 shadow-sm sm:p-8" aria-labelledby="register-result">
        {result.kind === 'activated' ? (
          <>
            <h2
              id="register-result"
              ref={resultHeading}
              tabIndex={-1}
              className="text-2xl font-bold text-ink"
            >
              {t('dialog.title')}
            </h2>
            <p className="mt-3 text-ink-muted">{t('dialog.daysValid', { days: result.trial.daysValid })}</p>
            <a
              href={result.trial.loginUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-6 inline-block rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {t('dialog.goToLogin')}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
            {dialogOpen ? (
              <SuccessDialog trial={result.trial} qrCode={qrCode} onClose={() => setDialogOpen(false)} />
            ) : null}
          </>
        ) : (
          <div role="status">
            <h2
              id="register-result"
              ref={resultHeading}
              tabIndex={-1}
              className="text-2xl font-bold text-ink"
            >
              {result.kind === 'review' ? t('result.reviewTitle') : t('result.pendingTitle')}
            </h2>
            <p className="mt-3 text-ink-muted">
              {result.kind === 'review' ? t('result.reviewText') : t('result.pendingText')}
            </p>
          </div>
        )}
      </section>
    );
  }

  const ids = (name: string, extra: string[] = []) => {
    const error = fieldError(name);
    const describedBy = [...extra, error ? `${name}-error` : ''].filter(Boolean).join(' ');
    return {
      id: name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    } as const;
  };

  function fieldError(name: string): string | undefined {
    const parts = name.split('.');
    let node: unknown = errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    const key = (node as { message?: string } | undefined)?.message;
    return message(key);
  }

  const errorText = (name: string) => {
    const text = fieldError(name);
    return text ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
        {text}
      </p>
    ) : null;
  };

  const label = (name: string, text: ReactNode, required = true) => (
    <label htmlFor={name} className="block text-sm font-medium text-ink">
      {text}
      {required ? (
        <span className="text-red-700">
          <span aria-hidden="true"> *</span>
          <span className="sr-only"> ({t('required')})</span>
        </span>
      ) : null}
    </label>
  );

  const select = (
    name: FieldPath<RegisterFormInput>,
    options: { value: string; label: string }[],
    extra?: string[],
  ) => (
    <select {...register(name)} {...ids(name, extra)} className={inputClass}>
      <option value="">{t('choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  const text = (
    name: FieldPath<RegisterFormInput>,
    props: React.InputHTMLAttributes<HTMLInputElement> = {},
    extra?: string[],
  ) => <input type="text" {...props} {...register(name)} {...ids(name, extra)} className={inputClass} />;

  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  const usernameTaken = usernameStatus === 'taken';

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      {...preloadOn(registerValidation.preload)}
      className="mt-8 space-y-8"
      aria-describedby={hasErrors ? 'register-error-summary' : undefined}
    >
      <input type="hidden" {...register('locale')} />
      {/* Honeypot: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-ink">{t('sections.account')}</legend>
        <div className="grid gap-5">
          <div>
            {label('email', t('fields.email'))}
            <input
              type="email"
              autoComplete="email"
              {...register('email', {
                onBlur: () => void checkEmail(),
                onChange: () => setEmailRegistered(false),
              })}
              {...ids('email', emailRegistered ? ['email-registered'] : [])}
              className={inputClass}
            />
            {errorText('email')}
            <div aria-live="polite">
              {emailRegistered ? (
                <div id="email-registered" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-ink">
                  <p className="font-medium">{t('registered')}</p>
                  <p className="mt-1 text-ink-muted">{t('otherProducts')}</p>
                  <a
                    href={links.login}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
                  >
                    {t('login')}
                    <span className="sr-only"> {t('newTab')}</span>
                  </a>
                </div>
              ) : null}
            </div>
          </div>

          <div>
            {label('validate_code', t('fields.validate_code'))}
            <div className="flex gap-3">
              <input
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...register('validate_code')}
                {...ids('validate_code', ['code-notice'])}
                className={`${inputClass} max-w-[12rem]`}
              />
              <button
                type="button"
                onClick={() => void sendCode()}
                disabled={sendingCode || countdown > 0}
                className="mt-1 shrink-0 rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-ink-muted"
              >
                {sendingCode
                  ? t('sendingCode')
                  : countdown > 0
                    ? t('resendIn', { seconds: countdown })
                    : t('sendCode')}
              </button>
            </div>
            {errorText('validate_code')}
            <p id="code-notice" aria-live="polite" className="mt-1 text-sm text-ink-muted">
              {codeNotice?.kind === 'sent'
                ? t('codeSent', { email: codeNotice.email })
                : codeNotice?.kind === 'tooSoon'
                  ? t('codeTooSoon', { seconds: codeNotice.seconds })
                  : codeNotice?.kind === 'tooMany'
                    ? t('codeTooMany')
                    : codeNotice?.kind === 'failed'
                      ? t('codeFailed')
                      : codeNotice?.kind === 'emailNeeded'
                        ? t('emailNeeded')
                        : null}
            </p>
          </div>

          <div>
            {label('username', t('fields.username'))}
            <input
              type="text"
              autoComplete="username"
              {...register('username')}
              {...ids('username', ['username-hint', 'username-status'])}
              aria-invalid={fieldError('username') || usernameTaken ? true : undefined}
              className={inputClass}
            />
            <p id="username-hint" className="mt-1 text-sm text-ink-muted">
              {t('hints.username')}
            </p>
            {errorText('username')}
            <p
              id="username-status"
              aria-live="polite"
              className={`mt-1 text-sm ${usernameTaken ? 'text-red-700' : usernameStatus === 'available' ? 'text-green-800' : 'text-ink-muted'}`}
            >
              {fieldError('username')
                ? null
                : usernameStatus === 'checking'
                  ? t('usernameChecking')
                  : usernameStatus === 'available'
                    ? t('usernameAvailable')
                    : usernameTaken
                      ? t('errors.usernameTaken')
                      : usernameStatus === 'failed'
                        ? t('usernameCheckFailed')
                        : null}
            </p>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              {label('password', t('fields.password'))}
              <input
                type="password"
                autoComplete="new-password"
                {...register('password')}
                {...ids('password', ['password-hint'])}
                className={inputClass}
              />
              {errorText('password')}
            </div>
            <div>
              {label('repassword', t('fields.repassword'))}
              <input
                type="password"
                autoComplete="new-password"
                {...register('repassword')}
                {...ids('repassword')}
                className={inputClass}
              />
              {errorText('repassword')}
            </div>
          </div>
          <p id="password-hint" className="-mt-3 text-sm text-ink-muted">
            {t('hints.password')}
          </p>
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-ink">{t('sections.about')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label('fullName', t('fields.fullName'))}
            {text('fullName', { autoComplete: 'name' })}
            {errorText('fullName')}
          </div>
          <div>
            {label('phone', t('fields.phone'))}
            {text('phone', { type: 'tel', autoComplete: 'tel' })}
            {errorText('phone')}
          </div>
          <div>
            {label('company', t('fields.company'))}
            {text('company', { autoComplete: 'organization' })}
            {errorText('company')}
          </div>
          <div>
            {label('job_title', t('fields.job_title'))}
            {text('job_title', { autoComplete: 'organization-title' })}
            {errorText('job_title')}
          </div>
          <div>
            {label('company_type', t('fields.company_type'))}
            {select(
              'company_type',
              REGISTER_COMPANY_TYPES.map((value) => ({ value, label: t(`options.companyTypes.${value}`) })),
            )}
            {errorText('company_type')}
          </div>
          <div>
            {label('team_size', t('fields.team_size'))}
            {select(
              'team_size',
              TEAM_SIZES.map((value) => ({ value, label: t(`options.teamSizes.${value}`) })),
            )}
            {errorText('team_size')}
          </div>
          <div>
            {label('region', t('fields.region'))}
            {select(
              'region',
              countries.map(({ code, name }) => ({ value: code, label: name })),
            )}
            {errorText('region')}
          </div>
          <div>
            {label('company_address', t('fields.company_address'))}
            {text('company_address', { autoComplete: 'address-line1' })}
            {errorText('company_address')}
          </div>
          <div>
            {label('contact_type.method', t('fields.contact_method'))}
            {select(
              'contact_type.method',
              imTypes.map((value) => ({ value, label: t(`options.imTypes.${value}`) })),
            )}
            {errorText('contact_type.method') ?? errorText('contact_type')}
          </div>
          <div>
            {label('contact_type.account', t('fields.contact_account'))}
            {text('contact_type.account')}
            {errorText('contact_type.account')}
          </div>
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-ink">{t('sections.product')}</legend>
        <div className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              {label('product_type', t('fields.product_type'))}
              {select(
                'product_type',
                PRODUCT_TYPES.map((value) => ({ value, label: t(`options.productTypes.${value}`) })),
              )}
              {errorText('product_type')}
            </div>
            <div>
              {label('willFeature', t('fields.willFeature'))}
              {select(
                'willFeature',
                WILL_FEATURES.map((value) => ({ value, label: t(`options.willFeature.${value}`) })),
              )}
              {errorText('willFeature')}
            </div>
          </div>
          <div>
            {label('app_url', t('fields.app_url'))}
            {text('app_url', { type: 'url', inputMode: 'url' }, ['app_url-hint'])}
            <p id="app_url-hint" className="mt-1 text-sm text-ink-muted">
              {t('hints.app_url')}
            </p>
            {errorText('app_url')}
          </div>
          <fieldset aria-describedby={fieldError('interested_in') ? 'interested_in-error' : undefined}>
            <legend className="text-sm font-medium text-ink">
              {t('fields.interested_in')}
              <span className="text-red-700">
                <span aria-hidden="true"> *</span>
                <span className="sr-only"> ({t('required')})</span>
              </span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {INTERESTS.map((value) => (
                <label key={value} className="flex items-center gap-2 text-ink">
                  <input
                    type="checkbox"
                    value={value}
                    {...register('interested_in')}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {t(`options.interests.${value}`)}
                </label>
              ))}
            </div>
            {errorText('interested_in')}
          </fieldset>
        </div>
      </fieldset>

      <fieldset className="rounded-2xl bg-white p-6 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-ink">{t('sections.more')}</legend>
        <div className="grid gap-5">
          <label className="flex items-center gap-2 text-ink">
            <input type="checkbox" {...register('isMtg')} className="h-4 w-4 accent-brand-600" />
            {t('fields.isMtg')}
          </label>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              {label('m_username', t('fields.m_username'))}
              {text('m_username', {}, ['na-hint'])}
              {errorText('m_username')}
            </div>
            <div>
              {label('ga_username', t('fields.ga_username'))}
              {text('ga_username', {}, ['na-hint'])}
              {errorText('ga_username')}
            </div>
          </div>
          <p id="na-hint" className="-mt-3 text-sm text-ink-muted">
            {t('hints.na')}
          </p>
          <fieldset
            aria-describedby={fieldError('is_cooperate_with_mws') ? 'is_cooperate_with_mws-error' : undefined}
          >
            <legend className="text-sm font-medium text-ink">
              {t('fields.is_cooperate_with_mws')}
              <span className="text-red-700">
                <span aria-hidden="true"> *</span>
                <span className="sr-only"> ({t('required')})</span>
              </span>
            </legend>
            <div className="mt-2 flex gap-6">
              <label className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  value="1"
                  {...register('is_cooperate_with_mws')}
                  className="h-4 w-4 accent-brand-600"
                />
                {t('yes')}
              </label>
              <label className="flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  value="2"
                  {...register('is_cooperate_with_mws')}
                  className="h-4 w-4 accent-brand-600"
                />
                {t('no')}
              </label>
            </div>
            {errorText('is_cooperate_with_mws')}
          </fieldset>
          <div>
            {label('representative', t('fields.representative'), false)}
            {text('representative')}
            {errorText('representative')}
          </div>
          <div>
            {label('message', t('fields.message'), false)}
            <textarea rows={4} {...register('message')} {...ids('message')} className={inputClass} />
            {errorText('message')}
          </div>
          <div>
            <label className="flex items-start gap-2 text-ink">
              <input
                type="checkbox"
                {...register('agreement')}
                aria-invalid={fieldError('agreement') ? true : undefined}
                aria-describedby={fieldError('agreement') ? 'agreement-error' : undefined}
                className="mt-1 h-4 w-4 accent-brand-600"
              />
              <span>
                {t.rich('agreement', {
                  agreement: (chunks) => (
                    <a
                      href={links.agreement}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-700 underline hover:text-brand-900"
                    >
                      {chunks}
                      <span className="sr-only"> {t('newTab')}</span>
                    </a>
                  ),
                  privacy: (chunks) => (
                    <Link href="/privacy" className="text-brand-700 underline hover:text-brand-900">
                      {chunks}
                    </Link>
                  ),
                })}
              </span>
            </label>
            {errorText('agreement')}
          </div>
        </div>
      </fieldset>

      <div aria-live="assertive">
        {hasErrors ? (
          <p id="register-error-summary" className="text-sm font-medium text-red-700">
            {t('errorSummary')}
          </p>
        ) : null}
        {formError ? <p className="mt-2 font-medium text-red-700">{t(formError)}</p> : null}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-full bg-brand-600 px-8 py-3 text-lg font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
