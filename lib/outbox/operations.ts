import type { UpstreamName } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import type { ContactPayload } from '@/lib/mail/contact-notification';
import type { MailMessage } from '@/lib/mail/send';
import type { UpstreamAnswer } from '@/lib/upstream/answer';
import { storeContactLead } from '@/lib/upstream/embedded/contact';
import { deliverMail } from '@/lib/upstream/embedded/mail';
import { storeSubscription, type NewsletterPayload } from '@/lib/upstream/embedded/newsletter';
import { registerTrial } from '@/lib/register/embedded';
import { redactRegisterPayload, registerOutcome } from '@/lib/register/outcome';
import type { RegisterPayload } from '@/lib/schemas/register';

// What each kind of outbox row is delivered to. A kind with an upstream is POSTed (JSON, Idempotency-Key
// header) to that API's path when its base URL is configured, and handled by the embedded backend otherwise.
// Later forms (registration, codes, review mail) add their kind here.

export type Outcome = 'delivered' | 'retry' | 'failed';

export interface OutboxOperation {
  /** The API that receives this kind; null = always handled in-process (mail). */
  upstream: UpstreamName | null;
  /** Path of the POST on that API. */
  path: string;
  /** The embedded backend's version of the call. */
  embedded(db: Db, idempotencyKey: string, payload: unknown): Promise<UpstreamAnswer>;
  /** What an answer means for the row; defaults to outcomeByStatus. */
  outcome?(answer: UpstreamAnswer): Outcome;
  /**
   * Secrets removed from the payload: applied to the stored row once it is delivered (it is never sent
   * again) and to everything `npm run outbox` prints.
   */
  redact?(payload: unknown): unknown;
}

/**
 * 2xx: delivered. 408, 425, 429 and 5xx (and 409, which under the Idempotency-Key protocol means "the same
 * key is still being processed"): try again later. Any other 4xx: the upstream refused the row as it is, so
 * it is marked failed — kept and listed for someone to look at, never dropped.
 */
export function outcomeByStatus(status: number): Outcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 409 || status === 425 || status === 429 || status >= 500) return 'retry';
  return 'failed';
}

export const operations: Record<string, OutboxOperation> = {
  contact: {
    upstream: 'creative',
    path: '/contact',
    embedded: (db, key, payload) => storeContactLead(db, key, payload as ContactPayload),
  },
  newsletter: {
    upstream: 'creative',
    path: '/newsletter',
    embedded: (db, _key, payload) => storeSubscription(db, payload as NewsletterPayload),
    // "Already subscribed" is a final answer for the visitor, not a failure to retry.
    outcome: (answer) =>
      answer.status === 409 && isAlreadySubscribed(answer.body)
        ? 'delivered'
        : outcomeByStatus(answer.status),
  },
  register: {
    upstream: 'selfserve',
    path: '/register',
    embedded: (db, key, payload) => registerTrial(db, key, payload as RegisterPayload),
    outcome: registerOutcome,
    redact: redactRegisterPayload,
  },
  mail: {
    upstream: null,
    path: '',
    embedded: (_db, _key, payload) => deliverMail(payload as MailMessage),
  },
};

export function isAlreadySubscribed(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { error?: unknown }).error === 'already_subscribed'
  );
}

/** A row's payload as it may be shown to an operator: secrets masked. */
export function displayPayload(kind: string, payload: unknown): unknown {
  const redact = operations[kind]?.redact;
  return redact ? redact(payload) : payload;
}
