export * from './card-gateway.js';
export * from './checkout-messages.js';
export * from './payment-options.js';
export * from './instalments.js';
export * from './payment-form.js';
export * from './marketing-consent.js';
export * from './home-bind.js';
export * from './documents.js';
