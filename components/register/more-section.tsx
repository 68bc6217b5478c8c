'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, ChoicesField, TextField, useFieldId } from '@/components/ui/form';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Link } from '@/lib/i18n/navigation';
import { REGISTER_MESSAGE_MAX } from '@/lib/schemas/register-options';
import { FormSection } from './section';

const linkClass = 'text-brand-700 underline hover:text-brand-900';

/** The rest (spec §3): the sister network and analytics accounts, the agency, a referrer, the agreement. */
export function MoreSection({ agreementUrl }: { agreementUrl: string }) {
  const t = useTranslations('RegisterForm');
  const naHintId = `${useFieldId('m_username')}-na`;
  return (
    <FormSection title={t('sections.more')}>
      <CheckboxField name="isMtg" label={t('fields.isMtg')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="m_username" label={t('fields.m_username')} describedBy={[naHintId]} />
        <TextField name="ga_username" label={t('fields.ga_username')} describedBy={[naHintId]} />
      </div>
      <p id={naHintId} className="-mt-3 text-sm text-ink-muted">
        {t('hints.na')}
      </p>
      <ChoicesField
        name="is_cooperate_with_mws"
        type="radio"
        layout="row"
        legend={t('fields.is_cooperate_with_mws')}
        options={[
          { value: '1', label: t('yes') },
          { value: '2', label: t('no') },
        ]}
      />
      <TextField name="representative" label={t('fields.representative')} required={false} />
      <TextField
        name="message"
        label={t('fields.message')}
        required={false}
        textarea={{ rows: 4, maxLength: REGISTER_MESSAGE_MAX }}
      />
      <CheckboxField
        name="agreement"
        required
        label={t.rich('agreement', {
          agreement: (chunks) => (
            <NewTabLink href={agreementUrl} className={linkClass}>
              {chunks}
            </NewTabLink>
          ),
          privacy: (chunks) => (
            <Link href="/privacy" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      />
    </FormSection>
  );
}
