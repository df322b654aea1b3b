import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`); the server applies migrations itself at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
