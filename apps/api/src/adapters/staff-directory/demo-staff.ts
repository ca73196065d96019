import { AGENT_GROUP, SUPER_AGENT_GROUP, type StaffMember } from './staff-directory-port.js';

/**
 * The demo's staff, the one list the local staff directory holds (README, demo accounts). The two
 * agents are the seed's agent accounts (db/seed.ts: same names and e-mails; the agent's branch is
 * the one the seed gives her); the others are staff who are not agents. Every number here earns
 * the staff discount with the 'staff' promotion code.
 */
export const DEMO_STAFF: readonly StaffMember[] = [
  {
    staffNumber: 'A2345678',
    givenName: 'Niamh',
    familyName: 'Kelly',
    email: 'agent@wallet.test',
    branch: 'Athlone',
    groups: [AGENT_GROUP],
  },
  {
    staffNumber: 'A3456789',
    givenName: 'Declan',
    familyName: 'Walsh',
    email: 'superagent@wallet.test',
    branch: 'Dublin, College Green',
    groups: [AGENT_GROUP, SUPER_AGENT_GROUP],
  },
  {
    staffNumber: 'C765432',
    givenName: 'Gráinne',
    familyName: "O'Sullivan",
    email: 'grainne.osullivan@wallet.test',
    branch: 'Cork, Patrick Street',
    groups: [],
  },
  {
    staffNumber: 'C8765432',
    givenName: 'Pádraig',
    familyName: 'Ryan',
    email: 'padraig.ryan@wallet.test',
    branch: 'Galway, Eyre Square',
    groups: [],
  },
];
