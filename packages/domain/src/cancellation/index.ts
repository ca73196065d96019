export * from './cancellation-messages.js';
export * from './cancellation-rules.js';
export * from './cancellation-schemas.js';
export * from './cancellation-settlement.js';
export * from './pro-rata.js';
