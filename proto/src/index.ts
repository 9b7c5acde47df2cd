export * from './brand';
export * from './errors';
export * from './text';
export * from './events/envelope';
export * from './events/streams';
export * as identityEvents from './events/identity';
export * from './rest/auth';
export * from './catalogue';
export * as catalogueEvents from './events/catalogue';
