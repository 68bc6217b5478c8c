import { randomUUID } from 'node:crypto';
import { CONTACT_KIND } from '@/lib/contact/outbox';
import { geoForRequest } from '@/lib/geo';
import { RATE_LIMITS, validationError } from '@/lib/http';
import { submissionRoute } from '@/lib/http/submission';
import { storedAnswer } from '@/lib/outbox/answer';
import { contactSchema, crossBorderConsentRequired } from '@/lib/schemas/contact';

// POST /api/contact (docs/PRODUCT.md, HTTP API): 202 {id, status: "delivered" | "queued"}. The submission is
// stored in the outbox before the answer; "delivered" when the upstream (or the embedded backend) took it
// within a short wait, "queued" when the outbox worker will finish the job. A repeated idempotency key gets
// the first answer.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = submissionRoute({
  schema: contactSchema,
  kind: CONTACT_KIND,
  // A bot filled the honeypot: it gets what a person would get, and nothing is stored.
  decoy: () => ({ status: 202, body: { id: randomUUID(), status: 'delivered' } }),
  ipLimit: RATE_LIMITS.contactPerIp,
  limits: [{ rule: RATE_LIMITS.contactPerEmail, identity: (data) => data.email.toLowerCase() }],
  prepare: async ({ data, request }) => {
    // The schema applies the rule to the form's own fields; the visitor's located country is the server's to
    // find, by the lookup and rule the form uses (GET /api/geo): a visitor in China consents whatever the form
    // says, an unknown country asks nothing more.
    if (
      !data.is_cross_border &&
      crossBorderConsentRequired({ country: (await geoForRequest(request)).country })
    )
      throw validationError({ is_cross_border: 'crossBorderRequired' });
    const { idempotencyKey: _key, website: _honeypot, ...contact } = data;
    return contact;
  },
  answer: ({ row, delivery }) => ({
    status: 202,
    body: { id: row.id, status: delivery?.outcome === 'delivered' ? 'delivered' : 'queued' },
  }),
  replay: (row) => storedAnswer(row, { status: 202, body: { id: row.id, status: 'queued' } }),
});
