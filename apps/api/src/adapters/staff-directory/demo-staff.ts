import {
  AGENT_GROUP,
  CLAIMS_HANDLER_GROUP,
  SUPER_AGENT_GROUP,
  type StaffMember,
} from './staff-directory-port.js';

/** A staff member of the local stand-in, with the password its sign-in page checks. */
export interface DemoStaffMember extends StaffMember {
  password: string;
}

/**
 * The password of every demo staff member, the demo accounts' own (README); a real directory
 * keeps its staff's passwords itself, so none is ever stored by the wallet.
 */
export const DEMO_STAFF_PASSWORD = 'Wallet-Demo-2026!';

/**
 * The demo's staff, the one list the local staff directory holds (README, demo accounts): it
 * answers the staff-number check of the staff discount and signs staff in (single sign-on). The
 * two agents are the seed's agent accounts (demo/demo-accounts.ts: same names and e-mails; the agent's branch
 * is the one the seed gives her); the others are staff who are not agents, whom the directory
 * signs in but the wallet refuses. Every number here earns the staff discount with the 'staff'
 * promotion code, for its holder only (the name and date of birth, or the e-mail, here).
 */
export const DEMO_STAFF: readonly DemoStaffMember[] = [
  {
    staffNumber: 'A2345678',
    givenName: 'Niamh',
    familyName: 'Kelly',
    email: 'agent@wallet.test',
    dateOfBirth: '1988-04-12',
    branch: 'Athlone',
    groups: [AGENT_GROUP],
    password: DEMO_STAFF_PASSWORD,
  },
  {
    staffNumber: 'A3456789',
    givenName: 'Declan',
    familyName: 'Walsh',
    email: 'superagent@wallet.test',
    dateOfBirth: '1979-11-02',
    branch: 'Dublin, College Green',
    groups: [AGENT_GROUP, SUPER_AGENT_GROUP],
    password: DEMO_STAFF_PASSWORD,
  },
  {
    // The claims handler (issue 44): works the claims queue, acts for no customer.
    staffNumber: 'C5678901',
    givenName: 'Siobhán',
    familyName: 'Byrne',
    email: 'claims@wallet.test',
    dateOfBirth: '1984-09-21',
    branch: 'Dublin, College Green',
    groups: [CLAIMS_HANDLER_GROUP],
    password: DEMO_STAFF_PASSWORD,
  },
  {
    staffNumber: 'C765432',
    givenName: 'Gráinne',
    familyName: "O'Sullivan",
    email: 'grainne.osullivan@wallet.test',
    dateOfBirth: '1986-03-14',
    branch: 'Cork, Patrick Street',
    groups: [],
    password: DEMO_STAFF_PASSWORD,
  },
  {
    staffNumber: 'C8765432',
    givenName: 'Pádraig',
    familyName: 'Ryan',
    email: 'padraig.ryan@wallet.test',
    dateOfBirth: '1992-07-23',
    branch: 'Galway, Eyre Square',
    groups: [],
    password: DEMO_STAFF_PASSWORD,
  },
];
