'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, get, type Resolver, useForm, useWatch } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactFormInput, ContactSubmission } from '@/lib/schemas/contact';
import {
  COMPANY_TYPES,
  CONTACT_MESSAGE_MAX,
  crossBorderConsentRequired,
  HEAR_ABOUT,
  INTERESTS,
  PRODUCT_TYPES,
} from '@/lib/schemas/contact-options';
import { isMessageKey } from '@/lib/schemas/message-keys';
import { lazyZodResolver, preloadOn } from '@/lib/forms/lazy-resolver';
import { clearDraft, emptyContactForm, loadDraft, saveDraft } from './draft';
import { useVisitorCountry } from './geo';
import { type CountryOption, imTypesFor } from '@/lib/forms/options';
import { FORM_FIELDS, type FormField, newIdempotencyKey, postContact } from './submit';

// The contact form (spec §3, §4 "Contact submit", §5, §8). Validated in the browser with the same zod schema
// as POST /api/contact; the server's answer decides what the visitor sees. Every submission carries an
// idempotency key made once per form fill and reused on every retry, so a double click, a retry after a
// network error or a resubmission after a reload never creates a second lead. The schema (and zod with it)
// loads when the visitor first focuses or presses inside the form, not with the page.

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; count: number }
  | { kind: 'rateLimited'; retryAfter: number }
  | { kind: 'failed' }
  | { kind: 'success' };

const requiredMark = (
  <span aria-hidden="true" className="ml-0.5 text-red-700">
    *
  </span>
);
const contactValidation = lazyZodResolver(() =>
  import('@/lib/schemas/contact').then((schemas) => schemas.contactSchema),
);
const baseResolver = contactValidation.resolver;

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:border-red-600';

export interface ContactFormProps {
  /** Every country and region with its name in the page language, sorted for that language. */
  countries: readonly CountryOption[];
}

