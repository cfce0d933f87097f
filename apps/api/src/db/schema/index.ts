/** The database schema, one file per area; migrations are generated from it (drizzle.config.ts). */
export * from './accounts';
export * from './visa-data';
export * from './applications';
export * from './staff';
export * from './billing';
export * from './support';
export * from './security-events';
export * from './second-factors';
export * from './entry-rules';
export * from './entry-conditions';
export * from './jobs';
export * from './travellers';
export * from './trips';
export * from './trip-invitations';
export * from './idempotency';
