/**
 * The test build's web product list (scripts/test-product-build.mjs): the app's list, then the
 * test-only product, registered for the shared screens in its place.
 */
import { WEB_PRODUCTS as SOLD_PRODUCTS } from '../src/app/products';
import { registerWebProducts, type WebProduct } from '../src/lib/web-product';
import { gadgetProduct } from './gadget-product';

export * from '../src/app/products';

export const WEB_PRODUCTS: readonly WebProduct[] = [...SOLD_PRODUCTS, gadgetProduct];

registerWebProducts(WEB_PRODUCTS);
