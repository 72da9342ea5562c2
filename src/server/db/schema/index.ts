// Every table of the product; drizzle-kit reads this file (drizzle.config.ts).
export * from './users';
export * from './mail';
