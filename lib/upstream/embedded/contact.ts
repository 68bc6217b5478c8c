import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads, subscriptions } from '@/lib/db/schema';
import { contactConfirmation } from '@/lib/mail/contact-confirmation';
import { contactNotification, type ContactPayload } from '@/lib/mail/contact-notification';
import { MAIL_KIND } from '@/lib/mail/outbox';
import { enqueue } from '@/lib/outbox/store';
import type { UpstreamAnswer } from '../answer';

// The creative API's contact endpoint, played in-process when CREATIVE_API_URL is unset: store the lead,
// store the subscription when the visitor ticked the box, and queue the notification mail to sales and the
// confirmation to the visitor, in their language. Idempotent under the submission's key, so a repeated
// delivery changes nothing and mails nobody twice.

export async function storeContactLead(
  db: Db,
  idempotencyKey: string,
  contact: ContactPayload,
): Promise<UpstreamAnswer> {
  const leadId = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        idempotencyKey,
        fullName: contact.full_name,
        country: contact.country,
        company: contact.company,
        companyType: contact.company_type,
        position: contact.position,
        email: contact.email,
        phone: contact.phone,
        imType: contact.im.type,
        imAccount: contact.im.account,
        interestedIn: contact.interested_in,
        hearAbout: contact.hear_about ?? null,
        productType: contact.product_type,
        appUrl: contact.app_url,
        isCrossBorder: contact.is_cross_border,
        message: contact.message ?? null,
        subscribe: contact.subscribe,
        locale: contact.locale,
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    const id =
      inserted?.id ??
      (await tx.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, idempotencyKey)))[0].id;
    if (contact.subscribe) {
      await tx
        .insert(subscriptions)
        .values({ email: contact.email.toLowerCase(), locale: contact.locale, source: 'contact' })
        .onConflictDoNothing({ target: subscriptions.email });
    }
    // Keyed by the lead, so a second delivery of the same submission finds the mails already queued.
    await enqueue(tx, {
      kind: MAIL_KIND,
      idempotencyKey: `contact-notification:${id}`,
      payload: contactNotification(id, contact),
    });
    await enqueue(tx, {
      kind: MAIL_KIND,
      idempotencyKey: `contact-confirmation:${id}`,
      payload: contactConfirmation(id, contact),
    });
    return id;
  });
  return { status: 201, body: { id: leadId } };
}
