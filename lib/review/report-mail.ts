import { deliverMail, MAIL_KIND, redactMail } from '@/lib/mail/outbox';
import type { MailMessage } from '@/lib/mail/send';
import { registerOperation } from '@/lib/outbox/registry';
import { enqueue } from '@/lib/outbox/store';
import type { DeliveryRequest } from '@/lib/outbox/types';

// The playable report mail of POST /api/review/send-email goes through the outbox like every other mail,
// stored under the tester's idempotency key: a resend after a network error sends nothing twice, and a mail
// server that is down delays the report instead of losing it. Once the studio's mail is out, the developer's
// copy is queued as a mail of its own (keyed by the submission, so a second delivery queues nothing more):
// a copy that cannot be sent never sends the studio's mail again.

export const REVIEW_MAIL_KIND = 'review-mail';

export interface ReviewMailPayload {
  /** To the studio (REVIEW_TO), answering to the developer. */
  studio: MailMessage;
  /** To the developer, in the language of the page. */
  copy: MailMessage;
}

/** The payload in the current shape: rows stored before the copy existed hold the studio's mail alone. */
function readPayload(payload: unknown): { studio: MailMessage; copy: MailMessage | null } {
  const value = payload as Partial<ReviewMailPayload>;
  return value.studio
    ? { studio: value.studio, copy: value.copy ?? null }
    : { studio: payload as MailMessage, copy: null };
}

export async function deliverReviewMail({ db, idempotencyKey, payload }: DeliveryRequest) {
  const { studio, copy } = readPayload(payload);
  const answer = await deliverMail(studio);
  if (copy)
    await enqueue(db, { kind: MAIL_KIND, idempotencyKey: `review-copy:${idempotencyKey}`, payload: copy });
  return answer;
}

registerOperation({
  kind: REVIEW_MAIL_KIND,
  deliver: deliverReviewMail,
  redact: (payload) => {
    const { studio, copy } = readPayload(payload);
    return copy ? { studio: redactMail(studio), copy: redactMail(copy) } : redactMail(studio);
  },
});
