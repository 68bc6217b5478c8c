import { createHash, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { verificationCodes } from '@/lib/db/schema';
import { CODE_RULES } from './limits';

// The e-mailed registration code of the embedded backend: 6 digits, one live code per address, valid
// 10 minutes, refused after 5 wrong tries, a new one only after 60 s. Only a hash of the code is stored.

export type CodeCheck = 'ok' | 'code_invalid' | 'code_expired' | 'code_locked';

export function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\n${code}`).digest('hex');
}

export function ms(value: number) {
  return sql`(${value} * interval '1 millisecond')`;
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Checks a code and uses it up when right; a wrong one counts as a try, the fifth locks the code. */
export async function consumeCode(db: Db, rawEmail: string, code: string): Promise<CodeCheck> {
  const email = rawEmail.trim().toLowerCase();
  const [row] = await db
    .select({
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
      live: sql<boolean>`${verificationCodes.expiresAt} > now()`,
    })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email));
  if (!row || !row.live) return 'code_expired';
  if (row.attempts >= CODE_RULES.maxWrongTries) return 'code_locked';
  const hash = hashCode(email, code);
  if (hash !== row.codeHash) {
    const [counted] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.email, email))
      .returning({ attempts: verificationCodes.attempts });
    return (counted?.attempts ?? CODE_RULES.maxWrongTries) >= CODE_RULES.maxWrongTries
      ? 'code_locked'
      : 'code_invalid';
  }
  // Used once: deleting it with the hash and try count it was checked with stops a parallel second use.
  const used = await db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.codeHash, hash),
        sql`${verificationCodes.attempts} < ${CODE_RULES.maxWrongTries}`,
      ),
    )
    .returning({ email: verificationCodes.email });
  return used.length > 0 ? 'ok' : 'code_expired';
}
