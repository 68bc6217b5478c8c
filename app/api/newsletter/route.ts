import { RATE_LIMITS } from '@/lib/http';
import { submissionRoute } from '@/lib/http/submission';
import { NEWSLETTER_KIND, subscriptionResult } from '@/lib/newsletter/outbox';
import { storedAnswer, type StoredAnswer } from '@/lib/outbox/answer';
import { newsletterSchema } from '@/lib/schemas/newsletter';

// POST /api/newsletter: 201 subscribed, 409 {error: "already_subscribed"}, 400 invalid address.
// Goes through the outbox like every submission; when the answer cannot be known within the short wait
// (upstream down), the subscription is accepted (201) and delivered later.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const SUBSCRIBED: StoredAnswer = { status: 201, body: { status: 'subscribed' } };
const ALREADY_SUBSCRIBED: StoredAnswer = { status: 409, body: { error: 'already_subscribed' } };

export const POST = submissionRoute({
  schema: newsletterSchema,
  kind: NEWSLETTER_KIND,
  // A bot filled the honeypot: it is told it subscribed, and nothing is stored.
  decoy: () => SUBSCRIBED,
  ipLimit: RATE_LIMITS.newsletterPerIp,
  limits: [{ rule: RATE_LIMITS.newsletterPerEmail, identity: (data) => data.email.toLowerCase() }],
  prepare: ({ data }) => ({ email: data.email.toLowerCase(), locale: data.locale }),
  answer: ({ delivery }) =>
    delivery?.answer && subscriptionResult(delivery.answer) === 'already_subscribed'
      ? ALREADY_SUBSCRIBED
      : SUBSCRIBED,
  replay: (row) => storedAnswer(row, SUBSCRIBED),
});
