/**
 * The test build's product list (scripts/test-product-build.mjs): the domain's list, then the
 * test-only product. The test build reads this file wherever the app reads the real one.
 */
import { PRODUCTS as SOLD_PRODUCTS } from '../src/products/product-list.js';
import { GADGET_PRODUCT_FACTS } from './gadget-facts.js';

export const PRODUCTS = [...SOLD_PRODUCTS, GADGET_PRODUCT_FACTS] as const;
