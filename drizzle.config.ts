import { defineConfig } from 'drizzle-kit';

// Only generates SQL from db/schema/; the server applies migrations itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema',
  out: './db/migrations',
});
