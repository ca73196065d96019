export * from './complaint-constants.js';
export * from './complaint-reference.js';
export * from './complaint-schemas.js';
export * from './complaint-texts.js';
