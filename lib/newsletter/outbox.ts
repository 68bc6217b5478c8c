import { outcomeByStatus } from '@/lib/outbox/outcome';
import { registerOperation } from '@/lib/outbox/registry';
import type { UpstreamAnswer } from '@/lib/upstream/answer';
import type { NewsletterPayload } from '@/lib/upstream/embedded/newsletter';
import { creativeApi } from '@/lib/upstream/creative';

// The newsletter's outbox operation, and the one place that reads the creative API's answer to a
// subscription: 2xx subscribed, 409 `already_subscribed` already subscribed — both final for the visitor.

export const NEWSLETTER_KIND = 'newsletter';

export type SubscriptionResult = 'subscribed' | 'already_subscribed';

/** What an answer says about the subscription; null when it says nothing final (retry, refusal). */
export function subscriptionResult(answer: UpstreamAnswer): SubscriptionResult | null {
  if (answer.status >= 200 && answer.status < 300) return 'subscribed';
  const error = (answer.body as { error?: unknown } | null)?.error;
  if (answer.status === 409 && error === 'already_subscribed') return 'already_subscribed';
  return null;
}

registerOperation({
  kind: NEWSLETTER_KIND,
  deliver: (request) =>
    creativeApi().subscribe({ ...request, payload: request.payload as NewsletterPayload }),
  outcome: (answer) =>
    subscriptionResult(answer) ? 'delivered' : outcomeByStatus(answer.status, answer.body),
});
