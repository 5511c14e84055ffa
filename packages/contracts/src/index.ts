export * from './envelope.js';
export * from './errors.js';
export * from './system.js';
export * from './content.js';
export * from './games.js';
export * from './format.js';
