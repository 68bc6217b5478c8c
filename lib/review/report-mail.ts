import { deliverMail, redactMail } from '@/lib/mail/outbox';
import type { MailMessage } from '@/lib/mail/send';
import { registerOperation } from '@/lib/outbox/registry';

// The playable report mail of POST /api/review/send-email goes through the outbox like every other mail,
// stored under the tester's idempotency key: a resend after a network error sends nothing twice, and a mail
// server that is down delays the report instead of losing it.

export const REVIEW_MAIL_KIND = 'review-mail';

registerOperation({
  kind: REVIEW_MAIL_KIND,
  deliver: ({ payload }) => deliverMail(payload as MailMessage),
  redact: redactMail,
});
