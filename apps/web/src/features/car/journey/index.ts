export * from './car-journey';
