'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, ChoicesField, TextField, useFieldId } from '@/components/ui/form';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { Link } from '@/lib/i18n/navigation';
import type { RegisterFormInput } from '@/lib/schemas/register';
import { REGISTER_MESSAGE_MAX, usesAdNetwork } from '@/lib/schemas/register-options';
import { FormSection } from './section';

const linkClass = 'text-brand-700 underline hover:text-brand-900';

const NETWORK_ACCOUNTS = ['m_username', 'ga_username'] as const;

/**
 * The rest of the registration: the partner network and analytics accounts, asked for only once the visitor ticks that
 * they advertise on the network (the rule is usesAdNetwork in lib/schemas/register-options.ts, which the
 * schema applies too), the agency, a referrer, the agreement.
 */
export function MoreSection({ agreementUrl }: { agreementUrl: string }) {
  const t = useTranslations('RegisterForm');
  const { control, setValue, clearErrors } = useFormContext<RegisterFormInput>();
  const usesNetwork = usesAdNetwork({ isMtg: useWatch({ control, name: 'isMtg' }) });
  const accountsId = `${useFieldId('isMtg')}-accounts`;
  // Unticking forgets what was typed: accounts the visitor no longer claims are not sent.
  const forgetAccounts = (event: { target: { checked?: boolean } }) => {
    if (event.target.checked) return;
    for (const name of NETWORK_ACCOUNTS) setValue(name, '');
    clearErrors([...NETWORK_ACCOUNTS]);
  };
  return (
    <FormSection title={t('sections.more')}>
      <CheckboxField
        name="isMtg"
        label={t('fields.isMtg')}
        hint={t('hints.network')}
        registerOptions={{ onChange: forgetAccounts }}
      />
      {usesNetwork ? (
        <div id={accountsId} className="grid gap-5 sm:grid-cols-2">
          <TextField name="m_username" label={t('fields.m_username')} />
          <TextField name="ga_username" label={t('fields.ga_username')} />
        </div>
      ) : null}
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
