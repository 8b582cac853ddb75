/**
 * The data model: every domain's tables, each declared in its module's `schema.ts`. This is the one
 * list of them (database.ts hands it to Drizzle); drizzle-kit finds the same files through
 * drizzle.config.ts's glob. Changing a table takes a migration: docs/DATABASE.md.
 */
export * from '../modules/audit/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/billing/schema.js';
export * from '../modules/catalogue/schema.js';
export * from '../modules/decisions/schema.js';
export * from '../modules/digest/schema.js';
export * from '../modules/discussions/schema.js';
export * from '../modules/favourites/schema.js';
export * from '../modules/hand-histories/schema.js';
export * from '../modules/lectures/schema.js';
export * from '../modules/live/schema.js';
export * from '../modules/live-chat/schema.js';
export * from '../modules/media/schema.js';
export * from '../modules/notifications/schema.js';
export * from '../modules/offers/schema.js';
export * from '../modules/payments/schema.js';
export * from '../modules/plans/schema.js';
export * from '../modules/progress/schema.js';
export * from '../modules/promotions/schema.js';
export * from '../modules/range-charts/schema.js';
export * from '../modules/review/schema.js';
export * from '../modules/search/schema.js';
export * from '../modules/seats/schema.js';
export * from '../modules/second-factor/schema.js';
export * from '../modules/sessions/schema.js';
export * from '../modules/spots/schema.js';
export * from '../modules/support/schema.js';
export * from '../modules/uploads/schema.js';
export * from '../modules/users/schema.js';
export * from '../modules/videos/schema.js';
export * from '../services/budgets-schema.js';
