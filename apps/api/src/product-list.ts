/**
 * The products the platform sells, each by its module's descriptor (product-module.ts), in the
 * domain's menu order: the one list a new product is added to. This file holds the list alone,
 * so that the test build (scripts/test-product-build.mjs) can add its test-only product to it.
 */
import { carProductModule } from './modules/car/index.js';
import { homeProductModule } from './modules/home/index.js';
import { travelProductModule } from './modules/travel/index.js';

export const PRODUCT_MODULES = [homeProductModule, carProductModule, travelProductModule] as const;
