'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, get, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/controls';
import { CountryField } from '@/components/ui/country-select';
import { FieldGroup } from '@/components/ui/field';
import {
  CheckboxField,
  ChoicesField,
  Form,
  FormAlert,
  Honeypot,
  SelectField,
  TextField,
} from '@/components/ui/form';
import { fieldErrorsFor, newIdempotencyKey, postJson } from '@/lib/client/api';
import { useVisitorCountry } from '@/lib/client/geo';
import { useHydrated } from '@/lib/client/hydrated';
import { useErrorText } from '@/lib/forms/error-text';
import { lazyZodResolver, preloadOn } from '@/lib/forms/lazy-resolver';
import { type CountryOption, imTypesFor } from '@/lib/forms/options';
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
import { lineBreaks } from '@/lib/typography/wbr';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { CONTACT_FIELD_PATHS, emptyContactForm } from './fields';

// The contact form (docs/PRODUCT.md, Contact form). Validated in the browser with the same zod schema
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

const contactValidation = lazyZodResolver(() =>
  import('@/lib/schemas/contact').then((schemas) => schemas.contactSchema),
);

export function ContactForm({ countries }: { countries: readonly CountryOption[] }) {
  const locale = useLocale() as Locale;
  const t = useTranslations('Contact');
  const forms = useTranslations('Forms');
  const errorText = useErrorText();
  const visitorCountry = useVisitorCountry();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The server located the visitor in China although the browser did not: the consent shows from then on.
  const [serverAskedConsent, setServerAskedConsent] = useState(false);
  const sendingRef = useRef(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  // The consent is shown for the Chinese form and for visitors in China, whether the lookup says so or the
  // visitor picks China as their country; when shown it must be ticked (the server requires it likewise).
  const geoNeedsConsent = crossBorderConsentRequired({ country: visitorCountry });
  const geoNeedsConsentRef = useRef(geoNeedsConsent);
  useEffect(() => {
    geoNeedsConsentRef.current = geoNeedsConsent;
  }, [geoNeedsConsent]);

  const resolver = useCallback<Resolver<ContactFormInput, unknown, ContactSubmission>>(
    async (values, context, options) => {
      const result = await contactValidation.resolver(values, context, options);
      if (!geoNeedsConsentRef.current || values.is_cross_border === true) return result;
      const errors: FieldErrors<ContactFormInput> = {
        ...result.errors,
        is_cross_border: { type: 'custom', message: 'crossBorderRequired' },
      };
      return { values: {}, errors };
    },
    [],
  );

  const form = useForm<ContactFormInput, unknown, ContactSubmission>({
    resolver,
    defaultValues: emptyContactForm(locale, ''),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, reset, setError, setValue, getValues, subscribe } = form;

  // On hydration: what this tab typed before (with its key, so a resubmission stays one lead), else a fresh
  // key. Until then the submit button stays disabled: a click before hydration would make the browser send
  // the form itself, as a GET with everything in the address.
  const hydrated = useHydrated();
  useEffect(() => {
    const key = newIdempotencyKey();
    const draft = loadDraft(locale, key);
    if (draft) reset(draft);
    else setValue('idempotencyKey', key);
    return subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(values) });
  }, [locale, reset, setValue, subscribe]);

  // Prefill the country from the lookup (it arrives after the draft) when the visitor has not chosen one.
  useEffect(() => {
    if (!visitorCountry || getValues('country')) return;
    if (countries.some((country) => country.code === visitorCountry))
      setValue('country', visitorCountry, { shouldDirty: true });
  }, [visitorCountry, countries, getValues, setValue]);

  const chosenCountry = useWatch({ control, name: 'country' });
  const showCrossBorder =
    geoNeedsConsent || serverAskedConsent || crossBorderConsentRequired({ locale, country: chosenCountry });

  useEffect(() => {
    if (status.kind === 'success') successRef.current?.focus();
  }, [status.kind]);

  const onValid = async (submission: ContactSubmission) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setStatus({ kind: 'sending' });
    const answer = await postJson('/api/contact', submission);
    sendingRef.current = false;
    if (answer.kind === 'ok') {
      clearDraft();
      setStatus({ kind: 'success' });
    } else if (answer.kind === 'rateLimited') {
      setStatus({ kind: 'rateLimited', retryAfter: answer.retryAfter });
    } else {
      const fields = answer.kind === 'invalid' ? fieldErrorsFor(answer.fields, CONTACT_FIELD_PATHS) : null;
      if (!fields) return setStatus({ kind: 'failed' });
      if (fields.has('is_cross_border')) setServerAskedConsent(true);
      [...fields].forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setStatus({ kind: 'invalid', count: fields.size });
    }
  };

  const onInvalid = (errors: FieldErrors<ContactFormInput>) => {
    const count = CONTACT_FIELD_PATHS.filter((field) => get(errors, field)).length;
    setStatus({ kind: 'invalid', count: Math.max(1, count) });
  };

  const startOver = () => {
    clearDraft();
    reset(emptyContactForm(locale, newIdempotencyKey()));
    setStatus({ kind: 'idle' });
  };

  const options = useMemo(
    () => ({
      companyTypes: COMPANY_TYPES.map((key) => ({ value: key, label: t(`options.companyTypes.${key}`) })),
      imTypes: imTypesFor(locale).map((key) => ({ value: key, label: forms(`imTypes.${key}`) })),
      interests: INTERESTS.map((key) => ({ value: key, label: t(`options.interests.${key}`) })),
      hearAbout: HEAR_ABOUT.map((key) => ({ value: key, label: t(`options.hearAbout.${key}`) })),
      productTypes: PRODUCT_TYPES.map((key) => ({ value: key, label: t(`options.productTypes.${key}`) })),
    }),
    [t, forms, locale],
  );

  if (status.kind === 'success') {
    return (
      <div role="status" className="rounded-xl border border-brand-100 bg-brand-50 p-8">
        <h2 ref={successRef} tabIndex={-1} className="text-2xl font-semibold text-ink focus:outline-none">
          {t.rich('status.successTitle', lineBreaks)}
        </h2>
        <p className="mt-3 text-ink-muted">{t('status.successBody')}</p>
        <Button look="outline" size="small" onClick={startOver} className="mt-6">
          {t('status.another')}
        </Button>
      </div>
    );
  }

  const alert =
    status.kind === 'invalid'
      ? t('status.invalid', { count: status.count })
      : status.kind === 'failed'
        ? t('status.failed')
        : status.kind === 'rateLimited'
          ? t('status.rateLimited', { seconds: status.retryAfter })
          : null;

  return (
    <Form
      form={form}
      errorText={errorText}
      aria-label={t('form.label')}
      onSubmit={(event) => form.handleSubmit(onValid, onInvalid)(event)}
      {...preloadOn(contactValidation.preload)}
      className="space-y-6"
      aria-busy={status.kind === 'sending' || undefined}
    >
      <p className="text-sm text-ink-muted">{t('form.requiredNote')}</p>

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="full_name" label={t('form.full_name')} input={{ autoComplete: 'name' }} />
        <CountryField name="country" label={t('form.country')} countries={countries} />
        <TextField name="company" label={t('form.company')} input={{ autoComplete: 'organization' }} />
        <SelectField name="company_type" label={t('form.company_type')} options={options.companyTypes} />
        <TextField
          name="position"
          label={t('form.position')}
          input={{ autoComplete: 'organization-title' }}
        />
        <TextField name="email" label={t('form.email')} input={{ type: 'email', autoComplete: 'email' }} />
        <TextField name="phone" label={t('form.phone')} input={{ type: 'tel', autoComplete: 'tel' }} />
        <FieldGroup legend={t('form.im')} required>
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <SelectField
              name="im.type"
              label={t('form.imType')}
              labelPlacement="hidden"
              options={options.imTypes}
              placeholder={t('form.imTypePlaceholder')}
            />
            <TextField
              name="im.account"
              label={t('form.imAccount')}
              labelPlacement="hidden"
              input={{ placeholder: t('form.imAccountPlaceholder') }}
            />
          </div>
        </FieldGroup>
      </div>

      <ChoicesField
        name="interested_in"
        type="checkbox"
        legend={t('form.interested_in')}
        options={options.interests}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          name="hear_about"
          label={t('form.hear_about')}
          required={false}
          options={options.hearAbout}
          registerOptions={{ setValueAs: (value: unknown) => (value === '' ? undefined : value) }}
        />
        <SelectField name="product_type" label={t('form.product_type')} options={options.productTypes} />
      </div>

      <TextField
        name="app_url"
        label={t('form.app_url')}
        hint={t('form.appUrlHint')}
        input={{ type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://' }}
      />
      <TextField
        name="message"
        label={t('form.message')}
        required={false}
        hint={t('form.messageHint', { max: CONTACT_MESSAGE_MAX })}
        textarea={{ rows: 5, maxLength: CONTACT_MESSAGE_MAX }}
      />
      {showCrossBorder ? (
        <CheckboxField name="is_cross_border" label={t('form.is_cross_border')} required />
      ) : null}
      <CheckboxField name="subscribe" label={t('form.subscribe')} />
      <Honeypot label={forms('honeypot')} />

      <FormAlert message={alert} tone={status.kind === 'rateLimited' ? 'warning' : 'error'} />
      <SubmitButton busy={status.kind === 'sending'} disabled={!hydrated} busyLabel={t('form.sending')}>
        {t('form.submit')}
      </SubmitButton>
    </Form>
  );
}
