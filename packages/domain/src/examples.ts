/**
 * Worked examples of each product's answers, for tests on every side: a test fixture starts from
 * these rather than writing the same answers again. Not part of the product's code.
 */
export * from './car/car-form-examples.js';
export * from './home/home-quote-examples.js';
export * from './travel/travel-form-examples.js';
export * from './checkout/policy-payment-examples.js';
