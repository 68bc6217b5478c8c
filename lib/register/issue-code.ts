import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { verificationCodes } from '@/lib/db/schema';
import { MAIL_KIND } from '@/lib/mail/outbox';
import { submit } from '@/lib/outbox/deliver';
import type { UpstreamAnswer } from '@/lib/upstream/answer';
import { isEmailRegistered } from './checks';
import { hashCode, ms, newCode } from './codes';
import { CODE_RULES } from './limits';
import { platformLinks } from './links';
import { alreadyRegisteredMail, codeMail } from './mail';

// The embedded backend's "send me a code" (POST /api/register/code when SELFSERVE_API_URL is unset).

/**
 * Issues a code and mails it. 202 when sent; 429 `resend_too_soon` within 60 s of the last code. An address
 * that already has an account gets a "log in" mail instead, and the same 202: the answer reveals nothing.
 */
export async function issueCode(db: Db, rawEmail: string, locale: string): Promise<UpstreamAnswer> {
  const email = rawEmail.trim().toLowerCase();
  const code = newCode();
  const [row] = await db
    .insert(verificationCodes)
    .values({ email, codeHash: hashCode(email, code), expiresAt: sql`now() + ${ms(CODE_RULES.ttlMs)}` })
    .onConflictDoUpdate({
      target: verificationCodes.email,
      set: {
        codeHash: hashCode(email, code),
        attempts: 0,
        sentAt: sql`now()`,
        expiresAt: sql`now() + ${ms(CODE_RULES.ttlMs)}`,
      },
      setWhere: sql`${verificationCodes.sentAt} <= now() - ${ms(CODE_RULES.resendAfterMs)}`,
    })
    .returning({ sentAt: verificationCodes.sentAt });
  if (!row) {
    const [current] = await db
      .select({
        wait: sql<number>`ceil(extract(epoch from (${verificationCodes.sentAt} + ${ms(CODE_RULES.resendAfterMs)} - now())))::int`,
      })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    return {
      status: 429,
      body: { error: 'resend_too_soon', retryAfter: Math.max(1, Number(current?.wait ?? 60)) },
    };
  }
  // Names the mail's outbox row and Message-ID: a hash, so neither reveals the address.
  const seed = createHash('sha256').update(`${email}\n${row.sentAt.getTime()}`).digest('hex').slice(0, 24);
  const mail = (await isEmailRegistered(db, email))
    ? alreadyRegisteredMail(email, locale, platformLinks(locale === 'zh-CN').login, seed)
    : codeMail(email, code, locale, CODE_RULES.ttlMs / 60_000, seed);
  // Through the outbox: sent at once, and retried if the mail server is down for a moment.
  await submit(db, { kind: MAIL_KIND, idempotencyKey: `register-code:${seed}`, payload: mail });
  return { status: 202, body: { status: 'sent' } };
}
