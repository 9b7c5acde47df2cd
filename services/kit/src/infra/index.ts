export * from './processes';
export * from './local';
