import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { trialAccounts } from '@/lib/db/schema';

// Whether an address or a username is taken, in the embedded backend's own table. Both are stored
// lower-cased, so "Ada@Example.com" and "ada@example.com" are the same account.

export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: trialAccounts.id })
    .from(trialAccounts)
    .where(eq(trialAccounts.email, email.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: trialAccounts.id })
    .from(trialAccounts)
    .where(eq(trialAccounts.username, username.trim().toLowerCase()))
    .limit(1);
  return rows.length > 0;
}
