// The church module's tables are the platform's tenancy (every request resolves its church from them);
// they are defined there and migrated here, in the church set (drizzle-kit reads this file).
export * from '@church/api-platform/tenancy/tenancy-tables';
