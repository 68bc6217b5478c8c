import type { Db } from '@/lib/db/client';
import { subscriptions } from '@/lib/db/schema';
import type { UpstreamAnswer } from '../answer';

// The creative API's newsletter endpoint, played in-process when CREATIVE_API_URL is unset.
// One subscription per address (compared lower-cased): 201 when new, 409 already_subscribed otherwise.

export interface NewsletterPayload {
  email: string;
  locale: string;
}

export async function storeSubscription(db: Db, subscription: NewsletterPayload): Promise<UpstreamAnswer> {
  const inserted = await db
    .insert(subscriptions)
    .values({ email: subscription.email.toLowerCase(), locale: subscription.locale, source: 'newsletter' })
    .onConflictDoNothing({ target: subscriptions.email })
    .returning({ id: subscriptions.id });
  return inserted.length > 0
    ? { status: 201, body: { status: 'subscribed' } }
    : { status: 409, body: { error: 'already_subscribed' } };
}
