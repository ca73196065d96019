export * from './address-messages.js';
export * from './address-api.js';
export * from './address-schemas.js';
export * from './display-address.js';
export * from './eircode.js';
export * from './irish-county.js';
export * from './address-form-schema.js';
export * from './address-form-values.js';
