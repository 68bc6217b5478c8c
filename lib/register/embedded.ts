import { eq } from 'drizzle-orm';
import { trialSettings } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { trialAccounts } from '@/lib/db/schema';
import { MAIL_KIND } from '@/lib/mail/outbox';
import { enqueue } from '@/lib/outbox/store';
import type { RegisterPayload } from '@/lib/schemas/register';
import type { UpstreamAnswer } from '@/lib/upstream/answer';
import { isEmailRegistered, isUsernameTaken } from './checks';
import { consumeCode, type CodeCheck } from './codes';
import { platformLinks } from './links';
import { activatedMail, reviewMail } from './mail';
import { hashPassword } from './password';
import type { RegisterRefusal, RegisterResult } from './outcome';

// The selfserve API's registration, played in-process when SELFSERVE_API_URL is unset. It re-checks what the
// form checked before (address not registered, username free: the visitor may have skipped the checks),
// verifies the code, stores the account with a scrypt hash and queues the outcome mail, which greets the visitor
// by the name they gave. Idempotent under
// the submission's key: a second delivery of the same submission returns the account it created.

type AccountRow = typeof trialAccounts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

function refuse(status: 400 | 409, error: RegisterRefusal): UpstreamAnswer {
  return { status, body: { error } };
}

function resultFor(account: AccountRow): RegisterResult {
  if (account.status === 'review' || !account.expiresAt) return { outcome: 'review' };
  return {
    outcome: 'activated',
    daysValid: Math.round((account.expiresAt.getTime() - account.createdAt.getTime()) / DAY_MS),
    expiredDate: account.expiresAt.toISOString(),
    loginUrl: platformLinks(account.locale === 'zh-CN').login,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function byKey(db: Db, idempotencyKey: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(trialAccounts).where(eq(trialAccounts.idempotencyKey, idempotencyKey));
  return row;
}

export async function registerTrial(
  db: Db,
  idempotencyKey: string,
  payload: RegisterPayload,
): Promise<UpstreamAnswer> {
  const earlier = await byKey(db, idempotencyKey);
  if (earlier) return { status: 201, body: resultFor(earlier) };

  const email = payload.email.trim().toLowerCase();
  const username = payload.username.trim().toLowerCase();
  if (await isEmailRegistered(db, email)) return refuse(409, 'email_registered');
  if (await isUsernameTaken(db, username)) return refuse(409, 'username_taken');
  // Hashed before the transaction: the code is used up and the account created in one transaction, so a
  // second tab sending the same code waits for the first to commit and then finds the address registered.
  const passwordHash = await hashPassword(payload.password);
  const { mode, days } = trialSettings();
  const {
    password: _password,
    validate_code: _code,
    email: _email,
    username: displayName,
    locale,
    ...profile
  } = payload;
  const createdAt = new Date();
  const expiresAt = mode === 'instant' ? new Date(createdAt.getTime() + days * DAY_MS) : null;
  try {
    type Outcome = { refused: Exclude<CodeCheck, 'ok'> } | { account: AccountRow };
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const code = await consumeCode(tx, email, payload.validate_code);
      // A refusal commits (a wrong code's try is counted) and creates nothing.
      if (code !== 'ok') return { refused: code };
      const [row] = await tx
        .insert(trialAccounts)
        .values({
          idempotencyKey,
          email,
          username,
          passwordHash,
          status: mode === 'instant' ? 'active' : 'review',
          expiresAt,
          profile: { ...profile, displayUsername: displayName },
          locale,
          createdAt,
        })
        .returning();
      const login = platformLinks(locale === 'zh-CN').login;
      const mail =
        row.status === 'active' && row.expiresAt
          ? activatedMail(email, locale, {
              id: row.id,
              name: payload.fullName,
              username: displayName,
              days,
              expiresAt: row.expiresAt,
              login,
            })
          : reviewMail(email, locale, { id: row.id, name: payload.fullName });
      await enqueue(tx, { kind: MAIL_KIND, idempotencyKey: `trial-outcome:${row.id}`, payload: mail });
      return { account: row };
    });
    if ('refused' in outcome) {
      // Two tabs registering one address with the one live code: the other tab used it up and created the
      // account. This one is told the address is now registered, not that its code expired.
      if (await isEmailRegistered(db, email)) return refuse(409, 'email_registered');
      return refuse(400, outcome.refused);
    }
    return { status: 201, body: resultFor(outcome.account) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A parallel submission won the race: the same key is a repeat, else the address or the name is taken.
    const same = await byKey(db, idempotencyKey);
    if (same) return { status: 201, body: resultFor(same) };
    if (await isEmailRegistered(db, email)) return refuse(409, 'email_registered');
    return refuse(409, 'username_taken');
  }
}
