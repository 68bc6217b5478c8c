import type { ContactPayload } from '@/lib/mail/contact-notification';
import { registerOperation } from '@/lib/outbox/registry';
import { creativeApi } from '@/lib/upstream/creative';

// The contact form's outbox operation: each lead goes to the creative API (or the embedded backend, which
// stores it and mails sales). Any 2xx, or a 409 for a key the upstream already has, is delivered.

export const CONTACT_KIND = 'contact';

registerOperation({
  kind: CONTACT_KIND,
  deliver: (request) => creativeApi().sendContact({ ...request, payload: request.payload as ContactPayload }),
});
