export * from './values';
export * from './rest';
