import { randomUUID } from 'node:crypto';
import { HttpError } from '@/lib/http';
import { submissionRoute } from '@/lib/http/submission';
import { reviewCopyMail } from '@/lib/mail/review-copy';
import { messageIdFor } from '@/lib/mail/send';
import { storedAnswer } from '@/lib/outbox/answer';
import { REVIEW_RATE_LIMITS } from '@/lib/review/limits';
import { reviewMail } from '@/lib/review/mail';
import { REVIEW_MAIL_KIND, type ReviewMailPayload } from '@/lib/review/report-mail';
import { findUpload } from '@/lib/review/storage';
import { sendEmailSchema } from '@/lib/schemas/review';

// POST /api/review/send-email (docs/PRODUCT.md, HTTP API): mails the report with the tester's product details to the studio
// (REVIEW_TO, Reply-To the developer's address) through the outbox, then a copy to the developer in the page's
// language. The report is the stored one with the live run the Test step stored (lib/review/live-results.ts):
// the browser sends only the form. 202 {status: "sent"} when the studio's mail went out within the short wait,
// 202 {status: "queued"} when the mail server is slow or down (the outbox sends it later); 404 when the report
// is unknown or expired. A resend with the same idempotency key gets the first answer and sends nothing twice.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = submissionRoute({
  schema: sendEmailSchema,
  kind: REVIEW_MAIL_KIND,
  decoy: () => ({ status: 202, body: { status: 'sent' } }),
  ipLimit: REVIEW_RATE_LIMITS.sendEmailPerIp,
  limits: [{ rule: REVIEW_RATE_LIMITS.sendEmailPerAddress, identity: (data) => data.email.toLowerCase() }],
  prepare: async ({ data, db, request }): Promise<ReviewMailPayload> => {
    const upload = await findUpload(db, data.reportId);
    if (!upload) throw new HttpError(404, { error: 'not_found' });
    const context = {
      browser: request.headers.get('user-agent') ?? '',
      origin: new URL(request.url).origin,
    };
    // One key per submission: a mail that had to be sent twice folds into one in the mail client.
    const key = data.idempotencyKey ?? randomUUID();
    const studio = { ...reviewMail(upload.report, data, context), messageId: messageIdFor(`review-${key}`) };
    return { studio, copy: reviewCopyMail(upload.report, data, context, key) };
  },
  answer: ({ delivery }) => ({
    status: 202,
    body: { status: delivery?.outcome === 'delivered' ? 'sent' : 'queued' },
  }),
  replay: (row) => storedAnswer(row, { status: 202, body: { status: 'queued' } }),
});