export function ContactForm({ countries }: ContactFormProps) {
  const locale = useLocale() as Locale;
  const t = useTranslations('Contact');
  const formErrors = useTranslations('FormErrors');
  const id = useId();
  const visitorCountry = useVisitorCountry();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sendingRef = useRef(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  // The consent is shown for the Chinese form and for visitors in China, whether the lookup says so or the
  // visitor picks China as their country; when shown it must be ticked (the server requires it likewise).
  const geoNeedsConsent = crossBorderConsentRequired({ country: visitorCountry });
  const geoNeedsConsentRef = useRef(geoNeedsConsent);
  geoNeedsConsentRef.current = geoNeedsConsent;

  const resolver = useCallback<Resolver<ContactFormInput, unknown, ContactSubmission>>(
    async (values, context, options) => {
      const result = await baseResolver(values, context, options);
      if (geoNeedsConsentRef.current && values.is_cross_border !== true) {
        const errors: FieldErrors<ContactFormInput> = {
          ...result.errors,
          is_cross_border: { type: 'custom', message: 'crossBorderRequired' },
        };
        return { values: {}, errors };
      }
      return result;
    },
    [],
  );

  const form = useForm<ContactFormInput, unknown, ContactSubmission>({
    resolver,
    defaultValues: emptyContactForm(locale, ''),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, control, reset, setError, setValue, getValues, formState, subscribe } =
    form;
  const { errors } = formState;

  // After hydration: what this tab typed before (with its key, so a resubmission stays one lead), else a
  // fresh key. Until then the submit button stays disabled: a click before hydration would make the browser
  // send the form itself, as a GET with everything in the address.
  const [ready, setReady] = useState(false);
  const restored = useRef(false);
  useEffect(() => {
    const key = newIdempotencyKey();
    const draft = loadDraft(locale, key);
    if (draft) reset(draft);
    else setValue('idempotencyKey', key);
    restored.current = true;
    setReady(true);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values),
    });
  }, [locale, reset, setValue, subscribe]);

  // Prefill the country from the lookup when the visitor has not chosen one.
  useEffect(() => {
    if (
      visitorCountry &&
      restored.current &&
      !getValues('country') &&
      countries.some((c) => c.code === visitorCountry)
    ) {
      setValue('country', visitorCountry, { shouldDirty: true });
    }
  }, [visitorCountry, countries, getValues, setValue]);

  const chosenCountry = useWatch({ control, name: 'country' });
  const showCrossBorder = geoNeedsConsent || crossBorderConsentRequired({ locale, country: chosenCountry });

  const imTypes = useMemo(() => imTypesFor(locale), [locale]);
  // About 250 options: made once, so the form's many re-renders (every keystroke, the restored draft, the
  // looked-up country) pass over them instead of comparing each.
  const countryOptions = useMemo(
    () =>
      countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      )),
    [countries],
  );

  useEffect(() => {
    if (status.kind === 'success') successRef.current?.focus();
  }, [status.kind]);

  const onValid = async (submission: ContactSubmission) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    try {
      const outcome = await postContact(submission);
      switch (outcome.kind) {
        case 'success':
          clearDraft();
          setStatus({ kind: 'success' });
          break;
        case 'invalid': {
          const fields = FORM_FIELDS.filter((field) => outcome.fields[field]);
          fields.forEach((field, index) =>
            setError(field, { type: 'server', message: outcome.fields[field] }, { shouldFocus: index === 0 }),
          );
          setStatus({ kind: 'invalid', count: fields.length });
          break;
        }
        case 'rateLimited':
          setStatus({ kind: 'rateLimited', retryAfter: outcome.retryAfter });
          break;
        default:
          setStatus({ kind: 'failed' });
      }
    } finally {
      sendingRef.current = false;
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactFormInput>) => {
    const count = FORM_FIELDS.filter((field) => get(fieldErrors, field)).length;
    setStatus({ kind: 'invalid', count: Math.max(1, count) });
  };

  const startOver = () => {
    clearDraft();
    reset(emptyContactForm(locale, newIdempotencyKey()));
    setStatus({ kind: 'idle' });
  };

  // Errors hold message keys; a key this UI does not know reads as "required" rather than a raw key.
  const errorText = (field: FormField): string | undefined => {
    const error: { message?: unknown } | undefined = get(errors, field);
    if (!error) return undefined;
    const message = error.message;
    return formErrors(isMessageKey(message) ? message : 'required');
  };

  const fieldId = (field: string) => `${id}-${field.replace('.', '-')}`;
  const errorId = (field: string) => `${fieldId(field)}-error`;
  const hintId = (field: string) => `${fieldId(field)}-hint`;

  /** aria attributes linking a control to its hint and error. */
  const described = (field: FormField, { hint = false, required = true } = {}) => {
    const error = errorText(field);
    const ids = [hint ? hintId(field) : null, error ? errorId(field) : null].filter(Boolean);
    return {
      id: fieldId(field),
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': ids.length ? ids.join(' ') : undefined,
      'aria-required': required ? (true as const) : undefined,
    };
  };

  const errorNode = (field: FormField) => {
    const error = errorText(field);
    return error ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    ) : null;
  };

  const label = (field: string, children: ReactNode, required = true) => (
    <label htmlFor={fieldId(field)} className="block text-sm font-medium text-ink">
      {children}
      {required ? requiredMark : null}
    </label>
  );

  if (status.kind === 'success') {
    return (
      <div role="status" className="rounded-xl border border-brand-100 bg-brand-50 p-8">
        <h2 ref={successRef} tabIndex={-1} className="text-2xl font-semibold text-ink focus:outline-none">
          {t('status.successTitle')}
        </h2>
        <p className="mt-3 text-ink-muted">{t('status.successBody')}</p>
        <button
          type="button"
          onClick={startOver}
          className="mt-6 rounded-full border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-100"
        >
          {t('status.another')}
        </button>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  const textField = (
    field: 'full_name' | 'company' | 'position' | 'email' | 'phone',
    type = 'text',
    autoComplete?: string,
  ) => (
    <div>
      {label(field, t(`form.${field}`))}
      <input
        type={type}
        autoComplete={autoComplete}
        className={inputClass}
        {...described(field)}
        {...register(field)}
      />
      {errorNode(field)}
    </div>
  );

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      onSubmit={handleSubmit(onValid, onInvalid)}
      {...preloadOn(contactValidation.preload)}
      className="space-y-6"
      aria-busy={sending || undefined}
    >
      <p className="text-sm text-ink-muted">{t('form.requiredNote')}</p>

      <div className="grid gap-6 sm:grid-cols-2">
        {textField('full_name', 'text', 'name')}
        <div>
          {label('country', t('form.country'))}
          <select
            className={inputClass}
            autoComplete="country"
            {...described('country')}
            {...register('country')}
          >
            <option value="">{t('form.select')}</option>
            {countryOptions}
          </select>
          {errorNode('country')}
        </div>
        {textField('company', 'text', 'organization')}
        <div>
          {label('company_type', t('form.company_type'))}
          <select className={inputClass} {...described('company_type')} {...register('company_type')}>
            <option value="">{t('form.select')}</option>
            {COMPANY_TYPES.map((key) => (
              <option key={key} value={key}>
                {t(`options.companyTypes.${key}`)}
              </option>
            ))}
          </select>
          {errorNode('company_type')}
        </div>
        {textField('position', 'text', 'organization-title')}
        {textField('email', 'email', 'email')}
        {textField('phone', 'tel', 'tel')}

        <fieldset>
          <legend className="block text-sm font-medium text-ink">
            {t('form.im')}
            {requiredMark}
          </legend>
          <div className="mt-1 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <div>
              <label htmlFor={fieldId('im.type')} className="sr-only">
                {t('form.imType')}
              </label>
              <select className={`${inputClass} mt-0`} {...described('im.type')} {...register('im.type')}>
                <option value="">{t('form.imType')}</option>
                {imTypes.map((key) => (
                  <option key={key} value={key}>
                    {t(`options.imTypes.${key}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={fieldId('im.account')} className="sr-only">
                {t('form.imAccount')}
              </label>
              <input
                type="text"
                placeholder={t('form.imAccount')}
                className={`${inputClass} mt-0`}
                {...described('im.account')}
                {...register('im.account')}
              />
            </div>
          </div>
          {errorNode('im.type')}
          {errorNode('im.account')}
        </fieldset>
      </div>

      <fieldset>
        <legend className="block text-sm font-medium text-ink">
          {t('form.interested_in')}
          {requiredMark}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {INTERESTS.map((key, index) => {
            const error = errorText('interested_in');
            return (
              <label key={key} className="flex items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  value={key}
                  id={index === 0 ? fieldId('interested_in') : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId('interested_in') : undefined}
                  className="size-4 accent-brand-600"
                  {...register('interested_in')}
                />
                {t(`options.interests.${key}`)}
              </label>
            );
          })}
        </div>
        {errorNode('interested_in')}
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          {label('hear_about', t('form.hear_about'), false)}
          <select
            className={inputClass}
            {...described('hear_about', { required: false })}
            {...register('hear_about', {
              setValueAs: (value: unknown) => (value === '' || value == null ? undefined : value),
            })}
          >
            <option value="">{t('form.select')}</option>
            {HEAR_ABOUT.map((key) => (
              <option key={key} value={key}>
                {t(`options.hearAbout.${key}`)}
              </option>
            ))}
          </select>
          {errorNode('hear_about')}
        </div>
        <div>
          {label('product_type', t('form.product_type'))}
          <select className={inputClass} {...described('product_type')} {...register('product_type')}>
            <option value="">{t('form.select')}</option>
            {PRODUCT_TYPES.map((key) => (
              <option key={key} value={key}>
                {t(`options.productTypes.${key}`)}
              </option>
            ))}
          </select>
          {errorNode('product_type')}
        </div>
      </div>

      <div>
        {label('app_url', t('form.app_url'))}
        <input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          className={inputClass}
          {...described('app_url', { hint: true })}
          {...register('app_url')}
        />
        <p id={hintId('app_url')} className="mt-1 text-sm text-ink-muted">
          {t('form.appUrlHint')}
        </p>
        {errorNode('app_url')}
      </div>

      <div>
        {label('message', t('form.message'), false)}
        <textarea
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          className={inputClass}
          {...described('message', { hint: true, required: false })}
          {...register('message')}
        />
        <p id={hintId('message')} className="mt-1 text-sm text-ink-muted">
          {t('form.messageHint', { max: CONTACT_MESSAGE_MAX })}
        </p>
        {errorNode('message')}
      </div>

      {showCrossBorder ? (
        <div>
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand-600"
              {...described('is_cross_border')}
              {...register('is_cross_border')}
            />
            {label('is_cross_border', t('form.is_cross_border'))}
          </div>
          {errorNode('is_cross_border')}
        </div>
      ) : null}

      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-brand-600"
          {...described('subscribe', { required: false })}
          {...register('subscribe')}
        />
        {label('subscribe', t('form.subscribe'), false)}
      </div>

      {/* Honeypot: off screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>{t('form.honeypot')}</label>
        <input
          type="text"
          id={fieldId('website')}
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>

      <div role="alert" aria-live="assertive" className="empty:hidden">
        {status.kind === 'invalid' ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            {t('status.invalid', { count: status.count })}
          </p>
        ) : null}
        {status.kind === 'failed' ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">{t('status.failed')}</p>
        ) : null}
        {status.kind === 'rateLimited' ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
            {t('status.rateLimited', { seconds: status.retryAfter })}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        disabled={!ready || sending}
        className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
