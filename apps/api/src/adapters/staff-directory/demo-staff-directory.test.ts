import { describe, expect, it } from 'vitest';
import { isValidStaffNumber } from '@wallet/domain';
import { BRANCH_NAMES } from '../../db/seed.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo/demo-accounts.js';
import { createDemoStaffAccounts, staffSubjectOf } from './demo-staff-accounts.js';
import { createDemoStaffDirectory } from './demo-staff-directory.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-staff.js';
import { AGENT_GROUP, SUPER_AGENT_GROUP } from './staff-directory-port.js';

const directory = createDemoStaffDirectory();

describe('the demo staff directory', () => {
  it('finds a staff member by number in any letter case, with spaces around it', async () => {
    await expect(directory.findStaff(' c765432 ')).resolves.toMatchObject({
      givenName: 'Gráinne',
      staffNumber: 'C765432',
    });
  });

  it('knows no number of the right shape that is not on its list', async () => {
    for (const unknown of ['A123456', 'C0000000', 'A1234567', 'C7654321']) {
      expect(isValidStaffNumber(unknown)).toBe(true);
      await expect(directory.findStaff(unknown)).resolves.toBeUndefined();
    }
  });

  it('finds a staff member by e-mail in any letter case', async () => {
    await expect(directory.findStaffByEmail('AGENT@wallet.test')).resolves.toMatchObject({
      staffNumber: 'A2345678',
    });
    await expect(directory.findStaffByEmail('demo@wallet.test')).resolves.toBeUndefined();
  });

  it('holds well-formed, distinct staff numbers and e-mails, and branches of the branch list', () => {
    for (const member of DEMO_STAFF) {
      expect(isValidStaffNumber(member.staffNumber)).toBe(true);
      expect(member.staffNumber).toBe(member.staffNumber.toUpperCase());
      expect(member.email).toBe(member.email.toLowerCase());
      expect(BRANCH_NAMES).toContain(member.branch);
    }
    expect(new Set(DEMO_STAFF.map((member) => member.staffNumber)).size).toBe(DEMO_STAFF.length);
    expect(new Set(DEMO_STAFF.map((member) => member.email)).size).toBe(DEMO_STAFF.length);
  });

  it("names the seed's agent and super agent as the seed does, in the agents' groups", async () => {
    for (const [account, groups] of [
      [DEMO_ACCOUNTS.agent, [AGENT_GROUP]],
      [DEMO_ACCOUNTS.superAgent, [AGENT_GROUP, SUPER_AGENT_GROUP]],
    ] as const) {
      await expect(directory.findStaffByEmail(account.email)).resolves.toMatchObject({
        givenName: account.givenName,
        familyName: account.familyName,
        groups,
      });
    }
    // Staff who are not agents are in neither group.
    const others = DEMO_STAFF.filter((member) => member.groups.length === 0);
    expect(others.length).toBeGreaterThan(0);
  });

  it('answers from the list it is given', async () => {
    const [first] = DEMO_STAFF;
    const empty = createDemoStaffDirectory([]);
    await expect(empty.findStaff(first!.staffNumber)).resolves.toBeUndefined();
  });
});

describe("the demo staff directory's sign-in (single sign-on)", () => {
  const accounts = createDemoStaffAccounts();

  it('signs every member of the one demo list in with the demo password (README)', async () => {
    expect(DEMO_STAFF_PASSWORD).toBe(DEMO_PASSWORD);
    for (const member of DEMO_STAFF) {
      await expect(accounts.signIn(member.email.toUpperCase(), DEMO_STAFF_PASSWORD)).resolves.toBe(
        member,
      );
      // The staff-number check of the staff discount answers from the same list.
      await expect(directory.findStaff(member.staffNumber)).resolves.toBe(member);
      await expect(accounts.findBySubject(staffSubjectOf(member))).resolves.toBe(member);
    }
  });

  it('refuses a wrong password, an unknown e-mail and a customer of the wallet', async () => {
    await expect(
      accounts.signIn(DEMO_ACCOUNTS.agent.email, 'Wallet-Demo-2026?'),
    ).resolves.toBeUndefined();
    await expect(accounts.signIn(DEMO_ACCOUNTS.agent.email, '')).resolves.toBeUndefined();
    await expect(accounts.signIn('nobody@wallet.test', '')).resolves.toBeUndefined();
    await expect(
      accounts.signIn(DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD),
    ).resolves.toBeUndefined();
    await expect(accounts.findBySubject('A0000000')).resolves.toBeUndefined();
  });
});
