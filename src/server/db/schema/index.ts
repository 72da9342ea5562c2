// Every table of the product; drizzle-kit reads this file (drizzle.config.ts).
export * from './users';
export * from './mail';
export * from './locations';
export * from './zones';
export * from './vehicles';
export * from './payments';
export * from './sessions';
export * from './refunds';
export * from './validations';
export * from './members';
export * from './events';
export * from './vendors';
export * from './valets';
export * from './subscriptions';
export * from './team';
export * from './revenueAdjustments';
export * from './lotRevenueMonths';
