/**
 * Development data that makes the product explorable at once. Idempotent: running it again adds
 * only what is missing and never changes what a person has since edited.
 */
import { hashPassword } from '../lib/passwords.js';
import type { users } from '../db/schema.js';
import { seedReferenceData } from '../db/seed.js';
import type { Repositories } from '../repository-types.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from './demo-accounts.js';
import { demoUser, seedDemoCustomer, type BuyDemoPolicies } from './demo-customer.js';
import { demoPolicies } from './demo-policies.js';

type NewUser = typeof users.$inferInsert;

/**
 * The agents' demo data (demo-agent-quotes.ts): quotes to call back and search, and the demo
 * customer's portfolio codes; handed in by whoever seeds, as the purchases are (the server's start
 * does, the tests' app does not).
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
