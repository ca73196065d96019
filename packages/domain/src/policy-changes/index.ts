export * from './change-adjustment.js';
export * from './change-messages.js';
export * from './change-rules.js';
export * from './change-schemas.js';
export * from './change-money.js';
