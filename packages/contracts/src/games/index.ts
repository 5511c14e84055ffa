export * from './fair-source.js';
export * from './slot.js';
export * from './chi-square.js';
export * from './crash.js';
export * from './baccarat.js';
export * from './baccarat-odds.js';
export * from './fishing.js';
export * from './sports/index.js';
