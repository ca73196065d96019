import { CAR_PRODUCT_FACTS } from '@wallet/domain';
import type { CarInsurer } from '../../adapters/insurers/car-insurer-port.js';
import { RsaCarEngine } from '../../adapters/insurers/rsa-car-engine.js';
import type { ProductModule } from '../../product-module.js';
import { carPolicyCover } from './car-policy-cover.js';
import { createCarCheckoutProduct } from './car-checkout-product.js';
import { createCarPolicyChanges } from './car-policy-changes.js';
import { carDocumentsRoutes } from './car-documents-routes.js';
import { createCarQuotesRepository, type CarQuotesRepository } from './car-quotes-repository.js';
import { carQuotesRoutes } from './car-quotes-routes.js';
import { createCarQuotesService, type CarQuotesService } from './car-quotes-service.js';

export interface CarInsurers {
  /** The car Insurer port: the car insurer's adapter. */
  car: CarInsurer;
}

export interface CarRepositories {
  carQuotes: CarQuotesRepository;
}

export interface CarServices {
  carQuotes: CarQuotesService;
}

/** Car as the platform sees it (product-module.ts); 'motor' stays only on the wire. */
export const carProductModule: ProductModule<CarInsurers, CarRepositories, CarServices> = {
  facts: CAR_PRODUCT_FACTS,
  insurers: () => ({ car: new RsaCarEngine() }),
  repositories: (db) => ({ carQuotes: createCarQuotesRepository(db) }),
  services({ repositories, insurers, vehicles, clock, insurerTimeoutMs, config }) {
    const carQuotes = createCarQuotesService({
      repositories,
      insurer: insurers.car,
      vehicles,
      clock,
      timeoutMs: insurerTimeoutMs,
      lastStartDate: config.carLastStartDate,
    });
    return {
      services: { carQuotes },
      checkoutProduct: createCarCheckoutProduct({
        carQuotes: repositories.carQuotes,
        carQuotesService: carQuotes,
      }),
      // A policy changes mid-term at the car insurer's rating, its car the catalogue's.
      policyChanges: createCarPolicyChanges({ carQuotes, vehicles, clock }),
    };
  },
  policyCover: carPolicyCover,
  routes: [carQuotesRoutes, carDocumentsRoutes],
  agents: {
    personPath: ['motor_quote', 'main_driver'],
    liveQuotes: {
      name: 'Live Car Quotes',
      list: '/motor/search/latest_quotes',
      contacted: '/motor/motor_quotes/contacted',
      onlyWhileEnabled: true,
    },
  },
};

// app.repositories holds the product's own repositories beside the platform's.
declare module '../../repository-types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged, not declared
  interface RepositoryMap extends CarRepositories {}
}
