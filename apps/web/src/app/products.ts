import { carProduct } from '../features/car/product';
import { homeProduct } from '../features/home/product';
import { travelProduct } from '../features/travel/product';
import { registerWebProducts, type WebProduct } from '../lib/web-product';

/**
 * Every product the web app sells, in the order lists show them (the domain's PRODUCTS order). A
 * new product is one more entry here, declared in its own feature.
 */
export const WEB_PRODUCTS: readonly WebProduct[] = [homeProduct, carProduct, travelProduct];

registerWebProducts(WEB_PRODUCTS);
