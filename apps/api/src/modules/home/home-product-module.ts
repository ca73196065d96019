import { HOME_PRODUCT_FACTS } from '@wallet/domain';
import { FbdHomeEngine } from '../../adapters/insurers/fbd-home-engine.js';
import type { HomeInsurer } from '../../adapters/insurers/home-insurer-port.js';
import { RsaHomeEngine } from '../../adapters/insurers/rsa-home-engine.js';
import type { HomeInsurerCode } from '@wallet/domain';
import type { ProductModule } from '../../product-module.js';
import { homePolicyCover } from './home-policy-cover.js';
import { createHomePolicyChanges } from './home-policy-changes.js';
import { createHomeCheckoutProduct } from './home-checkout-product.js';
import { createHomeDiscounts, type HomeDiscounts } from './home-discounts.js';
import { homeDocumentsRoutes } from './home-documents-routes.js';
import { createHomeQuotesRepository, type HomeQuotesRepository } from './home-quotes-repository.js';
import { homeQuotesRoutes } from './home-quotes-routes.js';
import { createHomeQuotesService, type HomeQuotesService } from './home-quotes-service.js';

export interface HomeInsurers {
  /** The home Insurer port: one adapter per insurer. */
  home: readonly HomeInsurer[];
}

export interface HomeRepositories {
  homeQuotes: HomeQuotesRepository;
}

export interface HomeServices {
  homeQuotes: HomeQuotesService;
  /** The promotion and staff discounts, asked when a home quote is priced and again at bind. */
  homeDiscounts: HomeDiscounts;
}

/** Home as the platform sees it (product-module.ts). */
/** What the renewal cycle prices a home policy a year on with: its rating, discounts, insurers. */
export interface HomeRenewalPricing {
  homeQuotes: HomeQuotesService;
  discounts: HomeDiscounts;
  insurers: readonly HomeInsurerCode[];
}

export const homeProductModule: ProductModule<
  HomeInsurers,
  HomeRepositories,
  HomeServices,
  HomeRenewalPricing
> = {
  facts: HOME_PRODUCT_FACTS,
  insurers: () => ({ home: [new RsaHomeEngine(), new FbdHomeEngine()] }),
  repositories: (db) => ({ homeQuotes: createHomeQuotesRepository(db) }),
  services({ repositories, insurers, clock, insurerTimeoutMs, staffDirectory }) {
    const homeDiscounts = createHomeDiscounts({
      staffDirectory,
      flags: repositories.flags,
      accounts: repositories.users,
    });
    const homeQuotes = createHomeQuotesService({
      repositories,
      insurers: insurers.home,
      clock,
      timeoutMs: insurerTimeoutMs,
      discounts: homeDiscounts,
    });
    return {
      services: { homeQuotes, homeDiscounts },
      checkoutProduct: createHomeCheckoutProduct({
        homeQuotes: repositories.homeQuotes,
        homeQuotesService: homeQuotes,
        discounts: homeDiscounts,
        renewalOffers: repositories.renewalViews,
      }),
      // A policy changes mid-term at its insurer's rating, with its discounts.
      policyChanges: createHomePolicyChanges({ homeQuotes, discounts: homeDiscounts }),
      // A policy renews a year on at home's rating, with its insurers and discounts.
      renewalPricing: {
        homeQuotes,
        discounts: homeDiscounts,
        insurers: insurers.home.map((insurer) => insurer.code),
      },
    };
  },
  policyCover: homePolicyCover,
  routes: [homeQuotesRoutes, homeDocumentsRoutes],
  agents: {
    personPath: ['home_quote', 'policy_holder_details'],
    liveQuotes: {
      name: 'Live Home Quotes',
      list: '/home/search/latest_quotes',
      contacted: '/home/home_quotes/contacted',
      onlyWhileEnabled: false,
    },
  },
};

// app.repositories holds the product's own repositories beside the platform's.
declare module '../../repository-types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged, not declared
  interface RepositoryMap extends HomeRepositories {}
}
