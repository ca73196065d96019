import { hashPassword } from '../lib/passwords.js';
import type { users } from '../db/schema.js';
import type { Repositories } from '../repository-types.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

type NewUser = typeof users.$inferInsert;

/** The demo customer and the policies they buy as a customer does (home and travel). */
export interface DemoCustomer {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface DemoPolicy {
  referenceNumber: string;
  policyNumber: string;
  policyId: string;
  /** YYYY-MM-DD */
  startDate: string;
}

/**
 * Buys the demo customer's home, car and travel policies through the products' own quotes, payment
 * snapshot and documents (demo-purchases.ts); handed in by whoever seeds.
 */
export type BuyDemoPolicies = (
  repositories: Repositories,
  customer: DemoCustomer,
  policies: {
    home: DemoPolicy;
    motor?: DemoPolicy;
    travel?: DemoPolicy;
    /** The home's four earlier years, oldest first: the demo's own numbers when not given. */
    homeHistory?: readonly Omit<DemoPolicy, 'startDate'>[];
  },
) => Promise<void>;

/** A demo customer's account, profile and policies, bought as a customer buys them. */
export async function seedDemoCustomer(
  repositories: Repositories,
  account: Partial<NewUser> & { email: string; givenName: string; familyName: string },
  policies: Parameters<BuyDemoPolicies>[2],
  buyDemoPolicies: BuyDemoPolicies,
  today = new Date(),
): Promise<DemoCustomer> {
  const customer =
    (await repositories.users.findByEmail(account.email)) ??
    (await repositories.users.create(demoUser(await hashPassword(DEMO_PASSWORD), today, account)));
  if (!(await repositories.profiles.findByUserId(customer.id))) {
    await repositories.profiles.upsert({
      userId: customer.id,
      title: 'MS',
      firstName: customer.givenName,
      lastName: customer.familyName,
      dateOfBirth: '1986-04-17',
      phone: '0871234567',
      addressLine1: '14 Seaview Terrace',
      addressLine2: 'Sandymount',
      addressLine3: '',
      town: 'Dublin 4',
      county: 'Dublin',
      eircode: 'D04 X2Y3',
      occupation: 'Teacher',
      analyseTransactions: true,
    });
  }
  // Every policy is bought as a customer buys it, with its documents.
  await buyDemoPolicies(repositories, customer, policies);
  return customer;
}

/** A demo account: verified, MFA off, the demo password. */
export function demoUser(
  passwordHash: string,
  today: Date,
  account: Partial<NewUser> & { email: string },
): NewUser {
  return {
    givenName: '',
    familyName: '',
    passwordHash,
    passwordChangedAt: today,
    emailVerified: true,
    phoneVerified: true,
    mfaEnabled: false,
    phoneNumber: '+353871234567',
    ...account,
  };
}
