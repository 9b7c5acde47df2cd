export * from './values';
export * from './genres';
export * from './youtube';
export * from './video';
export * from './series';
export * from './search-terms';
