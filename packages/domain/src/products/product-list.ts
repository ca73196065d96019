import { CAR_PRODUCT_FACTS } from '../car/car-product.js';
import { HOME_PRODUCT_FACTS } from '../home/home-product.js';
import { TRAVEL_PRODUCT_FACTS } from '../travel/travel-product.js';

/**
 * Every product sold online, in the order menus and lists show them. A new product is one more
 * entry here (and one on each side of the app: see docs/adding-a-product.md). The types, lookups
 * and tables built from it are in product-lookups.ts; this file holds the list alone, so that the
 * test build (scripts/test-product-build.mjs) can add its test-only product to it.
 */
export const PRODUCTS = [HOME_PRODUCT_FACTS, CAR_PRODUCT_FACTS, TRAVEL_PRODUCT_FACTS] as const;
