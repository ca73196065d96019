/**
 * The agent tools' messages (platform.md 5 and 8), word for word where the spec gives them; where
 * it says a message exists but shows no text, ours, marked as such.
 */
import {
  ACCOUNT_VALIDATION_MESSAGES,
  LOGIN_VALIDATION_MESSAGES,
} from '../profile/account-messages.js';
import { MOBILE_NUMBER_MESSAGES } from '../person/phone-rules.js';

/** platform.md 5 and 8: the portfolio code, on Create Customer Account and the Match modal. */
export const PORTFOLIO_CODE_MESSAGES = {
  required: 'Portfolio code is required',
  createAccountFormat:
    'Invalid portfolio code format. The portfolio code must follow the format: 4 UPPERCASE letters followed by 2 numbers',
  /** Ours: the spec says the match service shares a message whose text it does not show. */
  matchFormat:
    'Invalid portfolio code format. The portfolio code must follow the format: XXXXXXXX-XXXX-XXXX-XXXXXXXXXXXX',
  invalid: 'Please enter a valid portfolio code.',
  addFailed: 'Failed to add Portfolio Code',
  deleteFailed: 'Failed to delete Portfolio Code',
  alreadyRegistered: (policyHolderEmail: string, submittedBy: string) =>
    `The portfolio has already been registered. Policy holder email: ${policyHolderEmail}. Submitted by ${submittedBy}`,
  matched: (email: string) => `Portfolio Code successfully matched to email address ${email}`,
} as const;

/** platform.md 8: Create Customer Account (an existing user gets the match message instead). */
export const CREATE_ACCOUNT_MESSAGES = {
  success:
    'Form has been successfully submitted and email sent. Please advice the Customer that an email with a Login Verification Code will be with them shortly.',
  invalidPortfolioCode: PORTFOLIO_CODE_MESSAGES.invalid,
  /** Ours: an e-mail that belongs to staff, not to a customer, cannot be given a customer account. */
  staffEmail: 'This email address belongs to a staff account, not to a customer.',
} as const;

/** platform.md 5 and 8: an agent changing a customer's mobile number. */
export const AGENT_MOBILE_MESSAGES = {
  required: MOBILE_NUMBER_MESSAGES.required,
  invalid:
    "Please enter a valid phone number starting with '08' followed by 8 digits or starting with '+3538' followed by 8 digits",
  failed: 'Failed to update mobile number',
  success: 'Mobile number updated successfully',
} as const;

/** platform.md 5 and 8: Retrieve user (matching service) and Search All Home Quotes. */
export const AGENT_SEARCH_MESSAGES = {
  optionRequired: 'Answer is Required',
  emailRequired: LOGIN_VALIDATION_MESSAGES.emailRequired,
  firstNameRequired: ACCOUNT_VALIDATION_MESSAGES.firstNameRequired,
  surnameRequired: ACCOUNT_VALIDATION_MESSAGES.lastNameRequired,
  nameCharacters: ACCOUNT_VALIDATION_MESSAGES.nameCharacters,
  tooShort: ACCOUNT_VALIDATION_MESSAGES.nameTooShort,
  tooLong: ACCOUNT_VALIDATION_MESSAGES.nameTooLong,
  quoteSearchNoResult:
    'We’re sorry, your search does not match any results. Please check the spelling and try again or try searching by the first word only.',
  branchSearchNoResult: 'We’re sorry, your search does not match any results.',
  /**
   * Ours: the spec says the matching service's not-found message asks to check the names'
   * spelling and that the customer is registered for the wallet, and that retrieve user shares
   * it, without showing its words.
   */
  customerNotFound:
    'We could not find this customer. Please check the spelling of the name and that the customer is registered for the Digital Insurance Wallet.',
} as const;

/** Ours: the API's refusals on the agent calls that the spec does not word. */
export const AGENT_API_MESSAGES = {
  quoteNotFound: 'There is no quote with this reference.',
  alreadyContacted: 'This quote has already been marked as contacted.',
  quoteBought: 'This quote has been bought: it is no longer a live quote.',
  contactedOnce: 'A quote marked as contacted stays contacted.',
  customerNotFound: 'There is no customer with this identifier.',
  pairNotFound: PORTFOLIO_CODE_MESSAGES.deleteFailed,
} as const;
