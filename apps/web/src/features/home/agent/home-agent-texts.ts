/**
 * The texts of agent mode in the home journey (home.md 2 and 6): the script panel's, the About you
 * checks, the advice note and the sign-in check; the scripts themselves are the domain's
 * (homeCallScripts, built from the product's constants), loaded with the panel for an agent only.
 * The spec describes the scripts without giving their words (home.md 2), so the words are ours;
 * the spec's own message ('Email address has not been found') comes from the domain.
 */
import {
  AGENT_JOURNEY_MESSAGES,
  DATA_SECURITY_CORRECT_NEEDED,
  type HomeCallScriptKey,
} from '@wallet/domain';
import { AGENT_SCRIPT_PANEL_TEXT } from '../../../ui/journey/agent-script-texts';

/** Which script a page shows; each must be read (every page) before the page's buttons work. */
export type HomeAgentScriptKey = HomeCallScriptKey;

/** The script panel's own words, the same in every journey. */
export const SCRIPT_PANEL_TEXT = AGENT_SCRIPT_PANEL_TEXT;

/** About you's agent checks (home.md 2 'Agent mode extras'). */
export const AGENT_CHECKS_TEXT = {
  legend: 'Agent checks',
  termsConfirmed:
    'The customer has heard the data protection notice and agrees to our terms and conditions',
  dataSecurityLegend: 'Data security',
  dataSecurityHint: `Ask the caller for each answer and compare it with our record below. The date of birth must be correct, and ${DATA_SECURITY_CORRECT_NEEDED} answers correct in all.`,
  /** Decision 0031: the check is asked only when the search found a record of the customer. */
  searchFirst: AGENT_JOURNEY_MESSAGES.searchBeforeCheck,
  noRecord: AGENT_JOURNEY_MESSAGES.noRecord,
  recordFrom: {
    quote: 'Our record: the customer’s latest home quote.',
    profile: 'Our record: the customer’s profile.',
  },
  onRecord: 'On our record:',
  notOnRecord: 'Not on our record: the caller’s answer cannot be checked.',
  questions: {
    date_of_birth: 'Did the caller give the correct date of birth?',
    property_address: 'Did the caller give the correct property address?',
    correspondence_address: 'Did the caller give the correct correspondence address?',
  },
} as const;

/** The search icon on the e-mail field (home.md 2 and 4). */
export const EMAIL_SEARCH_TEXT = {
  button: 'Search for the customer by email address',
  searching: 'Searching for the customer',
  loadedQuote: 'The customer’s latest home quote has been loaded.',
  loadedProfile: 'The customer’s details have been loaded from their profile.',
  notFound: AGENT_JOURNEY_MESSAGES.emailNotFound,
  failed: 'The search could not be completed. Please try again.',
} as const;

/** Your cover (home.md 2): insure for the full rebuild cost. */
export const REBUILD_ADVICE_TEXT = {
  title: 'Advise the customer on the rebuild cost',
  body: 'Tell the customer to insure the home for the full cost of rebuilding it, not its market value. If the sum insured is less than the rebuild cost the home is underinsured, and a claim may be paid only in part.',
} as const;

/** The sign-in check at Proceed (home.md 4 and 6). */
export const SIGN_IN_CHECK_TEXT = {
  checking: 'Checking whether the customer has an account',
  failed: 'The customer’s account could not be checked or created. Please try again.',
} as const;
