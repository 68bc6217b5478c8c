import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --name <change>` writes a new SQL migration into drizzle/ from lib/db/schema.ts.
// The server applies pending migrations itself on start (lib/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './drizzle',
  strict: true,
});
