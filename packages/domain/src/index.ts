export * from './app-constants.js';
export * from './branch.js';
export * from './contact.js';
export * from './feature-flags.js';
export * from './messages.js';
export * from './products.js';
export * from './profile.js';
export * from './temp-quote.js';
