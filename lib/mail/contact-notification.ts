import { contactRecipient } from '@/lib/config';
import type { ContactSubmission } from '@/lib/schemas/contact';
import { messageIdFor, type MailMessage } from './send';

// The mail the sales team gets for each contact-form lead in embedded mode. The visitor's address goes only
// into Reply-To (answering the mail answers the visitor); everything the visitor typed stays in the body.

/** A contact submission as stored in the outbox (the validated form without honeypot and key). */
export type ContactPayload = Omit<ContactSubmission, 'website' | 'idempotencyKey'>;

function oneLine(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function contactNotification(leadId: string, contact: ContactPayload): MailMessage {
  const lines: [string, string | undefined][] = [
    ['Name', contact.full_name],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Messenger', `${contact.im.type}: ${contact.im.account}`],
    ['Company', contact.company],
    ['Company type', contact.company_type],
    ['Position', contact.position],
    ['Country', contact.country],
    ['Interested in', contact.interested_in.join(', ')],
    ['Product type', contact.product_type],
    ['Product link', contact.app_url],
    ['Heard about us', contact.hear_about],
    ['Cross-border transfer consent', contact.is_cross_border ? 'yes' : 'no'],
    ['Newsletter', contact.subscribe ? 'subscribed' : 'no'],
    ['Form language', contact.locale],
    ['Lead id', leadId],
  ];
  const fields = lines
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  const message = contact.message ? `\n\nMessage:\n${contact.message}` : '';
  return {
    to: contactRecipient(),
    replyTo: contact.email,
    subject: oneLine(`New contact request: ${contact.company} (${contact.country})`, 150),
    text: `A visitor sent the contact form. Reply to this mail to answer them.\n\n${fields}${message}\n`,
    messageId: messageIdFor(`contact-${leadId}`),
  };
}
