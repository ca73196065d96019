export * from './call-script.js';
export * from './home-call-scripts.js';
export * from './car-call-scripts.js';
