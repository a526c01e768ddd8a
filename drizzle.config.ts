import { defineConfig } from 'drizzle-kit';

// Only generates SQL from db/schema.ts; the server applies migrations itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
});
