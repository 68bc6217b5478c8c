'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/controls';
import { Field } from '@/components/ui/field';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { TextField, useFieldId, useFieldState } from '@/components/ui/form';
import { postJson } from '@/lib/client/api';
import type { RegisterFormInput } from '@/lib/schemas/register';
import { isEmailRegistered } from './register-api';
import { FormSection } from './section';
import { useCodeCountdown } from './use-code-countdown';
import type { UsernameStatus } from './use-username-check';
import { isLookupEmail } from './validation';

// The account part of the registration (docs/PRODUCT.md, Trial registration, steps 1–2): the e-mail, checked
// for a prior registration when the visitor leaves the field; the code mailed to it, with a 60 s wait before
// another; the username, checked while typing; the password twice.

export const RESEND_SECONDS = 60;

type CodeNotice =
  | { kind: 'sent'; email: string }
  | { kind: 'tooSoon'; seconds: number }
  | { kind: 'tooMany' }
  | { kind: 'failed' }
  | { kind: 'emailNeeded' };

export interface AccountSectionProps {
  loginUrl: string;
  emailRegistered: boolean;
  setEmailRegistered(registered: boolean): void;
  usernameStatus: UsernameStatus;
}

export function AccountSection({
  loginUrl,
  emailRegistered,
  setEmailRegistered,
  usernameStatus,
}: AccountSectionProps) {
  const t = useTranslations('RegisterForm');
  const locale = useLocale();
  const { getFieldState, getValues, register, trigger } = useFormContext<RegisterFormInput>();
  const countdown = useCodeCountdown();
  const [codeNotice, setCodeNotice] = useState<CodeNotice | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const emailId = useFieldId('email');
  const code = useFieldState('validate_code');
  const usernameId = useFieldId('username');
  const passwordHintId = `${useFieldId('password')}-rules`;
  const ids = {
    registered: `${emailId}-registered`,
    codeNotice: `${code.id}-notice`,
    usernameStatus: `${usernameId}-status`,
  };

  const checkEmail = async () => {
    const email = getValues('email');
    if (!(await isLookupEmail(email))) return setEmailRegistered(false);
    setEmailRegistered((await isEmailRegistered(email.trim())) === true);
  };

  // Typing an address answers "enter your e-mail first": the prompt goes with the change that fixes it, and
  // an error the send button raised is checked again while typing (the form's onTouched mode would wait for
  // the visitor to leave a field they never left).
  const onEmailChange = () => {
    setEmailRegistered(false);
    setCodeNotice((notice) => (notice?.kind === 'emailNeeded' ? null : notice));
    if (getFieldState('email').invalid) void trigger('email');
  };

  const sendCode = async () => {
    if (!(await trigger('email'))) return setCodeNotice({ kind: 'emailNeeded' });
    const email = getValues('email').trim();
    setSendingCode(true);
    const answer = await postJson('/api/register/code', { email, locale });
    setSendingCode(false);
    if (answer.kind === 'ok') {
      setCodeNotice({ kind: 'sent', email });
      countdown.start(RESEND_SECONDS);
    } else if (answer.kind === 'rateLimited' && answer.body.error === 'resend_too_soon') {
      setCodeNotice({ kind: 'tooSoon', seconds: answer.retryAfter });
      countdown.start(answer.retryAfter);
    } else if (answer.kind === 'rateLimited') {
      setCodeNotice({ kind: 'tooMany' });
    } else if (answer.status === 400) {
      await trigger('email');
      setCodeNotice(null);
    } else {
      setCodeNotice({ kind: 'failed' });
    }
  };

  const usernameError = useFieldState('username').error;
  const usernameTaken = usernameStatus === 'taken';
  // A rule the name breaks says more than whether it is free.
  const usernameText = usernameError
    ? null
    : {
        idle: null,
        checking: t('usernameChecking'),
        available: t('usernameAvailable'),
        taken: t('errors.usernameTaken'),
        failed: t('usernameCheckFailed'),
      }[usernameStatus];

  return (
    <FormSection title={t('sections.account')}>
      <TextField
        name="email"
        label={t('fields.email')}
        input={{ type: 'email', autoComplete: 'email' }}
        describedBy={[emailRegistered && ids.registered]}
        registerOptions={{ onBlur: () => void checkEmail(), onChange: onEmailChange }}
        below={
          <div aria-live="polite">
            {emailRegistered ? (
              <div id={ids.registered} className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-ink">
                <p className="font-medium">{t('registered')}</p>
                <p className="mt-1 text-ink-muted">{t('otherProducts')}</p>
                <NewTabLink
                  href={loginUrl}
                  className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-900"
                >
                  {t('login')}
                </NewTabLink>
              </div>
            ) : null}
          </div>
        }
      />

      <Field
        id={code.id}
        label={t('fields.validate_code')}
        error={code.error}
        required
        describedBy={[ids.codeNotice]}
        below={
          <p id={ids.codeNotice} aria-live="polite" className="mt-1 text-sm text-ink-muted">
            {codeNotice ? codeNoticeText(t, codeNotice) : null}
          </p>
        }
      >
        {(control) => (
          <div className="flex gap-3">
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="max-w-[12rem]"
              {...control}
              {...register('validate_code')}
            />
            <button
              type="button"
              onClick={() => void sendCode()}
              disabled={sendingCode || countdown.seconds > 0}
              className="mt-1 shrink-0 rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-ink/20 disabled:text-ink-muted"
            >
              {sendingCode
                ? t('sendingCode')
                : countdown.seconds > 0
                  ? t('resendIn', { seconds: countdown.seconds })
                  : t('sendCode')}
            </button>
          </div>
        )}
      </Field>

      <TextField
        name="username"
        label={t('fields.username')}
        hint={t('hints.username')}
        input={{ autoComplete: 'username' }}
        describedBy={[ids.usernameStatus]}
        invalid={usernameTaken}
        below={
          <p
            id={ids.usernameStatus}
            data-testid="username-status"
            aria-live="polite"
            className={`mt-1 text-sm ${usernameTaken ? 'text-red-700' : usernameStatus === 'available' ? 'text-green-800' : 'text-ink-muted'}`}
          >
            {usernameText}
          </p>
        }
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="password"
          label={t('fields.password')}
          input={{ type: 'password', autoComplete: 'new-password' }}
          describedBy={[passwordHintId]}
        />
        <TextField
          name="repassword"
          label={t('fields.repassword')}
          input={{ type: 'password', autoComplete: 'new-password' }}
        />
      </div>
      <p id={passwordHintId} className="-mt-3 text-sm text-ink-muted">
        {t('hints.password')}
      </p>
    </FormSection>
  );
}

function codeNoticeText(t: ReturnType<typeof useTranslations<'RegisterForm'>>, notice: CodeNotice): string {
  switch (notice.kind) {
    case 'sent':
      return t('codeSent', { email: notice.email });
    case 'tooSoon':
      return t('codeTooSoon', { seconds: notice.seconds });
    case 'tooMany':
      return t('codeTooMany');
    case 'failed':
      return t('codeFailed');
    case 'emailNeeded':
      return t('emailNeeded');
  }
}
