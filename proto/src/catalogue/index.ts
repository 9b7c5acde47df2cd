export * from './values';
export * from './genres';
export * from './youtube';
export * from './visitor';
export * from './video';
export * from './series';
export * from './series-names';
export * from './search-terms';
