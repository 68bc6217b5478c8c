import { upstreamUrl } from '@/lib/config';
import type { ContactPayload } from '@/lib/mail/contact-notification';
import type { UpstreamAnswer } from './answer';
import { storeContactLead } from './embedded/contact';
import { storeSubscription, type NewsletterPayload } from './embedded/newsletter';
import { callUpstream } from './http';
import type { PortCall } from './port';

// The creative API (docs/upstream.openapi.yaml): contact leads and newsletter subscriptions. One port, two
// implementations — HTTP when CREATIVE_API_URL is set, the embedded backend otherwise — chosen in creativeApi()
// and nowhere else.

export interface CreativeApi {
  /** POST /contact: 201 {id}. */
  sendContact(call: PortCall<ContactPayload>): Promise<UpstreamAnswer>;
  /** POST /newsletter: 201 subscribed, 409 {error: "already_subscribed"}. */
  subscribe(call: PortCall<NewsletterPayload>): Promise<UpstreamAnswer>;
}

function post(path: string, call: PortCall<unknown>): Promise<UpstreamAnswer> {
  return callUpstream('creative', {
    method: 'POST',
    path,
    data: call.payload,
    idempotencyKey: call.idempotencyKey,
    timeoutMs: call.timeoutMs,
    signal: call.signal,
  });
}

const overHttp: CreativeApi = {
  sendContact: (call) => post('/contact', call),
  subscribe: (call) => post('/newsletter', call),
};

const embedded: CreativeApi = {
  sendContact: (call) => storeContactLead(call.db, call.idempotencyKey, call.payload),
  subscribe: (call) => storeSubscription(call.db, call.payload),
};

export function creativeApi(): CreativeApi {
  return upstreamUrl('creative') ? overHttp : embedded;
}
