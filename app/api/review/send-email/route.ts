import { HttpError } from '@/lib/http';
import { submissionRoute } from '@/lib/http/submission';
import { messageIdFor } from '@/lib/mail/send';
import { storedAnswer } from '@/lib/outbox/answer';
import { REVIEW_RATE_LIMITS } from '@/lib/review/limits';
import { reviewMail } from '@/lib/review/mail';
import { REVIEW_MAIL_KIND } from '@/lib/review/report-mail';
import { findUpload } from '@/lib/review/storage';
import { sendEmailSchema } from '@/lib/schemas/review';

// POST /api/review/send-email (DESIGN §3): mails the report with the tester's product details to the studio
// (REVIEW_TO) through the outbox. 202 {status: "sent"} when the mail went out within the short wait,
// 202 {status: "queued"} when the mail server is slow or down (the outbox sends it later); 404 when the report
// is unknown or expired. A resend with the same idempotency key gets the first answer and sends nothing twice.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = submissionRoute({
  schema: sendEmailSchema,
  kind: REVIEW_MAIL_KIND,
  decoy: () => ({ status: 202, body: { status: 'sent' } }),
  ipLimit: REVIEW_RATE_LIMITS.sendEmailPerIp,
  prepare: async ({ data, db, request }) => {
    const upload = await findUpload(db, data.reportId);
    if (!upload) throw new HttpError(404, { error: 'not_found' });
    const mail = reviewMail(upload.report, data, {
      browser: request.headers.get('user-agent') ?? '',
      origin: new URL(request.url).origin,
    });
    // One Message-ID per submission: a mail that had to be sent twice folds into one in the mail client.
    return data.idempotencyKey ? { ...mail, messageId: messageIdFor(`review-${data.idempotencyKey}`) } : mail;
  },
  answer: ({ delivery }) => ({
    status: 202,
    body: { status: delivery?.outcome === 'delivered' ? 'sent' : 'queued' },
  }),
  replay: (row) => storedAnswer(row, { status: 202, body: { status: 'queued' } }),
});
