export * from './processes';
export * from './servers';
