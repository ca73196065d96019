import type { CardPayments } from './adapters/card-payments/card-payments-port.js';
import type { PolicyDocuments } from './adapters/documents/policy-documents-port.js';
import type { HomeInsurer } from './adapters/insurers/home-insurer-port.js';
import type { CarInsurer } from './adapters/insurers/car-insurer-port.js';
import type { TravelInsurer } from './adapters/insurers/travel-insurer-port.js';
import { createDemoStaffDirectory } from './adapters/staff-directory/demo-staff-directory.js';
import { createDemoPortfolioRegister } from './adapters/portfolio-register/demo-portfolio-register.js';
import type { PortfolioRegister } from './adapters/portfolio-register/portfolio-register-port.js';
import type { StaffDirectory } from './adapters/staff-directory/staff-directory-port.js';
import type { JobHandler, JobRunner } from './jobs/job-runner.js';
import type { Clock } from './lib/clock.js';
import {
  createBindJob,
  createCheckoutProducts,
  createCheckoutService,
} from './modules/checkout/index.js';
import {
  createHomeCheckoutProduct,
  createHomeDiscounts,
  createHomeQuotesService,
} from './modules/home/index.js';
import { createCarCheckoutProduct, createCarQuotesService } from './modules/car/index.js';
import { createRenewalCycle, createRenewalService } from './modules/renewals/index.js';
import { createTravelCheckoutProduct, createTravelQuotesService } from './modules/travel/index.js';
import { createVehicleCatalogue } from './modules/vehicles/index.js';
import type { CalendarDate } from '@wallet/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from './repositories.js';

export interface ServiceDeps {
  clock: Clock;
  homeInsurers: readonly HomeInsurer[];
  travelInsurer: TravelInsurer;
  carInsurer: CarInsurer;
  insurerTimeoutMs: number;
  /** car-travel-payment.md 9: the last day a car policy may start (config MOTOR_LAST_START_DATE). */
  carLastStartDate?: CalendarDate;
  cardPayments: CardPayments;
  policyDocuments: PolicyDocuments;
  jobRunner: Pick<JobRunner, 'runNow' | 'settled' | 'wake'>;
  /** Where customers open the product (config PUBLIC_ORIGIN), for links in e-mails. */
  publicOrigin: string;
  /** The bank's staff directory; the local stand-in with the demo staff when not given. */
  staffDirectory?: StaffDirectory;
  /** The bank's register of policy-holder portfolios; the local stand-in when not given. */
  portfolioRegister?: PortfolioRegister;
  /** Renewals: the notice's lead time in working days (config RENEWAL_NOTICE_WORKING_DAYS). */
  renewalNoticeWorkingDays: number;
  /** Where the jobs' outcomes are logged (the server's logger). */
  log: FastifyBaseLogger;
}

/**
 * Every service, built once over the repositories and the adapters; attached to the server as
 * `app.services`. Route plugins take their service from here and never build one.
 */
export function createServices(repositories: Repositories, deps: ServiceDeps) {
  // The promotion and staff discounts, asked when a home quote is priced and again at bind.
  const homeDiscounts = createHomeDiscounts({
    staffDirectory: deps.staffDirectory ?? createDemoStaffDirectory(),
    flags: repositories.flags,
    accounts: repositories.users,
  });

  const homeQuotes = createHomeQuotesService({
    repositories,
    insurers: deps.homeInsurers,
    clock: deps.clock,
    timeoutMs: deps.insurerTimeoutMs,
    discounts: homeDiscounts,
  });

  const travelQuotes = createTravelQuotesService({
    repositories,
    insurer: deps.travelInsurer,
    clock: deps.clock,
    timeoutMs: deps.insurerTimeoutMs,
  });

  // The cars a quote may be for: the registration lookup, the manual search and the car quote.
  const vehicles = createVehicleCatalogue();

  const carQuotes = createCarQuotesService({
    repositories,
    insurer: deps.carInsurer,
    vehicles,
    clock: deps.clock,
    timeoutMs: deps.insurerTimeoutMs,
    lastStartDate: deps.carLastStartDate,
  });

  // The products sold through the checkout, by policy type: the one place a product registers.
  const checkoutProducts = createCheckoutProducts([
    createHomeCheckoutProduct({
      homeQuotes: repositories.homeQuotes,
      homeQuotesService: homeQuotes,
      discounts: homeDiscounts,
      renewalOffers: repositories.renewalViews,
    }),
    createTravelCheckoutProduct({
      travelQuotes: repositories.travelQuotes,
      travelQuotesService: travelQuotes,
    }),
    createCarCheckoutProduct({
      carQuotes: repositories.carQuotes,
      carQuotesService: carQuotes,
    }),
  ]);

  const checkout = createCheckoutService({
    records: repositories.bindRecords,
    cardPayments: deps.cardPayments,
    jobs: repositories.jobs,
    runner: deps.jobRunner,
    clock: deps.clock,
  });

  // The customer's side of a renewal: the offer, auto-renewal, acceptance and the renewal bind.
  const renewals = createRenewalService({
    repositories,
    checkout,
    checkoutProducts,
    clock: deps.clock,
  });

  // The renewal cycle: offers issued ahead of the renewal date, then a renewal by itself or a
  // lapse on it (modules/renewals); it prices with home's rating and buys through the checkout.
  const renewalCycle = createRenewalCycle({
    offers: repositories.renewalOffers,
    jobs: repositories.jobs,
    runner: deps.jobRunner,
    homeQuotes,
    discounts: homeDiscounts,
    insurers: deps.homeInsurers.map((insurer) => insurer.code),
    checkout,
    products: checkoutProducts,
    documents: deps.policyDocuments,
    policies: repositories.policies,
    clock: deps.clock,
    leadDays: deps.renewalNoticeWorkingDays,
    publicOrigin: deps.publicOrigin,
    log: deps.log.child({ module: 'renewal-cycle' }),
  });

  /** The job kinds these services enqueue, with the handler of each. */
  const jobHandlers: Record<string, JobHandler> = {
    bind: createBindJob({
      products: checkoutProducts,
      records: repositories.bindRecords,
      cardPayments: deps.cardPayments,
      documents: deps.policyDocuments,
      clock: deps.clock,
      publicOrigin: deps.publicOrigin,
    }),
    ...renewalCycle.jobHandlers,
  };

  return {
    portfolioRegister: deps.portfolioRegister ?? createDemoPortfolioRegister(),
    homeQuotes,
    homeDiscounts,
    travelQuotes,
    vehicles,
    carQuotes,
    checkoutProducts,
    checkout,
    renewals,
    renewalCycle,
    jobHandlers,
  };
}

export type Services = ReturnType<typeof createServices>;
