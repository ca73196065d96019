export * from './calendar-date.js';
export * from './typed-date.js';
export * from './date-messages.js';
export * from './policy-period.js';
export * from './irish-clock.js';
