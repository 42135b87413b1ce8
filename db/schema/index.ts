export * from './catalog.ts';
export * from './engagement.ts';
export * from './cart.ts';
export * from './accounts.ts';
export * from './outbox.ts';
export * from './orders.ts';
export * from './reviews.ts';
export * from './checkout.ts';
