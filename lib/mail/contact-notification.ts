import { contactRecipient } from '@/lib/config';
import type { ContactSubmission } from '@/lib/schemas/contact';
import { contactChoiceLabels } from './contact-labels';
import { messageIdFor, type MailMessage } from './send';

// The mail the sales team gets for each contact-form lead in embedded mode, in English with the form's own
// option texts (lib/mail/contact-labels.ts), never its keys. The visitor's address goes only into Reply-To
// (answering the mail answers the visitor); everything the visitor typed stays in the body.

/** A contact submission as stored in the outbox (the validated form without honeypot and key). */
export type ContactPayload = Omit<ContactSubmission, 'website' | 'idempotencyKey'>;

function oneLine(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function contactNotification(leadId: string, contact: ContactPayload): MailMessage {
  const labels = contactChoiceLabels(contact, 'en');
  const lines: [string, string | undefined][] = [
    ['Name', contact.full_name],
    ['Email', contact.email],
    ['Phone', contact.phone],
    ['Messenger', `${labels.im_type}: ${contact.im.account}`],
    ['Company', contact.company],
    ['Company type', labels.company_type],
    ['Position', contact.position],
    ['Country', `${labels.country} (${contact.country})`],
    ['Interested in', labels.interested_in.join(', ')],
    ['Product type', labels.product_type],
    ['Product link', contact.app_url],
    ['Heard about us', labels.hear_about],
    ['Cross-border transfer consent', contact.is_cross_border ? 'yes' : 'no'],
    ['Newsletter', contact.subscribe ? 'subscribed' : 'no'],
    ['Form language', labels.language],
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
    subject: oneLine(`New contact request: ${contact.company} (${labels.country})`, 150),
    text: `A visitor sent the contact form. Reply to this mail to answer them.\n\n${fields}${message}\n`,
    messageId: messageIdFor(`contact-${leadId}`),
  };
}
