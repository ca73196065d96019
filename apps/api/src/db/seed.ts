/**
 * Development data that makes the product explorable at once. Idempotent: running it again adds
 * only what is missing and never changes what a person has since edited.
 */
import {
  RENEWAL_NOTICE_DEFAULT_WORKING_DAYS,
  TRAVEL_INSURER,
  calendarDateOf,
  formatIsoDate,
  type UserRole,
} from '@wallet/domain';
import { latestRenewalDateDueOn } from '@wallet/domain/working-days';
import { hashPassword } from '../lib/passwords.js';
import type { Repositories } from '../repositories.js';
import type { users } from './schema.js';

type NewUser = typeof users.$inferInsert;

/** Password of every demo account (meets the spec's 12-character rule). */
export const DEMO_PASSWORD = 'Wallet-Demo-2026!';

export const DEMO_ACCOUNTS = {
  customer: {
    email: 'demo@wallet.test',
    givenName: 'Aoife',
    familyName: 'Murphy',
    role: 'customer',
  },
  newCustomer: {
    email: 'new@wallet.test',
    givenName: 'Cian',
    familyName: 'Byrne',
    role: 'customer',
  },
  agent: { email: 'agent@wallet.test', givenName: 'Niamh', familyName: 'Kelly', role: 'agent' },
  superAgent: {
    email: 'superagent@wallet.test',
    givenName: 'Declan',
    familyName: 'Walsh',
    role: 'super_agent',
  },
} as const satisfies Record<
  string,
  { email: string; givenName: string; familyName: string; role: UserRole }
>;

/**
 * Customers in each state the sign-in screens handle (platform.md 4.1 and 8), all with
 * DEMO_PASSWORD. The demo customer above has MFA off.
 */
export const DEMO_SIGN_IN_ACCOUNTS = {
  /** MFA on and the number proven: sign-in asks for an SMS code sent to +353871234567. */
  mfa: {
    email: 'mfa@wallet.test',
    givenName: 'Ciara',
    familyName: 'Walsh',
    phoneNumber: '+353871234567',
    mfaEnabled: true,
    phoneVerified: true,
  },
  /** MFA on, number not yet proven: the app shows the mobile-number step first. */
  mfaUnverified: {
    email: 'mfa-unverified@wallet.test',
    givenName: 'Eoin',
    familyName: 'Brennan',
    phoneNumber: '+353861234567',
    mfaEnabled: true,
    phoneVerified: false,
  },
  /** Signed up but never entered the e-mailed code: UserNotConfirmedException. */
  unverified: {
    email: 'unverified@wallet.test',
    givenName: 'Orla',
    familyName: 'Nolan',
    emailVerified: false,
    phoneVerified: false,
  },
  /** Created by an agent: must set a password through the reset flow. */
  agentCreated: {
    email: 'agent-created@wallet.test',
    givenName: 'Liam',
    familyName: 'Doyle',
    createdByAgent: true,
    passwordChangedAt: null,
  },
  /** Created before 01/08/2023 and not signed in since: PasswordResetRequiredException. */
  legacy: {
    email: 'legacy@wallet.test',
    givenName: 'Máire',
    familyName: 'Kavanagh',
    createdAt: new Date('2023-05-01T09:00:00Z'),
    passwordChangedAt: null,
  },
  /** Holds a temporary password: sign-in answers NEW_PASSWORD_REQUIRED. */
  newPassword: {
    email: 'newpassword@wallet.test',
    givenName: 'Darragh',
    familyName: 'Quinn',
    passwordChangeRequired: true,
    passwordChangedAt: null,
  },
} as const satisfies Record<string, Partial<NewUser> & { email: string }>;

/** The bank branches agents choose from (platform.md 3.3). */
export const BRANCH_NAMES = [
  'Athlone',
  'Cork, Patrick Street',
  'Dublin, College Green',
  'Dublin, Baggot Street',
  'Dundalk',
  'Galway, Eyre Square',
  'Kilkenny',
  'Limerick, O’Connell Street',
  'Sligo',
  'Waterford, The Quay',
] as const;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function monthsFrom(today: Date, months: number): Date {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/**
 * The first day of the year of cover that ends the day before `renewalDate` (YYYY-MM-DD): the same
 * day a year earlier, 28 February for a renewal on 29 February.
 */
function yearBefore(renewalDate: string): Date {
  const [year, month, day] = renewalDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - 1, month - 1, Math.min(day, month === 2 ? 28 : day)));
}

