export * from './films';
export * from './commissioned-films';
export * from './known-films';
export * from './subscribers';
export * from './progress-saves';
export * from './sessions';
