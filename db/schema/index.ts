export * from './catalog.ts';
export * from './engagement.ts';
