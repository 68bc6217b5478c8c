'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CountryField } from '@/components/ui/country-select';
import { SelectField, TextField } from '@/components/ui/form';
import { type CountryOption, imTypesFor } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locales';
import { REGISTER_COMPANY_TYPES, TEAM_SIZES } from '@/lib/schemas/register-options';
import { FormSection } from './section';

/** Who the applicant is: name, phone, company, region, address and a messenger. */
export function AboutSection({ countries }: { countries: readonly CountryOption[] }) {
  const t = useTranslations('RegisterForm');
  const forms = useTranslations('Forms');
  const locale = useLocale() as Locale;
  const companyTypes = REGISTER_COMPANY_TYPES.map((value) => ({
    value,
    label: t(`options.companyTypes.${value}`),
  }));
  const teamSizes = TEAM_SIZES.map((value) => ({ value, label: t(`options.teamSizes.${value}`) }));
  const messengers = imTypesFor(locale).map((value) => ({ value, label: forms(`imTypes.${value}`) }));
  return (
    <FormSection title={t('sections.about')} columns={2}>
      <TextField name="fullName" label={t('fields.fullName')} input={{ autoComplete: 'name' }} />
      <TextField name="phone" label={t('fields.phone')} input={{ type: 'tel', autoComplete: 'tel' }} />
      <TextField name="company" label={t('fields.company')} input={{ autoComplete: 'organization' }} />
      <TextField
        name="job_title"
        label={t('fields.job_title')}
        input={{ autoComplete: 'organization-title' }}
      />
      <SelectField name="company_type" label={t('fields.company_type')} options={companyTypes} />
      <SelectField name="team_size" label={t('fields.team_size')} options={teamSizes} />
      <CountryField name="region" label={t('fields.region')} countries={countries} />
      <TextField
        name="company_address"
        label={t('fields.company_address')}
        input={{ autoComplete: 'address-line1' }}
      />
      <SelectField name="contact_type.method" label={t('fields.contact_method')} options={messengers} />
      <TextField name="contact_type.account" label={t('fields.contact_account')} />
    </FormSection>
  );
}
