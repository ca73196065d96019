export * from './renewal-constants.js';
export * from './price-walking.js';
export * from './renewal-questions.js';
export * from './renewal-api.js';
export * from './renewal-reread.js';