/**
 * The demo customer's policies. The home policy is due for renewal: it started about 11 months
 * ago and renews on the latest day whose notice, at the default lead time of 25 working days
 * (Irish public holidays not counted), is due today, so the cycle run when the demo is seeded
 * issues it, and on time (24 or 25 working days ahead, never under the legal 20).
 * Each is priced by its insurer's rating engine when seeded (its premium and end date are those of
 * the quote); the premiums here are those of the records of old.
 */
export function demoPolicies(today: Date) {
  const renewalDate = latestRenewalDateDueOn(
    formatIsoDate(calendarDateOf(today)),
    RENEWAL_NOTICE_DEFAULT_WORKING_DAYS,
  );
  const home = yearBefore(renewalDate);
  const motor = monthsFrom(today, -4);
  const travel = monthsFrom(today, -2);
  const yearAfter = (start: Date) =>
    isoDate(new Date(monthsFrom(start, 12).getTime() - 86_400_000));
  return [
    {
      policyType: 'HOME' as const,
      referenceNumber: 'HQ-10000421',
      policyNumber: 'BHH0042187',
      policyId: 'POL-H-7F3A21',
      insurer: 'RSA',
      startDate: isoDate(home),
      endDate: yearAfter(home),
      premiumCents: 48_650,
    },
    {
      policyType: 'MOTOR' as const,
      referenceNumber: 'MQ-20000873',
      policyNumber: 'BMC0087319',
      policyId: 'POL-M-2C9B04',
      insurer: 'RSA',
      startDate: isoDate(motor),
      endDate: yearAfter(motor),
      premiumCents: 71_240,
    },
    {
      policyType: 'TRAVEL' as const,
      referenceNumber: 'TQ-30001562',
      policyNumber: 'BTA0156204',
      policyId: 'POL-T-91DE58',
      insurer: TRAVEL_INSURER.code,
      startDate: isoDate(travel),
      endDate: yearAfter(travel),
      premiumCents: 8_900,
    },
  ];
}

/** Data every installation needs, demo or not: the flags' defaults and the branch list. */
export async function seedReferenceData(repositories: Repositories): Promise<void> {
  await repositories.flags.insertMissingDefaults();
  await repositories.branches.insertMissing(BRANCH_NAMES);
}

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
 * snapshot and documents (modules/policies/demo-purchases.ts); handed in by whoever seeds, since
 * this layer uses no module.
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
function demoUser(
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

/**
 * The agents' demo data (modules/agent): quotes to call back and search, and the demo customer's
 * portfolio codes; handed in by whoever seeds, as the purchases are.
 */
export type SeedDemoAgentData = (
  repositories: Repositories,
  accounts: { customerId: string; superAgentId: string },
  today: Date,
) => Promise<void>;

export async function seedDemoData(
  repositories: Repositories,
  buyDemoPolicies: BuyDemoPolicies,
  today = new Date(),
  seedDemoAgentData?: SeedDemoAgentData,
): Promise<void> {
  await seedReferenceData(repositories);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ensureUser = async (account: Partial<NewUser> & { email: string }) =>
    (await repositories.users.findByEmail(account.email)) ??
    (await repositories.users.create(demoUser(passwordHash, today, account)));

  const seeded = demoPolicies(today);
  const ofType = (type: 'HOME' | 'MOTOR' | 'TRAVEL') =>
    seeded.find((policy) => policy.policyType === type)!;
  const customer = await seedDemoCustomer(
    repositories,
    DEMO_ACCOUNTS.customer,
    { home: ofType('HOME'), motor: ofType('MOTOR'), travel: ofType('TRAVEL') },
    buyDemoPolicies,
    today,
  );
  await ensureUser(DEMO_ACCOUNTS.newCustomer);
  const agent = await ensureUser(DEMO_ACCOUNTS.agent);
  const superAgent = await ensureUser(DEMO_ACCOUNTS.superAgent);
  for (const account of Object.values(DEMO_SIGN_IN_ACCOUNTS)) await ensureUser(account);

  if (!(await repositories.profiles.findByUserId(agent.id))) {
    const [firstBranch] = await repositories.branches.list();
    await repositories.profiles.setBranch(agent.id, firstBranch!.id, {
      firstName: agent.givenName,
      lastName: agent.familyName,
    });
  }
  await seedDemoAgentData?.(
    repositories,
    { customerId: customer.id, superAgentId: superAgent.id },
    today,
  );
}

/** An empty database is one that nobody has signed up to or been seeded into. */
export async function isDatabaseEmpty(repositories: Repositories): Promise<boolean> {
  return (await repositories.users.count()) === 0;
}
