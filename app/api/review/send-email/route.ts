import { getDb } from '@/lib/db/client';
import { assertSameSite, clientIp, HttpError, json, rateLimit, readJson, withErrorMapping } from '@/lib/http';
import { sendMail } from '@/lib/mail/send';
import { REVIEW_RATE_LIMITS } from '@/lib/review/limits';
import { reviewMail } from '@/lib/review/mail';
import { findUpload } from '@/lib/review/storage';
import { sendEmailSchema } from '@/lib/schemas/review';

// POST /api/review/send-email (DESIGN §3): mails the report with the tester's product details to the studio
// (REVIEW_TO). 202 when the mail went out; 404 when the report is unknown or expired; 503 when the mail
// could not be sent, so the page offers to resend.

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = withErrorMapping(async (request: Request) => {
  assertSameSite(request);
  const db = await getDb();
  await rateLimit(db, REVIEW_RATE_LIMITS.sendEmailPerIp, clientIp(request));
  const body = await readJson(request, sendEmailSchema);
  if (body.spam) return json(202, { status: 'sent' });
  const upload = await findUpload(db, body.data.reportId);
  if (!upload) throw new HttpError(404, { error: 'not_found' });
  const mail = reviewMail(upload.report, body.data, {
    browser: request.headers.get('user-agent') ?? '',
    origin: new URL(request.url).origin,
  });
  try {
    await sendMail(mail);
  } catch (error) {
    console.error('[review] send-email failed:', error instanceof Error ? error.message : error);
    throw new HttpError(503, { error: 'mail_unavailable' }, { 'Retry-After': '10' });
  }
  return json(202, { status: 'sent' });
});
