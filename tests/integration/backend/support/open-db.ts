// Child process for the lock test: opens the database of DATA_DIR like the server would, reports, closes.
import { openDatabase } from '@/lib/db/client';

openDatabase({ dataDir: process.env.DATA_DIR ?? '.data' }).then(
  async (handle) => {
    await handle.db.execute('select 1');
    await handle.close();
    console.log('opened');
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(3);
  },
);
