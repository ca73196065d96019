import { TRAVEL_PRODUCT_FACTS } from '@wallet/domain';
import { ChubbTravelEngine } from '../../adapters/insurers/chubb-travel-engine.js';
import type { TravelInsurer } from '../../adapters/insurers/travel-insurer-port.js';
import type { ProductModule } from '../../product-module.js';
import { travelPolicyCover } from './travel-policy-cover.js';
import { createTravelPolicyChanges } from './travel-policy-changes.js';
import { createTravelCheckoutProduct } from './travel-checkout-product.js';
import { travelDocumentsRoutes } from './travel-documents-routes.js';
import { travelProductDocumentsRoutes } from './travel-product-documents-routes.js';
import {
  createTravelQuotesRepository,
  type TravelQuotesRepository,
} from './travel-quotes-repository.js';
import { travelQuotesRoutes } from './travel-quotes-routes.js';
import { createTravelQuotesService, type TravelQuotesService } from './travel-quotes-service.js';

export interface TravelInsurers {
  /** The travel Insurer port: the travel insurer's adapter. */
  travel: TravelInsurer;
}

export interface TravelRepositories {
  travelQuotes: TravelQuotesRepository;
}

export interface TravelServices {
  travelQuotes: TravelQuotesService;
}

/** Travel as the platform sees it (product-module.ts): sold online only, not by agents. */
export const travelProductModule: ProductModule<
  TravelInsurers,
  TravelRepositories,
  TravelServices
> = {
  facts: TRAVEL_PRODUCT_FACTS,
  insurers: () => ({ travel: new ChubbTravelEngine() }),
  repositories: (db) => ({ travelQuotes: createTravelQuotesRepository(db) }),
  services({ repositories, insurers, clock, insurerTimeoutMs }) {
    const travelQuotes = createTravelQuotesService({
      repositories,
      insurer: insurers.travel,
      clock,
      timeoutMs: insurerTimeoutMs,
    });
    return {
      services: { travelQuotes },
      checkoutProduct: createTravelCheckoutProduct({
        travelQuotes: repositories.travelQuotes,
        travelQuotesService: travelQuotes,
      }),
      // A policy changes mid-term at the travel insurer's rating, as a new quote is rated.
      policyChanges: createTravelPolicyChanges({ travelQuotes, clock }),
    };
  },
  policyCover: travelPolicyCover,
  routes: [travelQuotesRoutes, travelDocumentsRoutes, travelProductDocumentsRoutes],
};

// app.repositories holds the product's own repositories beside the platform's.
declare module '../../repository-types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged, not declared
  interface RepositoryMap extends TravelRepositories {}
}
