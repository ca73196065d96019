import { HttpError } from '../lib/http-errors.js';
import type { Repositories } from '../repository-types.js';
import type { CheckoutProducts } from '../modules/checkout/index.js';
// The renewal cycle's own files, not its index: the index's operator routes use this file.
import { renewalDateOf } from '../modules/renewals/renewal-cycle.js';
import type {
  RenewalOfferJobPayload,
  issueRenewalOffer,
} from '../modules/renewals/renewal-offer-job.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemoCustomer } from './demo-customer.js';
import { demoPolicies } from './demo-policies.js';
import { seedDemoBoughtPolicies } from './demo-purchases.js';

/** The demo home's earlier years: as many as the demo customer's (four). */
const EARLIER_YEARS = 4;

export interface RenewalDemoCustomer {
  email: string;
  policy_id: string;
  policy_number: string;
  renewal_date: string;
}

/**
 * A customer of one's own with a home renewal due (the demo tools, for demos and the browser
 * journeys): an account like the demo customer's (the demo password, verified), whose home
 * policy, paid by direct debit with auto-renewal on and renewing four earlier years with a paid
 * claim, renews on the demo's date (about five weeks on, its notice on time), with its renewal
 * offer issued. Each is bought as the demo's are, with policy numbers of the sequence, so an offer
 * taken up or refused is no one else's. The demo-tools customer holds no car policy, so their
 * renewal is priced without the bank-motor discount the demo customer's car gives.
 */
export async function createRenewalDemoCustomer(
  deps: {
    repositories: Repositories;
    products: Pick<CheckoutProducts, 'of'>;
    /** The renewal cycle's issueOffer (RenewalCycle in modules/renewals). */
    renewalCycle: {
      issueOffer: (payload: RenewalOfferJobPayload) => ReturnType<typeof issueRenewalOffer>;
    };
    clock: () => Date;
  },
  email: string,
): Promise<RenewalDemoCustomer> {
  const { repositories } = deps;
  if (await repositories.users.findByEmail(email)) {
    throw new HttpError(409, 'ACCOUNT_EXISTS', 'An account with this e-mail address exists.');
  }
  const numbers = async () =>
    deps.products.of('HOME').policyNumbers(await repositories.bindRecords.nextPolicySequence());
  const today = deps.clock();
  const demoHome = demoPolicies(today).find((policy) => policy.policyType === 'HOME')!;
  const home = { ...(await numbers()), startDate: demoHome.startDate };
  const homeHistory = [];
  for (let year = 0; year < EARLIER_YEARS; year += 1) homeHistory.push(await numbers());
  await seedDemoCustomer(
    repositories,
    { ...DEMO_ACCOUNTS.customer, email },
    { home, homeHistory },
    seedDemoBoughtPolicies,
    today,
  );
  const policy = await repositories.renewalOffers.policyByPolicyId(home.policyId);
  if (!policy) throw new Error('The demo home policy was not made');
  const renewalDate = renewalDateOf(policy);
  const issued = await deps.renewalCycle.issueOffer({ policyId: policy.id, renewalDate });
  if (issued.outcome !== 'issued') {
    throw new Error(`The demo renewal offer was not issued: ${issued.outcome}`);
  }
  return {
    email,
    policy_id: policy.policyId,
    policy_number: policy.policyNumber,
    renewal_date: renewalDate,
  };
}
