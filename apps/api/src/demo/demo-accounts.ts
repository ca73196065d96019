/** The demo accounts: the customers, agents and sign-in states the product is explored with. */
import type { UserRole } from '@wallet/domain';
import type { users } from '../db/schema.js';

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
