export * from './personal-lists.js';
export * from './personal-messages.js';
export * from './personal-rules.js';
export * from './personal-about-you-schema.js';
export * from './personal-about-you-values.js';
export * from './profile-prefill.js';
