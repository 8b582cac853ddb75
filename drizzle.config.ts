import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each domain's tables beside its module; budgets' counters beside the service (no module owns them).
  schema: './server/{modules/*/schema,services/budgets-schema}.ts',
  out: './server/db/migrations',
});
