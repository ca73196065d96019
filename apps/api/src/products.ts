/**
 * The products the platform sells (product-list.ts), as the server, its services, repositories
 * and types are made from them.
 */
import { PRODUCTS, type PolicyType } from '@wallet/domain';
import { PRODUCT_MODULES } from './product-list.js';
import type { ProductModule } from './product-module.js';

export { PRODUCT_MODULES };

type ProductModules = (typeof PRODUCT_MODULES)[number];
type Merged<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  part: infer Intersection,
) => void
  ? Intersection
  : never;

/** Every product's insurer adapters, by product type (home: its insurers, car, travel). */
export type ProductInsurers = Merged<ReturnType<ProductModules['insurers']>>;
/** Every product's repositories, as app.repositories holds them. */
export type ProductRepositories = Merged<ReturnType<ProductModules['repositories']>>;
/** Every product's services, as app.services holds them. */
export type ProductServices = Merged<ReturnType<ProductModules['services']>['services']>;

// The list and the domain's products are the same products, in the same order.
const listed = PRODUCT_MODULES.map((product) => product.facts.type).join();
if (listed !== PRODUCTS.map((facts) => facts.type).join()) {
  throw new Error(`products.ts lists ${listed}, the domain ${PRODUCTS.map((p) => p.type).join()}`);
}

// What agents see of a product is there exactly when the domain says agents sell it.
for (const { facts, agents } of PRODUCT_MODULES) {
  if (
    Boolean(agents) !== facts.soldByAgents ||
    Boolean(agents?.liveQuotes) !== facts.agentLiveQuotes
  ) {
    throw new Error(`${facts.type}: its agents' side disagrees with its facts`);
  }
}

/** The products' descriptors, looked up by the word on the wire; attached as `app.products`. */
export function createProductRegistry(modules: readonly ProductModule[] = PRODUCT_MODULES) {
  const byPolicyType = new Map(modules.map((product) => [product.facts.policyType, product]));
  return {
    all: modules,
    ofPolicyType(policyType: PolicyType): ProductModule {
      const product = byPolicyType.get(policyType);
      if (!product) throw new Error(`${policyType} is not a product`);
      return product;
    },
    /**
     * What a policy covers, read by its product from the request of the quote it was bought
     * from; null without a quote on record (a policy of old) or for a word that names no product.
     */
    policyCoverOf(policyType: string, quoteRequest: unknown): string | null {
      const product = byPolicyType.get(policyType as PolicyType);
      return product ? product.policyCover(quoteRequest) : null;
    },
  };
}

export type ProductRegistry = ReturnType<typeof createProductRegistry>;

/** Each product's default insurer adapters, with those given instead (tests' slow insurers). */
export function productInsurersOf(given: Partial<ProductInsurers> = {}): ProductInsurers {
  return Object.assign(
    {},
    ...PRODUCT_MODULES.map((product) => product.insurers()),
    given,
  ) as ProductInsurers;
}

/** Every product's repositories over one database. */
export function productRepositoriesOf(db: Parameters<ProductModules['repositories']>[0]) {
  return Object.assign(
    {},
    ...PRODUCT_MODULES.map((product) => product.repositories(db)),
  ) as ProductRepositories;
}
