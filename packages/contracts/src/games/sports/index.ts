export * from './grading.js';
export * from './settlement.js';
