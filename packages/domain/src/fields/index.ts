export * from './field-rules.js';
export * from './field-messages.js';
