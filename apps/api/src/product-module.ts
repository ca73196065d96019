/**
 * What the platform needs of a product, in one descriptor that the product's module exports
 * (modules/<product>/index.ts). products.ts lists the descriptors once; the server (app.ts), its
 * services, repositories and types loop over that list, and shared modules read a descriptor or
 * the domain's product facts instead of naming a product.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductFacts } from '@wallet/domain';
import type { StaffDirectory } from './adapters/staff-directory/staff-directory-port.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { CheckoutProduct } from './modules/checkout/index.js';
import type { PolicyChangeProduct } from './modules/policy-changes/index.js';
import type { VehicleCatalogue } from './modules/vehicles/index.js';
import type { Repositories } from './repository-types.js';

/** What a product's services are built over. */
export interface ProductServiceDeps<Insurers extends object = object> {
  repositories: Repositories;
  /** The insurer adapters, by product type: the product reads its own (every product's are given). */
  insurers: Insurers;
  clock: Clock;
  /** How long an insurer may take to answer (config INSURER_TIMEOUT_MS). */
  insurerTimeoutMs: number;
  /** The product's own settings are read from here (car: the last start date). */
  config: AppConfig;
  /** The bank's staff directory (home's staff discount). */
  staffDirectory: StaffDirectory;
  /** The cars a quote may be for. */
  vehicles: VehicleCatalogue;
}

/** A product's services, built once, and what the shared modules take from them. */
export interface ProductParts<Services extends object, RenewalPricing = never> {
  /** Merged into app.services (its quote service under the product's own names). */
  services: Services;
  /** Its entry in the shared checkout (bind, bind job, payments, documents). */
  checkoutProduct: CheckoutProduct;
  /**
   * What the renewal cycle prices a policy a year on with (the renewals module's
   * RenewalPricingDeps, which services.ts hands it to); a product that renews online has it.
   */
  renewalPricing?: RenewalPricing;
  /** Its policies' mid-term changes (modules/policy-changes); a product without changes online has none. */
  policyChanges?: PolicyChangeProduct;
}

/** What the agents' shared screens read of a product sold by agents (facts.soldByAgents). */
export interface AgentProductSide {
  /**
   * Where the product's quote request keeps the person quoted for, as [quote, person] (home: the
   * policyholder, car: the main driver): the customer of an agent's quote (decision 0021).
   */
  personPath: readonly [quote: string, person: string];
  /**
   * The live-quotes list agents call back from (platform.md 3.3), when facts.agentLiveQuotes:
   * its name, its list and contacted paths, and whether it is open only while the product's
   * flag is on.
   */
  liveQuotes?: {
    name: string;
    list: string;
    contacted: string;
    onlyWhileEnabled: boolean;
  };
}

/** A product module's descriptor. */
export interface ProductModule<
  Insurers extends object = object,
  Repos extends object = object,
  Services extends object = object,
  RenewalPricing = never,
> {
  /** The domain's facts: its words, flag and the rules shared code asks of a product. */
  facts: ProductFacts;
  /** Its insurers' adapters (the local rating engines), under its product type. */
  insurers(): Insurers;
  /** Its repositories, merged into app.repositories. */
  repositories(db: Database): Repos;
  /** Its services and its entry in the checkout, built once beside the repositories. */
  services(deps: ProductServiceDeps<Insurers>): ProductParts<Services, RenewalPricing>;
  /**
   * What a policy of it covers, in the words of its documents, read from the request of the quote
   * it was bought from; null when the request does not say (a record of an older shape).
   */
  policyCover(quoteRequest: unknown): string | null;
  /** Its route plugins (quotes, documents...), registered under the API prefix. */
  routes: readonly FastifyPluginAsyncZod[];
  /** What the agent workspace reads of it; present when facts.soldByAgents. */
  agents?: AgentProductSide;
}
