import { randomUUID } from 'node:crypto';
import type { RegisterFormInput } from '@/lib/schemas/register';
import { readMails } from './mail-reader';

// Builders for registration tests: a submission that passes every rule, and the code read from the mail.

let counter = 0;

export function uniqueEmail(tag = 'trial'): string {
  counter++;
  return `${tag}${counter}.${randomUUID().slice(0, 8)}@example.com`;
}

export function uniqueUsername(tag = 'user'): string {
  counter++;
  return `${tag}_${counter}_${randomUUID().slice(0, 6).replace(/-/g, '')}`;
}

export function validRegistration(
  overrides: Partial<Record<keyof RegisterFormInput, unknown>> = {},
): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    validate_code: '123456',
    username: uniqueUsername(),
    password: 'Tulip7Harbor',
    repassword: 'Tulip7Harbor',
    region: 'SG',
    company: 'Acme Games Pte Ltd',
    company_type: 'games',
    job_title: 'User acquisition lead',
    team_size: '6-10',
    fullName: 'Mei Tan',
    phone: '+65 6123 4567',
    product_type: 'casual',
    app_url: 'https://apps.apple.com/app/id123456789',
    contact_type: { method: 'telegram', account: '@meitan' },
    isMtg: false,
    m_username: 'N/A',
    ga_username: 'N/A',
    willFeature: 'plvideo',
    interested_in: ['playable_maker'],
    representative: '',
    message: 'We want to try playables for our puzzle game.',
    company_address: '1 Raffles Place, Singapore',
    is_cooperate_with_mws: 2,
    agreement: true,
    locale: 'en',
    idempotencyKey: randomUUID(),
    website: '',
    ...overrides,
  };
}

export { latestCode as codeFromMail, readMails } from './mail-reader';

/** Every mail to `to`, subject and text decoded, as one string each. */
export function mailsTo(dataDir: string, to: string): string[] {
  return readMails(dataDir, to).map((mail) => `Subject: ${mail.subject}\n\n${mail.text}`);
}
