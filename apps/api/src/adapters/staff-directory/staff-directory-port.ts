/**
 * The StaffDirectory port: the bank's staff directory, asked who a staff number (or a staff
 * e-mail) belongs to. The home journey asks it before giving the staff discount; agents sign in
 * through the same directory by OpenID Connect (its local stand-in: modules/staff-directory).
 */
export interface StaffMember {
  /** The letter A or C and 6 or 7 digits (home.md 5), upper case. */
  staffNumber: string;
  givenName: string;
  familyName: string;
  /** Lower case. */
  email: string;
  /**
   * YYYY-MM-DD, from the bank's HR record: with the name, it tells whether a staff number typed
   * on a quote is the policyholder's own (the staff discount is theirs alone).
   */
  dateOfBirth: string;
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

/** Ours (issue 44): members handle claims made online, beside the agents' groups. */
export const CLAIMS_HANDLER_GROUP = 'SG-GS-BIISWALLETCLAIMS-Handler-SSO';

/** The scopes the wallet asks the staff directory for: who the person is and their groups. */
export const STAFF_SSO_SCOPE = 'openid email profile groups';

/** The claims the staff directory answers about a staff member, beside the standard ones. */
export const STAFF_CLAIMS = {
  /** The person's directory groups (an array of group names). */
  groups: 'groups',
  /** The staff number (home.md 5). */
  staffNumber: 'staff_number',
  /**
   * The branch the person works in, as the wallet's branch list names it (platform.md 3.3, the
   * agent staff form's branch): a new agent starts at it instead of being asked to pick one.
   */
  branch: 'branch',
} as const;
