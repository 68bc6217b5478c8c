import { registerOperation } from '@/lib/outbox/registry';
import { MASK } from '@/lib/log/redact';
import { PermanentDeliveryError, type UpstreamAnswer } from '@/lib/upstream/answer';
import { MailHeaderError, sendMail, type MailMessage } from './send';

// Mail goes through the outbox like every submission (notifications, codes, outcome mails, playable reports):
// sent through SMTP or into .eml files, retried while the mail server is down. A message refused for its
// headers can never be sent, so it is marked failed at once instead of retried. Once sent, a row keeps only
// whom it went to and its Message-ID: a code or a visitor's text has no reason to stay.

export const MAIL_KIND = 'mail';

export async function deliverMail(message: MailMessage): Promise<UpstreamAnswer> {
  try {
    const sent = await sendMail(message);
    return { status: 200, body: { messageId: sent.messageId } };
  } catch (error) {
    if (error instanceof MailHeaderError) throw new PermanentDeliveryError(error.message);
    throw error;
  }
}

export function redactMail(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null) return payload;
  const { to, messageId } = payload as MailMessage;
  return { to, messageId, subject: MASK, text: MASK };
}

registerOperation({
  kind: MAIL_KIND,
  deliver: ({ payload }) => deliverMail(payload as MailMessage),
  redact: redactMail,
});
