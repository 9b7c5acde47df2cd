export * from './values';
export * from './rest';
export * from './payment-lookup';
