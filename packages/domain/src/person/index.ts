export * from './person-limits.js';
export * from './person-messages.js';
export * from './birth-date-rules.js';
export * from './contact-rules.js';
export * from './occupation.js';
export * from './titles.js';
