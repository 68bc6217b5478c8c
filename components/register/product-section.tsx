'use client';

import { useTranslations } from 'next-intl';
import { ChoicesField, SelectField, TextField } from '@/components/ui/form';
import { INTERESTS, PRODUCT_TYPES, WILL_FEATURES } from '@/lib/schemas/register-options';
import { FormSection } from './section';

/** What the applicant wants to promote and make. */
export function ProductSection() {
  const t = useTranslations('RegisterForm');
  const productTypes = PRODUCT_TYPES.map((value) => ({ value, label: t(`options.productTypes.${value}`) }));
  const features = WILL_FEATURES.map((value) => ({ value, label: t(`options.willFeature.${value}`) }));
  const interests = INTERESTS.map((value) => ({ value, label: t(`options.interests.${value}`) }));
  return (
    <FormSection title={t('sections.product')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="product_type" label={t('fields.product_type')} options={productTypes} />
        <SelectField name="willFeature" label={t('fields.willFeature')} options={features} />
      </div>
      <TextField
        name="app_url"
        label={t('fields.app_url')}
        hint={t('hints.app_url')}
        input={{ type: 'url', inputMode: 'url' }}
      />
      <ChoicesField
        name="interested_in"
        type="checkbox"
        legend={t('fields.interested_in')}
        options={interests}
      />
    </FormSection>
  );
}
