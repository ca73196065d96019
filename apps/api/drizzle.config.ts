import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w apps/api` writes a new migration after a change to the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
