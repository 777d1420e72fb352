// The schema object handed to Drizzle and drizzle-kit: every table in one place.
export * from './auth.ts';
export * from './product.ts';
