/**
 * The test build's product modules (scripts/test-product-build.mjs): the API's list, then the
 * test-only product. The test build reads this file wherever the server reads the real one.
 */
import { PRODUCT_MODULES as SOLD_PRODUCT_MODULES } from '../src/product-list.js';
import { gadgetProductModule } from './gadget-product-module.js';

export const PRODUCT_MODULES = [...SOLD_PRODUCT_MODULES, gadgetProductModule] as const;
