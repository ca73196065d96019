/**
 * The StaffDirectory port: the bank's staff directory, asked who a staff number (or a staff
 * e-mail) belongs to. The home journey asks it before giving the staff discount; the staff
 * sign-on of agents reads the same people, their branches and their groups.
 */
export interface StaffMember {
  /** The letter A or C and 6 or 7 digits (home.md 5), upper case. */
  staffNumber: string;
  givenName: string;
  familyName: string;
  /** Lower case. */
  email: string;
  /** The branch the person works in, as the branch list names it. */
  branch: string;
  /** Directory groups: the wallet's agent groups among them make an agent or a super agent. */
  groups: readonly string[];
}

export interface StaffDirectory {
  /** The staff member with this number (any letter case, spaces around it ignored), if any. */
  findStaff(staffNumber: string): Promise<StaffMember | undefined>;
  /** The staff member with this e-mail address (any letter case), if any. */
  findStaffByEmail(email: string): Promise<StaffMember | undefined>;
}

/** platform.md 6: members of this group are super agents (the matching service). */
export const SUPER_AGENT_GROUP = 'SG-GS-BIISWALLETAGENT-Super-Agent-SSO';

/** Ours, named after the spec's super-agent group: members act for customers as agents. */
export const AGENT_GROUP = 'SG-GS-BIISWALLETAGENT-Agent-SSO';
