// The database schema (Drizzle, PostgreSQL dialect; the same on PGlite), one file per domain.
// drizzle-kit reads this folder; migrations are generated into db/migrations.
export * from './accounts';
export * from './app-meta';
export * from './carts';
export * from './catalogue';
export * from './size-charts';
export * from './orders';
export * from './search';
export * from './settings';
export * from './payments';
export * from './tax-rates';
export * from './invoices';
export * from './stock';
export * from './counter';
export * from './returns';
export * from './reports';
