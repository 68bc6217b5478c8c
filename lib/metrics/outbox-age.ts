import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';

/** Seconds since the oldest pending outbox row was written; 0 when nothing is pending. */
export async function oldestPendingAgeSeconds(db: Db): Promise<number> {
  const [row] = await db
    .select({ age: sql<string | number | null>`extract(epoch from (now() - min(${outbox.createdAt})))` })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return Math.max(0, Number(row?.age ?? 0));
}
