import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { playableUploadChunks } from '@/lib/db/schema';

/** An upload's stored bytes, its chunks joined in order (empty when it has none). */
export async function storedArchive(id: string): Promise<Buffer> {
  const db = await getDb();
  const chunks = await db
    .select({ data: playableUploadChunks.data })
    .from(playableUploadChunks)
    .where(eq(playableUploadChunks.uploadId, id))
    .orderBy(asc(playableUploadChunks.seq));
  const archive = Buffer.alloc(chunks.reduce((sum, chunk) => sum + chunk.data.length, 0));
  let at = 0;
  for (const { data } of chunks) {
    archive.set(data, at);
    at += data.length;
  }
  return archive;
}
