export * from './documents-on-request.js';
