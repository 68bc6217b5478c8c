import { MailHeaderError, sendMail, type MailMessage } from '@/lib/mail/send';
import { PermanentDeliveryError, type UpstreamAnswer } from '../answer';

// Mail queued in the outbox (notifications, codes) goes out through SMTP or into .eml files.
// A message refused for its headers can never be sent, so it is marked failed at once instead of retried.

export async function deliverMail(message: MailMessage): Promise<UpstreamAnswer> {
  try {
    const sent = await sendMail(message);
    return { status: 200, body: { messageId: sent.messageId } };
  } catch (error) {
    if (error instanceof MailHeaderError) throw new PermanentDeliveryError(error.message);
    throw error;
  }
}
