export * from './processes';
export * from './servers';
export * from './access';
