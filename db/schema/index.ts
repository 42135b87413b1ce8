export * from './catalog.ts';
export * from './engagement.ts';
export * from './cart.ts';
